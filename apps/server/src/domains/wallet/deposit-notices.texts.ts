import type { Texts } from '../../lib/texts.ts';

/** The notice a user gets when a chain deposit is credited (issue 36), in four languages. */
export const depositNoticeTexts = {
  DEPOSIT_CREDITED_NOTICE: {
    'zh-Hans': '【MCC】您的充值 {amount} USDT 已到账（{network}，交易 {tx}）。',
    en: '[MCC] Your deposit of {amount} USDT has been credited ({network}, transaction {tx}).',
    ja: '【MCC】{amount} USDT のご入金が反映されました（{network}、トランザクション {tx}）。',
    'zh-Hant': '【MCC】您的儲值 {amount} USDT 已入帳（{network}，交易 {tx}）。',
  },
} as const satisfies Texts;
