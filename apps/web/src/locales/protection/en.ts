import type { ProtectionMessages } from './zh-Hans.ts';

export const protectionEn: ProtectionMessages = {
  protection: {
    code: 'Authenticator code',
    codePlaceholder: '6 digits from your authenticator',
    signIn: {
      totpTitle: 'Authenticator check',
      totpHint:
        'This account has an authenticator app turned on. Enter the 6-digit code it shows now, or one of your recovery codes if you lost your phone.',
      totpPlaceholder: '6-digit code or recovery code',
      deviceTitle: 'New device check',
      deviceHint:
        'This is the first sign-in to this account from this device. We sent a code to the account’s mobile or e-mail: enter it here.',
      devicePlaceholder: '6-digit code',
      verify: 'Verify and sign in',
      back: 'Back',
    },
    resetHint: 'This account has an authenticator app turned on: enter its 6-digit code as well',
    coolingRefusal: 'This address is still in its cooling period; it can be used from {{time}}',
    lockReasons: {
      password_reset: 'a password reset',
      pay_password_changed: 'a payment password change',
      totp_changed: 'an authenticator change',
      contact_changed: 'a mobile or e-mail change',
    },
    lockAlert:
      'To keep your funds safe after {{reason}}, withdrawals and confirming resale payments are paused until {{time}}',
    book: {
      cooling: 'Cooling, usable from {{time}}',
      usable: 'Usable',
      other: 'Or type another {{network}} address',
      whitelistOnly:
        'Whitelist-only is on: you can withdraw only to address book entries past their cooling period',
      noneUsable: 'No usable {{network}} address in your address book yet',
      manage: 'Manage address book',
    },
  },
};
