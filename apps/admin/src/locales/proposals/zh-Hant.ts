import type { ProposalsMessages } from './zh-Hans.ts';

/** The texts of four eyes on money, in Traditional Chinese (Taiwan). */
export const proposalsZhHant: ProposalsMessages = {
  proposals: {
    kinds: { adjust: '人工調帳', payout: '大額出款' },
    states: { pending: '待覆核', applied: '已生效', refused: '已駁回', cancelled: '已撤回' },
    amount: '金額',
    what: '內容',
    proposedBy: '提交人',
    credit: '增加',
    debit: '扣減',
    approve: '覆核通過',
    refuse: '駁回',
    cancel: '撤回',
    approveConfirm: '覆核通過後立即生效：{{what}}',
    refuseTitle: '駁回覆核申請',
    refuseText: '駁回後不變動任何資金：{{what}}',
    cancelConfirm: '撤回這筆申請？不變動任何資金',
    approved: '已覆核通過，已生效',
    refused: '已駁回',
    cancelled: '已撤回',
    ownHint: '須由另一位操作員覆核',
    adjustWhat: '使用者 {{uid}} {{direction}} {{amount}} {{asset}}',
    payoutWhat: '提幣單 #{{id}} 出款 {{amount}} USDT',
    adjustNote: '提交後須由另一位具調帳權限的操作員覆核，通過後才入帳。',
    adjustProposed: '調帳申請已提交，待另一位操作員覆核後入帳',
    payoutProposed: '金額超過雙人覆核門檻，出款已提交覆核，待另一位操作員通過後記為已打款',
    awaiting: '待覆核',
    userPending: '待覆核的調帳',
    settings: {
      title: '雙人覆核',
      payoutAbove: '大額出款門檻（USDT）',
      help: '單筆提幣超過此金額時，標記已打款須由另一位操作員覆核；人工調帳一律須覆核。',
    },
  },
};
