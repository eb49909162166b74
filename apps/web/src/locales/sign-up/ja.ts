import type { SignUpMessages } from './zh-Hans.ts';

export const signUpJa: SignUpMessages = {
  auth: {
    newPassword: '新しいパスワード',
    confirmPassword: 'パスワード（確認）',
    passwordHint: '8〜64文字、英字と数字を含む',
    payPasswordHint: '6 桁の数字。支払い・送金・出金の確認に使います',
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
    walletSign: 'ウォレットで署名',
    walletSignUpTitle: 'ウォレットで登録',
    walletSignUpIntro:
      'ウォレットの署名だけで登録でき、パスワードは不要です。署名してウォレットアドレスを確認したら、招待コードを入力してください。',
    walletSignUpNone:
      'このページは暗号資産ウォレット（TokenPocket、MetaMask、imToken など）で登録するためのものですが、このブラウザではウォレットが見つかりません。ウォレットアプリ内のブラウザでこのサイトを開くか、携帯電話番号またはメールアドレスで登録してください。',
    registerWithContact: '携帯電話番号・メールで登録',
  },
};
