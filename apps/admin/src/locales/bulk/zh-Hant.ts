import type { BulkMessages } from './zh-Hans.ts';

/** The texts of bulk actions, in Traditional Chinese (Taiwan). */
export const bulkZhHant: BulkMessages = {
  bulk: {
    selected: '已選 {{count}} 筆',
    total: '合計 {{amount}} USDT',
    none: '勾選紀錄後可批次處理（每次最多 {{max}} 筆）',
    tooMany: '每次最多 {{max}} 筆，請減少勾選',
    clear: '清除選擇',
    approve: '批次通過',
    reject: '批次駁回',
    publish: '批次發布',
    unpublish: '批次下架',
    approveRecharges: '逐筆通過選取的 {{count}} 筆充值並入帳，合計 {{amount}} USDT',
    rejectRecharges: '駁回選取的 {{count}} 筆充值，合計 {{amount}} USDT。原因會顯示給使用者。',
    rejectWithdrawals:
      '駁回選取的 {{count}} 筆提幣，合計 {{amount}} USDT，凍結的資金退回使用者。原因會顯示給使用者。',
    publishNotices: '發布選取的 {{count}} 則公告（到發布時間後使用者可見）',
    unpublishNotices: '下架選取的 {{count}} 則公告，使用者將看不到它們',
    resultTitle: '批次處理結果',
    summary: '成功 {{done}} 筆，失敗 {{failed}} 筆',
    row: '編號',
    outcome: '結果',
    ok: '成功',
  },
};
