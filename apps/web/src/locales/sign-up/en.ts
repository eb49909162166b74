import type { SignUpMessages } from './zh-Hans.ts';

export const signUpEn: SignUpMessages = {
  auth: {
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    passwordHint: '8–64 characters with a letter and a digit',
    payPasswordHint: '6 digits, to confirm payments, transfers and withdrawals',
    mobile: 'Mobile',
    mobilePlaceholder: 'Enter your mobile number',
    email: 'E-mail',
    emailPlaceholder: 'Enter your e-mail',
    code: 'Code',
    codePlaceholder: '6-digit code',
    inviteCode: 'Invite code',
    inviteCodePlaceholder: 'Enter the invite code',
    register: 'Sign up',
    toLogin: 'Have an account? Sign in',
    reset: 'Reset password',
    resetDone: 'Password reset, please sign in again',
    walletMissing: 'No wallet found',
    walletNotRegistered: 'This wallet is not registered yet: enter an invite code to sign up',
    walletAddress: 'Wallet address',
    walletRegister: 'Sign up and sign in',
    walletSign: 'Sign with wallet',
    walletSignUpTitle: 'Sign up with a wallet',
    walletSignUpIntro:
      'Sign up by signing with your wallet, no password needed: sign to confirm your wallet address, then enter an invite code.',
    walletSignUpNone:
      "This page is for signing up with a crypto wallet (such as TokenPocket, MetaMask or imToken), but this browser doesn't have one. Open this site in your wallet app's built-in browser, or sign up with a mobile number or e-mail instead.",
    registerWithContact: 'Sign up with mobile or e-mail',
  },
};
