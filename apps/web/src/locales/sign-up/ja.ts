import type { SignUpMessages } from './zh-Hans.ts';

export const signUpJa: SignUpMessages = {
  auth: {
    newPassword: '新しいパスワード',
    confirmPassword: 'パスワード（確認）',
    passwordHint: '8〜64文字、英字と数字を含む',
    mobile: '携帯番号',
    mobilePlaceholder: '携帯番号を入力',
    email: 'メール',
    emailPlaceholder: 'メールアドレスを入力',
    code: '認証コード',
    codePlaceholder: '6桁のコード',
    inviteCode: '招待コード',
    inviteCodePlaceholder: '招待コードを入力',
    register: '新規登録',
    toLogin: 'アカウントをお持ちの方はこちら',
    reset: 'パスワードを再設定',
    resetDone: 'パスワードを再設定しました。もう一度ログインしてください',
    walletMissing: 'ウォレットが見つかりません',
    walletNotRegistered: 'このウォレットは未登録です。招待コードを入力して登録してください',
    walletAddress: 'ウォレットアドレス',
    walletRegister: '登録してログイン',
    walletSignAgain: '再署名',
  },
};
