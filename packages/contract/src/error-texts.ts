import { NFT_ERROR_TEXTS } from './error-texts-nft.ts';
import type { Language } from './languages.ts';

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
    ja: '携帯電話番号の形式が正しくありません',
    'zh-Hant': '手機號碼格式不正確',
  },
  EMAIL_INVALID: {
    'zh-Hans': '邮箱格式不正确',
    en: 'Invalid e-mail address',
    ja: 'メールアドレスの形式が正しくありません',
    'zh-Hant': '電子郵件格式不正確',
  },
  CODE_FORMAT: {
    'zh-Hans': '验证码为 6 位数字',
    en: 'The code has 6 digits',
    ja: '認証コードは 6 桁の数字です',
    'zh-Hant': '驗證碼為 6 位數字',
  },
  PASSWORD_WEAK: {
    'zh-Hans': '密码需 8–64 位，且包含字母和数字',
    en: 'Passwords have 8–64 characters with a letter and a digit',
    ja: 'パスワードは英字と数字を含む 8〜64 文字にしてください',
    'zh-Hant': '密碼需 8–64 位，且包含字母和數字',
  },
  PASSWORD_MISMATCH: {
    'zh-Hans': '两次输入的密码不一致',
    en: 'The passwords do not match',
    ja: 'パスワードが一致しません',
    'zh-Hant': '兩次輸入的密碼不一致',
  },
  PAY_PASSWORD_FORMAT: {
    'zh-Hans': '支付密码须为6位数字',
    en: 'The payment password has 6 digits',
    ja: '支払いパスワードは 6 桁の数字です',
    'zh-Hant': '支付密碼為 6 位數字',
  },
  INVITE_CODE_INVALID: {
    'zh-Hans': '邀请码无效',
    en: 'Invalid invite code',
    ja: '招待コードが無効です',
    'zh-Hant': '邀請碼無效',
  },
  CONTACT_REQUIRED: {
    'zh-Hans': '请填写手机号或邮箱（二选一）',
    en: 'Give either a mobile number or an e-mail address',
    ja: '携帯電話番号またはメールアドレスのどちらか一方を入力してください',
    'zh-Hant': '請填寫手機號碼或電子郵件（二選一）',
  },
  ACCOUNT_REQUIRED: {
    'zh-Hans': '请输入账号',
    en: 'Enter your mobile, e-mail or UID',
    ja: '携帯電話番号、メールアドレスまたは UID を入力してください',
    'zh-Hant': '請輸入手機號碼、電子郵件或 UID',
  },
  PASSWORD_REQUIRED: {
    'zh-Hans': '请输入密码',
    en: 'Enter your password',
    ja: 'パスワードを入力してください',
    'zh-Hant': '請輸入密碼',
  },
  NICKNAME_INVALID: {
    'zh-Hans': '昵称需 1–24 个字符，不含 < >',
    en: 'Nicknames have 1–24 characters, without < or >',
    ja: 'ニックネームは 1〜24 文字（< > は使えません）',
    'zh-Hant': '暱稱需 1–24 個字元，不含 < >',
  },
  AVATAR_INVALID: {
    'zh-Hans': '头像地址无效',
    en: 'Invalid avatar address',
    ja: 'アバターのアドレスが無効です',
    'zh-Hant': '頭像位址無效',
  },
  BIO_INVALID: {
    'zh-Hans': '简介最多 200 个字符',
    en: 'The bio has at most 200 characters',
    ja: '自己紹介は 200 文字以内です',
    'zh-Hant': '簡介最多 200 個字元',
  },
  WALLET_ADDRESS_INVALID: {
    'zh-Hans': '钱包地址格式不正确',
    en: 'Invalid wallet address',
    ja: 'ウォレットアドレスの形式が正しくありません',
    'zh-Hant': '錢包位址格式不正確',
  },
  AMOUNT_INVALID: {
    'zh-Hans': '金额不正确',
    en: 'Invalid amount',
    ja: '金額が正しくありません',
    'zh-Hant': '金額不正確',
  },
  AMOUNT_TOO_PRECISE: {
    'zh-Hans': '金额小数位过多',
    en: 'Too many decimal places',
    ja: '金額の小数点以下の桁数が多すぎます',
    'zh-Hant': '金額小數位過多',
  },
  AMOUNT_NOT_POSITIVE: {
    'zh-Hans': '金额必须大于 0',
    en: 'The amount must be greater than 0',
    ja: '金額は 0 より大きくしてください',
    'zh-Hant': '金額必須大於 0',
  },
  AMOUNT_TOO_LARGE: {
    'zh-Hans': '金额过大',
    en: 'The amount is too large',
    ja: '金額が大きすぎます',
    'zh-Hant': '金額過大',
  },
  TX_HASH_INVALID: {
    'zh-Hans': '交易哈希格式不正确',
    en: 'Invalid transaction hash',
    ja: 'トランザクションハッシュの形式が正しくありません',
    'zh-Hant': '交易雜湊格式不正確',
  },
  PROOF_INVALID: {
    'zh-Hans': '请上传转账截图',
    en: 'Upload the transfer screenshot',
    ja: '送金のスクリーンショットをアップロードしてください',
    'zh-Hant': '請上傳轉帳截圖',
  },
  ADDRESS_INVALID: {
    'zh-Hans': '提币地址不正确',
    en: 'Invalid withdrawal address',
    ja: '出金アドレスが正しくありません',
    'zh-Hant': '提幣地址不正確',
  },
  RECIPIENT_REQUIRED: {
    'zh-Hans': '请输入对方 UID、手机号或邮箱',
    en: 'Enter the recipient’s UID, mobile or e-mail',
    ja: '受取人の UID、携帯番号またはメールを入力してください',
    'zh-Hant': '請輸入對方 UID、手機號或郵箱',
  },
  NETWORK_INVALID: {
    'zh-Hans': '不支持的网络',
    en: 'Unsupported network',
    ja: 'サポートされていないネットワークです',
    'zh-Hant': '不支援的網路',
  },
  NICKNAME_RESERVED: {
    'zh-Hans': '该昵称不可使用',
    en: 'This nickname is reserved',
    ja: 'このニックネームは使用できません',
    'zh-Hant': '該暱稱不可使用',
  },
  AMOUNT_SPACES: {
    'zh-Hans': '金额前后不能有空格',
    en: 'Remove the spaces around the amount',
    ja: '金額の前後に空白を入れないでください',
    'zh-Hant': '金額前後不能有空格',
  },
  AMOUNT_LEADING_ZERO: {
    'zh-Hans': '金额不能以 0 开头（如 0100）',
    en: 'The amount cannot start with 0 (as in 0100)',
    ja: '金額の先頭に 0 は付けられません（例: 0100）',
    'zh-Hant': '金額不能以 0 開頭（如 0100）',
  },
  SYMBOL_INVALID: {
    'zh-Hans': '币种只能是 MCC 或 SSK',
    en: 'The symbol must be MCC or SSK',
    ja: '銘柄は MCC または SSK です',
    'zh-Hant': '幣種只能是 MCC 或 SSK',
  },
  PRICE_INVALID: {
    'zh-Hans': '价格格式不正确',
    en: 'Invalid price',
    ja: '価格の形式が正しくありません',
    'zh-Hant': '價格格式不正確',
  },
  PRICE_TOO_PRECISE: {
    'zh-Hans': '价格最多 10 位小数',
    en: 'A price has at most 10 decimal places',
    ja: '価格の小数点以下は 10 桁までです',
    'zh-Hant': '價格最多 10 位小數',
  },
  PRICE_TOO_LARGE: {
    'zh-Hans': '价格过大',
    en: 'The price is too large',
    ja: '価格が大きすぎます',
    'zh-Hant': '價格過大',
  },
  PRICE_NOT_POSITIVE: {
    'zh-Hans': '价格必须大于 0',
    en: 'The price must be greater than 0',
    ja: '価格は 0 より大きくしてください',
    'zh-Hant': '價格必須大於 0',
  },
  TIME_INVALID: {
    'zh-Hans': '时间格式不正确（ISO-8601，含时区）',
    en: 'Invalid time (ISO-8601 with an offset)',
    ja: '時刻の形式が正しくありません（タイムゾーン付き ISO-8601）',
    'zh-Hant': '時間格式不正確（ISO-8601，含時區）',
  },
  PLAN_EMPTY: {
    'zh-Hans': '计划至少需要一个价格点',
    en: 'A plan needs at least one point',
    ja: '計画には価格ポイントが 1 つ以上必要です',
    'zh-Hant': '計畫至少需要一個價格點',
  },
  PLAN_TOO_LONG: {
    'zh-Hans': '计划的价格点过多',
    en: 'The plan has too many points',
    ja: '計画の価格ポイントが多すぎます',
    'zh-Hant': '計畫的價格點過多',
  },
  PLAN_STEPS_INVALID: {
    'zh-Hans': '步数须为 1–1439 的整数',
    en: 'Steps must be a whole number from 1 to 1439',
    ja: 'ステップ数は 1〜1439 の整数です',
    'zh-Hant': '步數須為 1–1439 的整數',
  },
  PLAN_POINTS_OR_RAMP: {
    'zh-Hans': '请给出价格点列表或起止价格（二选一）',
    en: 'Give either a list of points or a ramp, not both',
    ja: '価格ポイントの一覧か開始・終了価格のどちらか一方を指定してください',
    'zh-Hant': '請給出價格點列表或起止價格（二選一）',
  },
  RANGE_INVALID: {
    'zh-Hans': '时间范围只能是 1D、1W、1M、3M 或 ALL',
    en: 'The range must be 1D, 1W, 1M, 3M or ALL',
    ja: '期間は 1D、1W、1M、3M、ALL のいずれかです',
    'zh-Hant': '時間範圍只能是 1D、1W、1M、3M 或 ALL',
  },
  ASSET_INVALID: {
    'zh-Hans': '币种只能是 MCC 或 USDT',
    en: 'The asset must be MCC or USDT',
    ja: '通貨は MCC または USDT です',
    'zh-Hant': '幣種只能是 MCC 或 USDT',
  },
  EXCHANGE_SAME_ASSET: {
    'zh-Hans': '兑换的两种币种不能相同',
    en: 'Exchange between two different assets',
    ja: '同じ通貨同士は交換できません',
    'zh-Hant': '兌換的兩種幣種不能相同',
  },
  // Account security (security.ts, auth.ts)
  TOTP_FORMAT: {
    'zh-Hans': '动态码格式不正确',
    en: 'Invalid authenticator code',
    ja: '認証コードの形式が正しくありません',
    'zh-Hant': '動態碼格式不正確',
  },
  ADDRESS_LABEL_INVALID: {
    'zh-Hans': '地址备注为 1–30 个字符',
    en: 'The address name has 1–30 characters',
    ja: 'アドレス名は 1～30 文字で入力してください',
    'zh-Hant': '地址備註為 1–30 個字元',
  },
  ANTI_PHISHING_INVALID: {
    'zh-Hans': '防钓鱼码为 4–20 位字母或数字',
    en: 'The anti-phishing code has 4–20 letters or digits',
    ja: 'フィッシング対策コードは文字または数字で 4～20 文字です',
    'zh-Hant': '防釣魚碼為 4–20 位字母或數字',
  },
  DEVICE_ID_INVALID: {
    'zh-Hans': '设备标识不正确',
    en: 'Invalid device id',
    ja: 'デバイス ID が正しくありません',
    'zh-Hant': '裝置識別碼不正確',
  },
  ...NFT_ERROR_TEXTS,
} satisfies Record<string, Record<Language, string>>;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;
