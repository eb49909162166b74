import type { ProposalsMessages } from './zh-Hans.ts';

/** The texts of four eyes on money, in English. */
export const proposalsEn: ProposalsMessages = {
  proposals: {
    kinds: { adjust: 'Manual adjustment', payout: 'Large payout' },
    states: { pending: 'Awaiting approval', applied: 'Applied', refused: 'Refused', cancelled: 'Cancelled' },
    amount: 'Amount',
    what: 'What',
    proposedBy: 'Proposed by',
    credit: 'credit',
    debit: 'debit',
    approve: 'Approve',
    refuse: 'Refuse',
    cancel: 'Cancel',
    approveConfirm: 'Approving applies it at once: {{what}}',
    refuseTitle: 'Refuse the proposal',
    refuseText: 'Refusing moves no money: {{what}}',
    cancelConfirm: 'Cancel this proposal? No money moves',
    approved: 'Approved and applied',
    refused: 'Refused',
    cancelled: 'Cancelled',
    ownHint: 'Another operator must decide it',
    adjustWhat: 'User {{uid}}: {{direction}} {{amount}} {{asset}}',
    payoutWhat: 'Withdrawal #{{id}}: pay out {{amount}} USDT',
    adjustNote: 'Another operator with the adjustment permission must approve it before any money moves.',
    adjustProposed: 'Adjustment proposed: it moves the money once another operator approves it',
    payoutProposed:
      'Above the four-eyes threshold: the payout is proposed and is marked paid once another operator approves it',
    awaiting: 'Awaiting approval',
    userPending: 'Adjustments awaiting approval',
    settings: {
      title: 'Four eyes',
      payoutAbove: 'Large payout threshold (USDT)',
      help: 'A withdrawal above this amount is marked paid only when a second operator approves; every manual adjustment needs a second operator.',
    },
  },
};
