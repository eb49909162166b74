import type { AccountMessages } from './zh-Hans.ts';

/** The texts of signing in and the operator's own account, in English. */
export const accountEn: AccountMessages = {
  auth: {
    signInTitle: 'Operator sign-in',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out now?',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    totpTitle: 'Two-step verification',
    totp: 'Code',
    totpHint: 'Enter the 6-digit code shown in your authenticator app.',
    totpInvalid: 'Enter the 6-digit code',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  account: {
    profile: 'My account',
    permissions: 'Permissions',
    changePassword: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    passwordRule: '12–128 characters with at least one letter and one digit',
    passwordMismatch: 'The passwords do not match',
    passwordConfirm: 'Change your password?',
    passwordConfirmText: 'All your sessions on other devices will end.',
    passwordChanged: 'Password changed',
    totp: 'Two-step verification (TOTP)',
    totpEnabled: 'Two-step verification is on',
    totpEnabledText: 'Signing in asks for a code from your authenticator app.',
    totpIntro:
      'Once on, signing in needs your password and a 6-digit code from an authenticator app (such as Google Authenticator).',
    totpStart: 'Set up',
    totpStep1: 'Create a secret',
    totpStep2: 'Scan and verify',
    totpScan:
      'Scan the QR code with your authenticator app, or type the secret below, then enter the code the app shows.',
    totpSecret: 'Secret',
    totpConfirm: 'Verify and turn on',
    totpWarning: 'Nothing changes until the code is verified; setting up again replaces this secret.',
  },
};
