import type { Language } from './common.ts';

/**
 * The texts of the contract's validation keys (the messages its schemas give), one per language. The
 * server answers them in `msg`; the web app shows them beside the fields it checks before sending; both
 * read them from here, so a key is worded the same way wherever it appears. No zod here: the web app
 * loads this with its forms (`@mcc/contract/error-texts`).
 */
export const ERROR_TEXTS = {
  MOBILE_INVALID: {
    'zh-Hans': '手机号格式不正确',
    en: 'Invalid mobile number',
    ja: '携帯番号の形式が正しくありません',
    'zh-Hant': '手機號格式不正確',
  },
  EMAIL_INVALID: {
    'zh-Hans': '邮箱格式不正确',
    en: 'Invalid e-mail address',
    ja: 'メールアドレスの形式が正しくありません',
    'zh-Hant': '信箱格式不正確',
  },
  CODE_FORMAT: {
    'zh-Hans': '请输入6位数字验证码',
    en: 'Enter the 6-digit code',
    ja: '6桁の認証コードを入力してください',
    'zh-Hant': '請輸入6位數字驗證碼',
  },
  PASSWORD_WEAK: {
    'zh-Hans': '密码需8-64位，且包含字母和数字',
    en: 'Use 8–64 characters with a letter and a digit',
    ja: 'パスワードは8〜64文字で、英字と数字を含めてください',
    'zh-Hant': '密碼需8-64位，且包含字母和數字',
  },
  PASSWORD_MISMATCH: {
    'zh-Hans': '两次输入的密码不一致',
    en: 'The passwords do not match',
    ja: 'パスワードが一致しません',
    'zh-Hant': '兩次輸入的密碼不一致',
  },
  PAY_PASSWORD_FORMAT: {
    'zh-Hans': '支付密码须为6位数字',
    en: 'The payment password is 6 digits',
    ja: '支払いパスワードは6桁の数字です',
    'zh-Hant': '支付密碼須為6位數字',
  },
  INVITE_CODE_INVALID: {
    'zh-Hans': '邀请码为6位字母或数字',
    en: 'Invite codes are 6 letters or digits',
    ja: '招待コードは6桁の英数字です',
    'zh-Hant': '邀請碼為6位字母或數字',
  },
  CONTACT_REQUIRED: {
    'zh-Hans': '请填写手机号或邮箱',
    en: 'Enter a mobile number or an e-mail',
    ja: '携帯番号またはメールを入力してください',
    'zh-Hant': '請填寫手機號或信箱',
  },
  ACCOUNT_REQUIRED: {
    'zh-Hans': '请输入账号',
    en: 'Enter your account',
    ja: 'アカウントを入力してください',
    'zh-Hant': '請輸入帳號',
  },
  PASSWORD_REQUIRED: {
    'zh-Hans': '请输入密码',
    en: 'Enter your password',
    ja: 'パスワードを入力してください',
    'zh-Hant': '請輸入密碼',
  },
  NICKNAME_INVALID: {
    'zh-Hans': '昵称需1-24个字符，且不含特殊符号',
    en: 'Nicknames are 1–24 characters without special symbols',
    ja: 'ニックネームは1〜24文字で、特殊記号は使えません',
    'zh-Hant': '暱稱需1-24個字元，且不含特殊符號',
  },
  AVATAR_INVALID: {
    'zh-Hans': '头像地址不正确',
    en: 'Invalid avatar address',
    ja: 'アイコンのアドレスが正しくありません',
    'zh-Hant': '頭像地址不正確',
  },
  BIO_INVALID: {
    'zh-Hans': '简介最多200字',
    en: 'The bio is at most 200 characters',
    ja: '自己紹介は200文字以内です',
    'zh-Hant': '簡介最多200字',
  },
  WALLET_ADDRESS_INVALID: {
    'zh-Hans': '钱包地址不正确',
    en: 'Invalid wallet address',
    ja: 'ウォレットアドレスが正しくありません',
    'zh-Hant': '錢包地址不正確',
  },
  AMOUNT_INVALID: {
    'zh-Hans': '请输入正确的数量',
    en: 'Enter a valid amount',
    ja: '正しい数量を入力してください',
    'zh-Hant': '請輸入正確的數量',
  },
  AMOUNT_TOO_PRECISE: {
    'zh-Hans': '小数位数过多',
    en: 'Too many decimal places',
    ja: '小数点以下の桁数が多すぎます',
    'zh-Hant': '小數位數過多',
  },
  AMOUNT_NOT_POSITIVE: {
    'zh-Hans': '数量必须大于0',
    en: 'The amount must be above 0',
    ja: '数量は0より大きくしてください',
    'zh-Hant': '數量必須大於0',
  },
  AMOUNT_TOO_LARGE: {
    'zh-Hans': '数量过大',
    en: 'The amount is too large',
    ja: '数量が大きすぎます',
    'zh-Hant': '數量過大',
  },
  TX_HASH_INVALID: {
    'zh-Hans': '交易哈希格式不正确',
    en: 'Invalid transaction hash',
    ja: 'トランザクションハッシュの形式が正しくありません',
    'zh-Hant': '交易雜湊格式不正確',
  },
  PROOF_INVALID: {
    'zh-Hans': '请上传转账截图',
    en: 'Upload a screenshot of the transfer',
    ja: '送金のスクリーンショットをアップロードしてください',
    'zh-Hant': '請上傳轉帳截圖',
  },
  ADDRESS_INVALID: {
    'zh-Hans': '请输入正确的地址',
    en: 'Enter a valid address',
    ja: '正しいアドレスを入力してください',
    'zh-Hant': '請輸入正確的地址',
  },
  RECIPIENT_REQUIRED: {
    'zh-Hans': '请输入收款人的UID、手机号或邮箱',
    en: "Enter the recipient's UID, mobile or e-mail",
    ja: '受取人のUID、携帯番号またはメールを入力してください',
    'zh-Hant': '請輸入收款人的UID、手機號或信箱',
  },
  NETWORK_INVALID: {
    'zh-Hans': '请选择网络',
    en: 'Choose a network',
    ja: 'ネットワークを選択してください',
    'zh-Hant': '請選擇網路',
  },
} satisfies Record<string, Record<Language, string>>;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;
