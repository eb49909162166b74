import type { ProposalsMessages } from './zh-Hans.ts';

/** The texts of four eyes on money, in Japanese. */
export const proposalsJa: ProposalsMessages = {
  proposals: {
    kinds: { adjust: '手動調整', payout: '高額出金' },
    states: { pending: '承認待ち', applied: '反映済み', refused: '却下', cancelled: '取り下げ' },
    amount: '金額',
    what: '内容',
    proposedBy: '申請者',
    credit: '加算',
    debit: '減算',
    approve: '承認',
    refuse: '却下',
    cancel: '取り下げ',
    approveConfirm: '承認するとすぐに反映されます：{{what}}',
    refuseTitle: '承認申請を却下',
    refuseText: '却下しても資金は動きません：{{what}}',
    cancelConfirm: 'この申請を取り下げますか？資金は動きません',
    approved: '承認し、反映しました',
    refused: '却下しました',
    cancelled: '取り下げました',
    ownHint: '別のオペレーターの承認が必要です',
    adjustWhat: 'ユーザー {{uid}}：{{amount}} {{asset}} を{{direction}}',
    payoutWhat: '出金申請 #{{id}}：{{amount}} USDT を支払い',
    adjustNote: '調整権限を持つ別のオペレーターが承認するまで、残高は変わりません。',
    adjustProposed: '調整を申請しました。別のオペレーターの承認後に反映されます',
    payoutProposed:
      'ダブルチェックの基準額を超えるため、支払いを申請しました。別のオペレーターの承認後に支払済みになります',
    awaiting: '承認待ち',
    userPending: '承認待ちの調整',
    settings: {
      title: 'ダブルチェック',
      payoutAbove: '高額出金の基準額（USDT）',
      help: 'この金額を超える出金は、別のオペレーターが承認して初めて支払済みになります。手動調整はすべて承認が必要です。',
    },
  },
};
