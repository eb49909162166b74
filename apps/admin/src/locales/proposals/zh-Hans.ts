/**
 * The texts of four eyes on money (the proposals queue, the adjustment's and the payout's proposal,
 * the threshold's setting), in Simplified Chinese: the reference for the other three languages, which
 * must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const proposalsZhHans = {
  proposals: {
    kinds: { adjust: '人工调账', payout: '大额出款' },
    states: { pending: '待复核', applied: '已生效', refused: '已驳回', cancelled: '已撤回' },
    amount: '金额',
    what: '内容',
    proposedBy: '提交人',
    credit: '增加',
    debit: '扣减',
    approve: '复核通过',
    refuse: '驳回',
    cancel: '撤回',
    approveConfirm: '复核通过后立即生效：{{what}}',
    refuseTitle: '驳回复核申请',
    refuseText: '驳回后不变动任何资金：{{what}}',
    cancelConfirm: '撤回这条申请？不变动任何资金',
    approved: '已复核通过，已生效',
    refused: '已驳回',
    cancelled: '已撤回',
    ownHint: '须由另一位操作员复核',
    adjustWhat: '用户 {{uid}} {{direction}} {{amount}} {{asset}}',
    payoutWhat: '提币单 #{{id}} 出款 {{amount}} USDT',
    adjustNote: '提交后须由另一位有调账权限的操作员复核，通过后才入账。',
    adjustProposed: '调账申请已提交，待另一位操作员复核后入账',
    payoutProposed: '金额超过双人复核门槛，出款已提交复核，待另一位操作员通过后记为已打款',
    awaiting: '待复核',
    userPending: '待复核的调账',
    settings: {
      title: '双人复核',
      payoutAbove: '大额出款门槛（USDT）',
      help: '单笔提币超过此金额时，标记已打款须由另一位操作员复核；人工调账一律须复核。',
    },
  },
};

export type ProposalsMessages = typeof proposalsZhHans;
