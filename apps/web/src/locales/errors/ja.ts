import type { ErrorsMessages } from './zh-Hans.ts';

export const errorsJa: ErrorsMessages = {
  errors: {
    MOBILE_INVALID: '携帯番号の形式が正しくありません',
    EMAIL_INVALID: 'メールアドレスの形式が正しくありません',
    CODE_FORMAT: '6桁の認証コードを入力してください',
    PASSWORD_WEAK: 'パスワードは8〜64文字で、英字と数字を含めてください',
    PASSWORD_MISMATCH: 'パスワードが一致しません',
    PAY_PASSWORD_FORMAT: '支払いパスワードは6桁の数字です',
    INVITE_CODE_INVALID: '招待コードは6桁の英数字です',
    CONTACT_REQUIRED: '携帯番号またはメールを入力してください',
    ACCOUNT_REQUIRED: 'アカウントを入力してください',
    PASSWORD_REQUIRED: 'パスワードを入力してください',
    NICKNAME_INVALID: 'ニックネームは1〜24文字で、特殊記号は使えません',
    AVATAR_INVALID: 'アイコンのアドレスが正しくありません',
    BIO_INVALID: '自己紹介は200文字以内です',
    WALLET_ADDRESS_INVALID: 'ウォレットアドレスが正しくありません',
    AMOUNT_INVALID: '正しい数量を入力してください',
    AMOUNT_TOO_PRECISE: '小数点以下の桁数が多すぎます',
    AMOUNT_NOT_POSITIVE: '数量は0より大きくしてください',
    AMOUNT_TOO_LARGE: '数量が大きすぎます',
    TX_HASH_INVALID: 'トランザクションハッシュの形式が正しくありません',
    PROOF_INVALID: '送金のスクリーンショットをアップロードしてください',
    ADDRESS_INVALID: '正しいアドレスを入力してください',
    RECIPIENT_REQUIRED: '受取人のUID、携帯番号またはメールを入力してください',
    NETWORK_INVALID: 'ネットワークを選択してください',
  },
};
