import type { SignUpMessages } from './zh-Hans.ts';

export const signUpEn: SignUpMessages = {
  auth: {
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    passwordHint: '8–64 characters with a letter and a digit',
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
    walletSignAgain: 'Sign again',
  },
};
