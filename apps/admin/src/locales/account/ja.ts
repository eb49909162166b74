import type { AccountMessages } from './zh-Hans.ts';

/** The texts of signing in and the operator's own account, in Japanese. */
export const accountJa: AccountMessages = {
  auth: {
    signInTitle: '管理者ログイン',
    signIn: 'ログイン',
    signOut: 'ログアウト',
    signOutConfirm: 'ログアウトしますか？',
    username: 'ユーザー名',
    password: 'パスワード',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    totpTitle: '2 段階認証',
    totp: '認証コード',
    totpHint: '認証アプリに表示されている 6 桁のコードを入力してください。',
    totpInvalid: '6 桁の数字を入力してください',
    sessionEnded: 'セッションが終了しました。もう一度ログインしてください',
  },
  account: {
    profile: 'マイアカウント',
    permissions: '権限',
    changePassword: 'パスワード変更',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    repeatPassword: '新しいパスワード（確認）',
    passwordRule: '12〜128 文字、英字と数字を含めてください',
    passwordMismatch: 'パスワードが一致しません',
    passwordConfirm: 'パスワードを変更しますか？',
    passwordConfirmText: '他の端末でのログインはすべて無効になります。',
    passwordChanged: 'パスワードを変更しました',
    totp: '2 段階認証（TOTP）',
    totpEnabled: '2 段階認証は有効です',
    totpEnabledText: 'ログイン時に認証アプリのコードが必要です。',
    totpIntro:
      '有効にすると、ログイン時にパスワードに加えて認証アプリ（Google Authenticator など）の 6 桁のコードが必要になります。',
    totpStart: '設定を始める',
    totpStep1: 'シークレットの生成',
    totpStep2: 'スキャンして確認',
    totpScan:
      '認証アプリで QR コードを読み取るか、下のシークレットを手入力し、アプリに表示されたコードを入力してください。',
    totpSecret: 'シークレット',
    totpConfirm: '確認して有効化',
    totpWarning: 'コードを確認するまで有効になりません。もう一度設定するとこのシークレットは置き換わります。',
  },
};
