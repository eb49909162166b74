import type { BulkMessages } from './zh-Hans.ts';

/** The texts of bulk actions, in Japanese. */
export const bulkJa: BulkMessages = {
  bulk: {
    selected: '{{count}} 件を選択中',
    total: '合計 {{amount}} USDT',
    none: '行を選ぶとまとめて処理できます（一度に {{max}} 件まで）',
    tooMany: '一度に処理できるのは {{max}} 件までです。選択を減らしてください',
    clear: '選択を解除',
    approve: 'まとめて承認',
    reject: 'まとめて却下',
    publish: 'まとめて公開',
    unpublish: 'まとめて非公開',
    approveRecharges: '選択した {{count}} 件の入金を 1 件ずつ承認し、計 {{amount}} USDT を入金します',
    rejectRecharges:
      '選択した {{count}} 件の入金（計 {{amount}} USDT）を却下します。理由はユーザーに表示されます。',
    rejectWithdrawals:
      '選択した {{count}} 件の出金（計 {{amount}} USDT）を却下し、凍結した資金をユーザーに戻します。理由はユーザーに表示されます。',
    publishNotices: '選択した {{count}} 件のお知らせを公開します（公開日時からユーザーに表示されます）',
    unpublishNotices: '選択した {{count}} 件のお知らせを非公開にします。ユーザーには表示されなくなります',
    resultTitle: 'まとめて処理した結果',
    summary: '成功 {{done}} 件、失敗 {{failed}} 件',
    row: 'ID',
    outcome: '結果',
    ok: '成功',
  },
};
