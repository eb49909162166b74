import { z } from 'zod';
import { payPassword, secondFactorCode, totpDigits } from './auth.ts';
import { rowId } from './common.ts';
import { network } from './config.ts';
import { securityEvent } from './security-event.ts';
import { lineText, nameText } from './text.ts';

/**
 * Account security (`/api/security/…`, docs/security.md): an authenticator app's codes (TOTP, RFC 6238)
 * as a second factor, the withdrawal address book with its cooling period, the lock that follows a
 * sensitive change, sessions and devices, and the anti-phishing code.
 */

/** The ten single-use recovery codes, shown once when 2FA is turned on (stored hashed). */
export const RECOVERY_CODE_COUNT = 10;

/** `POST /api/security/totp/setup`: a new secret, not yet asked for anywhere until a code confirms it. */
export const totpSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`: what the QR code holds. */
  uri: z.string(),
});
export const totpEnableBody = z.object({ code: totpDigits });
export const recoveryCodes = z.object({ codes: z.array(z.string()) });
/** Turning 2FA off: a current code or a recovery code, and the payment password. */
export const totpDisableBody = z.object({ code: secondFactorCode, payPassword });

/** A withdrawal address the user named; usable from `usableAt` (the cooling period after it was added). */
export const bookAddress = z.object({
  id: z.number().int(),
  network,
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  usableAt: z.string(),
});
export type BookAddress = z.infer<typeof bookAddress>;
/** At most this many addresses in one user's book. */
export const ADDRESS_BOOK_LIMIT = 50;
export const addressBook = z.object({
  list: z.array(bookAddress),
  /** Withdrawals go only to the book's usable addresses. */
  whitelistOnly: z.boolean(),
  /** Whitelist-only was switched off: it stays on until then (the cooling period), else null. */
  whitelistOffAt: z.string().nullable(),
  /**
   * The server's time when it read the book: the times above are the server's to judge, and a phone's
   * clock may be off from it (the app reckons the server's now from this and the time since).
   */
  now: z.string(),
});
export type AddressBook = z.infer<typeof addressBook>;
export const addAddressBody = z.object({
  network,
  /** Checked and stored in the network's canonical form by the server (`normalizeAddress`). */
  address: lineText('ADDRESS_INVALID')
    .trim()
    .min(1, { error: 'ADDRESS_INVALID' })
    .max(100, { error: 'ADDRESS_INVALID' }),
  label: nameText('ADDRESS_LABEL_INVALID')
    .trim()
    .min(1, { error: 'ADDRESS_LABEL_INVALID' })
    .max(30, { error: 'ADDRESS_LABEL_INVALID' }),
  payPassword,
  /** Needed when the user has 2FA on. */
  totpCode: totpDigits.optional(),
});
export const removeAddressBody = z.object({ id: rowId('ADDRESS_NOT_FOUND') });
/** Whitelist-only: on at once; off after the cooling period. */
export const whitelistBody = z.object({ on: z.boolean(), payPassword, totpCode: totpDigits.optional() });

/**
 * The anti-phishing code: the user's own word, in every e-mail and SMS the platform sends them, so a
 * message without it is not ours. 4–20 letters or digits (any script).
 */
export const antiPhishingBody = z.object({
  code: nameText('ANTI_PHISHING_INVALID')
    .trim()
    .regex(/^[\p{L}\p{N}]{4,20}$/u, { error: 'ANTI_PHISHING_INVALID' }),
  totpCode: totpDigits.optional(),
});

/** A signed-in session: the device it signed in from, the address masked, first and last seen. */
export const userSession = z.object({
  id: z.number().int(),
  /** From the user agent: `iPhone · Safari`, `Windows · Chrome`. */
  device: z.string(),
  /** The address it signed in from, masked (`203.0.113.*`). */
  ip: z.string(),
  signedInAt: z.string(),
  /** When it was last used (kept to a quarter of an hour: a session is written at most that often). */
  lastSeenAt: z.string(),
  /** The session this call came from. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
export const userSessions = z.array(userSession);
export const endSessionBody = z.object({ id: rowId('SESSION_NOT_FOUND') });

/** Why withdrawals are held: the change that started the hold. */
export const LOCK_REASONS = [
  'password_reset',
  'pay_password_changed',
  'totp_changed',
  'contact_changed',
] as const;
export type LockReason = (typeof LOCK_REASONS)[number];
export const securityLock = z.object({ until: z.string(), reason: z.enum(LOCK_REASONS) });
export type SecurityLock = z.infer<typeof securityLock>;

/** `GET /api/security/overview`: what protects the account, each item's state, and a score of what is on. */
export const securityOverview = z.object({
  /** 0–100: the share of the protections below that are on. */
  score: z.number().int(),
  totp: z.object({ on: z.boolean(), recoveryCodesLeft: z.number().int() }),
  payPassword: z.boolean(),
  /** Masked (`138****0001`, `d***@example.com`), or null when the account has none. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The code itself: the user is signed in, and the page is where they check it. Empty when unset. */
  antiPhishing: z.string(),
  addresses: z.object({
    count: z.number().int(),
    whitelistOnly: z.boolean(),
    whitelistOffAt: z.string().nullable(),
  }),
  /** Withdrawals (and resale releases) are held until then after a sensitive change, or null. */
  lock: securityLock.nullable(),
  sessions: z.number().int(),
  events: z.array(securityEvent),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** The console's read-only view of a user's protection (in the user detail). */
export const adminUserSecurity = z.object({
  totpOn: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  antiPhishingSet: z.boolean(),
  addresses: z.number().int(),
  whitelistOnly: z.boolean(),
  lock: securityLock.nullable(),
  sessions: z.number().int(),
});
export type AdminUserSecurity = z.infer<typeof adminUserSecurity>;
/** Resetting a user's 2FA (their phone was lost) or lifting a hold: the operator says why (audited). */
export const securityActionBody = z.strictObject({
  reason: lineText('REASON_REQUIRED')
    .trim()
    .min(1, { error: 'REASON_REQUIRED' })
    .max(200, { error: 'REASON_TOO_LONG' }),
});
