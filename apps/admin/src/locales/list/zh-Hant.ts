import type { ListMessages } from './zh-Hans.ts';

/** The texts of the list kit, in Traditional Chinese (Taiwan). */
export const listZhHant: ListMessages = {
  list: {
    dateRange: '日期',
    rangeStart: '開始日期',
    rangeEnd: '結束日期',
    presets: {
      today: '今天',
      yesterday: '昨天',
      last7: '近 7 天',
      last30: '近 30 天',
      thisMonth: '本月',
    },
    keyword: '關鍵字',
    searchBy: {
      id: '編號',
      userId: '使用者 ID',
      orderId: '訂單編號',
      uid: 'UID',
      mobile: '手機號碼',
      email: '電子郵件',
      nickname: '暱稱',
      address: '地址',
      txHash: '交易雜湊',
      name: '名稱',
      title: '標題',
      username: '使用者名稱',
      transferId: '轉帳編號',
      idempotencyKey: '冪等鍵',
      refId: '關聯單號',
      errorKey: '錯誤代碼',
    },
    searchSeparator: '、',
    columns: '欄位設定',
    columnsReset: '還原預設',
    export: '匯出 CSV',
    exported: '已匯出 {{name}}',
    explorer: '在區塊鏈瀏覽器中檢視',
  },
};
