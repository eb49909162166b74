import type { Texts } from '../../lib/texts.ts';

/** What the ledger says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const ledgerTexts = {
  DIGEST_NOT_FOUND: {
    'zh-Hans': '该日的账本摘要尚未签发',
    en: 'No ledger digest has been signed for that day',
    ja: 'その日の台帳ダイジェストはまだ署名されていません',
    'zh-Hant': '該日的帳本摘要尚未簽發',
  },
  DIGEST_BUSY: {
    'zh-Hans': '账本正忙，摘要稍后签发，请稍后再试',
    en: 'The ledger is busy; please try signing the digest again in a moment',
    ja: '台帳が処理中です。しばらくしてからもう一度署名してください',
    'zh-Hant': '帳本正忙，請稍後再簽發摘要',
  },
  INSUFFICIENT_BALANCE: {
    'zh-Hans': '余额不足',
    en: 'Insufficient balance',
    ja: '残高が不足しています',
    'zh-Hant': '餘額不足',
  },
  ACCOUNT_FROZEN: {
    'zh-Hans': '资金账户已冻结，请联系客服',
    en: 'This wallet is frozen; please contact support',
    ja: 'このウォレットは凍結されています。サポートにお問い合わせください',
    'zh-Hant': '資金帳戶已凍結，請聯絡客服',
  },
  ALREADY_POSTED: {
    'zh-Hans': '该笔款项已入账',
    en: 'This payment has already been completed',
    ja: 'この取引はすでに確定しています',
    'zh-Hant': '該筆款項已入帳',
  },
  ALREADY_VOIDED: {
    'zh-Hans': '该笔款项已撤销',
    en: 'This payment has already been cancelled',
    ja: 'この取引はすでに取り消されています',
    'zh-Hant': '該筆款項已撤銷',
  },
  TRANSFER_NOT_FOUND: {
    'zh-Hans': '款项记录不存在',
    en: 'No such payment',
    ja: '取引が見つかりません',
    'zh-Hant': '款項記錄不存在',
  },
  ASSET_MISMATCH: {
    'zh-Hans': '币种不一致',
    en: 'The accounts hold different assets',
    ja: '通貨が一致しません',
    'zh-Hant': '幣種不一致',
  },
  SAME_ACCOUNT: {
    'zh-Hans': '不能转给同一账户',
    en: 'Cannot move money to the same account',
    ja: '同じ口座には送金できません',
    'zh-Hant': '不能轉給同一帳戶',
  },
  LEDGER_ACCOUNT_NOT_FOUND: {
    'zh-Hans': '账户不存在',
    en: 'No such ledger account',
    ja: '口座が見つかりません',
    'zh-Hant': '帳戶不存在',
  },
} as const satisfies Texts;
