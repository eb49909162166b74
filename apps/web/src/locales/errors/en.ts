import type { ErrorsMessages } from './zh-Hans.ts';

export const errorsEn: ErrorsMessages = {
  errors: {
    MOBILE_INVALID: 'Invalid mobile number',
    EMAIL_INVALID: 'Invalid e-mail address',
    CODE_FORMAT: 'Enter the 6-digit code',
    PASSWORD_WEAK: 'Use 8–64 characters with a letter and a digit',
    PASSWORD_MISMATCH: 'The passwords do not match',
    PAY_PASSWORD_FORMAT: 'The payment password is 6 digits',
    INVITE_CODE_INVALID: 'Invite codes are 6 letters or digits',
    CONTACT_REQUIRED: 'Enter a mobile number or an e-mail',
    ACCOUNT_REQUIRED: 'Enter your account',
    PASSWORD_REQUIRED: 'Enter your password',
    NICKNAME_INVALID: 'Nicknames are 1–24 characters without special symbols',
    AVATAR_INVALID: 'Invalid avatar address',
    BIO_INVALID: 'The bio is at most 200 characters',
    WALLET_ADDRESS_INVALID: 'Invalid wallet address',
    AMOUNT_INVALID: 'Enter a valid amount',
    AMOUNT_TOO_PRECISE: 'Too many decimal places',
    AMOUNT_NOT_POSITIVE: 'The amount must be above 0',
    AMOUNT_TOO_LARGE: 'The amount is too large',
    TX_HASH_INVALID: 'Invalid transaction hash',
    PROOF_INVALID: 'Upload a screenshot of the transfer',
    ADDRESS_INVALID: 'Enter a valid address',
    RECIPIENT_REQUIRED: "Enter the recipient's UID, mobile or e-mail",
    NETWORK_INVALID: 'Choose a network',
  },
};
