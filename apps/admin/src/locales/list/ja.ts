import type { ListMessages } from './zh-Hans.ts';

/** The texts of the list kit, in Japanese. */
export const listJa: ListMessages = {
  list: {
    dateRange: '期間',
    rangeStart: '開始日',
    rangeEnd: '終了日',
    presets: {
      today: '今日',
      yesterday: '昨日',
      last7: '過去 7 日間',
      last30: '過去 30 日間',
      thisMonth: '今月',
    },
    keyword: 'キーワード',
    searchBy: {
      id: 'ID',
      userId: 'ユーザーID',
      orderId: '注文番号',
      uid: 'UID',
      mobile: '電話番号',
      email: 'メール',
      nickname: 'ニックネーム',
      address: 'アドレス',
      txHash: 'トランザクションハッシュ',
      name: '名称',
      title: 'タイトル',
      username: 'ユーザー名',
      transferId: '振替番号',
      idempotencyKey: '冪等キー',
      refId: '参照番号',
      errorKey: 'エラーコード',
    },
    searchSeparator: '・',
    columns: '表示列の設定',
    columnsReset: '初期状態に戻す',
    export: 'CSV 出力',
    exported: '{{name}} を出力しました',
    explorer: 'ブロックエクスプローラーで表示',
  },
};
