import { z } from 'zod';
import { securityAlerts } from './security-event.ts';
import { foldName, multilineText, nameText } from './text.ts';

/**
 * Validation messages are stable keys (e.g. `MOBILE_INVALID`); the server and the web app turn
 * them into text in the user's language, so one schema serves both.
 */
export const mobile = z
  .string({ error: 'MOBILE_INVALID' })
  .trim()
  .regex(/^\+?[1-9]\d{5,14}$/, { error: 'MOBILE_INVALID' });
export const email = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }))
  .transform((s) => s.toLowerCase());
export const smsCode = z.string({ error: 'CODE_FORMAT' }).regex(/^\d{6}$/, { error: 'CODE_FORMAT' });
/** 8–64 characters with at least one letter and one digit. */
export const password = z
  .string({ error: 'PASSWORD_WEAK' })
  .min(8, { error: 'PASSWORD_WEAK' })
  .max(64, { error: 'PASSWORD_WEAK' })
  .regex(/[A-Za-z]/, { error: 'PASSWORD_WEAK' })
  .regex(/\d/, { error: 'PASSWORD_WEAK' });
export const payPassword = z
  .string({ error: 'PAY_PASSWORD_FORMAT' })
  .regex(/^\d{6}$/, { error: 'PAY_PASSWORD_FORMAT' });
/** A code from the authenticator app: six digits. */
export const totpDigits = z
  .string({ error: 'TOTP_FORMAT' })
  .trim()
  .regex(/^\d{6}$/, { error: 'TOTP_FORMAT' });
/**
 * What a second-factor field takes: the authenticator's six digits or, where a lost phone must not lock
 * the user out (sign-in, turning 2FA off), one of the ten recovery codes (`abcd-efgh`, any case).
 */
export const secondFactorCode = z
  .string({ error: 'TOTP_FORMAT' })
  .trim()
  .regex(/^(\d{6}|[a-z2-9]{4}-?[a-z2-9]{4})$/i, { error: 'TOTP_FORMAT' });

/** Invite codes are 6 characters without look-alikes; accepted in any case. */
export const inviteCode = z
  .string({ error: 'INVITE_CODE_INVALID' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6}$/, { error: 'INVITE_CODE_INVALID' });

export const CODE_EVENTS = ['register', 'resetpwd', 'paypwd', 'changemobile', 'changeemail'] as const;
export const codeEvent = z.enum(CODE_EVENTS, { error: 'EVENT_INVALID' });

export const smsSendBody = z.object({ mobile, event: codeEvent });
export const emsSendBody = z.object({ email, event: codeEvent });
export const codeSent = z.object({ retryAfter: z.number().int() });

/** Exactly one of `mobile` and `email` identifies the person. */
const oneContact = <T extends { mobile?: string; email?: string }>(v: T, ctx: z.RefinementCtx) => {
  if ((v.mobile === undefined) === (v.email === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'CONTACT_REQUIRED' });
  }
};

/** The app's own random id of the device, kept on it: see `signInExtras`. */
const deviceId = z
  .string({ error: 'DEVICE_ID_INVALID' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'DEVICE_ID_INVALID' });

/**
 * `payPassword` (added, optional): the payment password set in the same step, proven by the same code,
 * so a new user is not asked for a second code a minute later (docs/decisions/accounts.md). `deviceId`:
 * the new account's first device, so signing in on it later is not a new device.
 */
export const registerBody = z
  .object({
    mobile: mobile.optional(),
    email: email.optional(),
    code: smsCode,
    password,
    payPassword: payPassword.optional(),
    inviteCode: inviteCode.optional(),
    deviceId: deviceId.optional(),
  })
  .superRefine(oneContact);

/**
 * What every sign-in may add (docs/security.md): `deviceId`, the browser's own random id kept on the
 * device (a sign-in from an id the account has not used is a new device); `totpCode`, asked for
 * (`TOTP_REQUIRED`) when the user has 2FA on; `deviceCode`, asked for (`DEVICE_CODE_REQUIRED`, the code
 * sent to the account) from a new device when the console requires it.
 */
const signInExtras = {
  deviceId: deviceId.optional(),
  totpCode: secondFactorCode.optional(),
  deviceCode: smsCode.optional(),
};

export const loginBody = z.object({
  account: z.string({ error: 'ACCOUNT_REQUIRED' }).trim().min(1, { error: 'ACCOUNT_REQUIRED' }).max(254),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(64),
  ...signInExtras,
});

/** `totpCode`: needed when the account has 2FA on. A reset holds withdrawals for a while (docs/security.md). */
export const resetPasswordBody = z
  .object({
    mobile: mobile.optional(),
    email: email.optional(),
    code: smsCode,
    newPassword: password,
    totpCode: totpDigits.optional(),
  })
  .superRefine(oneContact);

export const ethAddress = z
  .string({ error: 'WALLET_ADDRESS_INVALID' })
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'WALLET_ADDRESS_INVALID' });
export const walletLoginBody = z.object({
  address: ethAddress,
  message: z
    .string({ error: 'WALLET_MESSAGE_INVALID' })
    .min(1)
    .max(2000, { error: 'WALLET_MESSAGE_INVALID' }),
  signature: z
    .string({ error: 'WALLET_SIGNATURE_INVALID' })
    .regex(/^0x[0-9a-fA-F]{130}$/, { error: 'WALLET_SIGNATURE_INVALID' }),
  ...signInExtras,
});
export const walletRegisterBody = walletLoginBody.extend({ inviteCode: inviteCode.optional() });

/**
 * Names that would pass a user off as the platform's staff. Compared folded (`foldName`), so `Ａｄｍｉｎ`,
 * `a d m i n` and `ADMIN` are `admin`. The short Latin words must be the whole name (`Badminton` is
 * fine); the rest may not appear anywhere in it (`官方客服小王`).
 */
const RESERVED_NAMES = ['admin', 'root', 'system', 'staff', 'mcc', 'service'];
const RESERVED_PARTS = [
  'administrator',
  'official',
  'moderator',
  'customerservice',
  '管理员',
  '管理員',
  '客服',
  '官方',
  '系统',
  '系統',
];
export function isReservedNickname(name: string): boolean {
  const folded = foldName(name);
  return RESERVED_NAMES.includes(folded) || RESERVED_PARTS.some((part) => folded.includes(part));
}

export const profileBody = z
  .object({
    nickname: nameText('NICKNAME_INVALID')
      .trim()
      .min(1, { error: 'NICKNAME_INVALID' })
      .max(24, { error: 'NICKNAME_INVALID' })
      .regex(/^[^<>]*$/, { error: 'NICKNAME_INVALID' })
      .refine((name) => !isReservedNickname(name), { error: 'NICKNAME_RESERVED' })
      .optional(),
    // Only a picture uploaded here (and, the server checks, by this user): an address elsewhere would be
    // fetched by every browser that shows the avatar, telling its owner who looked and from where. The
    // upload path is spelt out, not imported from image-variants.ts: the web app's first chunk holds that
    // module, and an import from here would bring zod into the chunk with it (+38 KB before sign-in).
    avatar: z
      .string({ error: 'AVATAR_INVALID' })
      .regex(/^\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/, { error: 'AVATAR_INVALID' })
      .optional(),
    bio: multilineText('BIO_INVALID').trim().max(200, { error: 'BIO_INVALID' }).optional(),
  })
  .strict();

export const payPasswordBody = z.object({
  payPassword,
  /** A `paypwd` code sent to the user's own mobile or e-mail; needed whenever the user has one. */
  code: smsCode.optional(),
  /** For wallet-only users without mobile or e-mail: the current payment password, when one is set. */
  oldPayPassword: payPassword.optional(),
  /** Needed when the user has 2FA on. */
  totpCode: totpDigits.optional(),
});

/**
 * Changing the account's mobile or e-mail: a code sent to the new one (`changemobile` / `changeemail`),
 * the payment password, and the 2FA code when it is on. Withdrawals are then held for a while.
 */
export const changeMobileBody = z.object({
  mobile,
  code: smsCode,
  payPassword,
  totpCode: totpDigits.optional(),
});
export const changeEmailBody = z.object({
  email,
  code: smsCode,
  payPassword,
  totpCode: totpDigits.optional(),
});

export const userInfo = z.object({
  id: z.number().int(),
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  bio: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  walletAddress: z.string().nullable(),
  inviteCode: z.string(),
  hasPayPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const session = z.object({
  userinfo: userInfo.extend({ token: z.string(), expiresIn: z.number().int() }),
});

/** `POST /api/user/logoutAll`: every session of the user ended, the caller's own included; how many. */
export const sessionsEnded = z.object({ sessions: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEnded>;

export const userCenter = z.object({
  userinfo: userInfo,
  inviter: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  directMembers: z.number().int(),
  /** What happened to the account's protection since the user last looked (a notice above the menu). */
  securityAlerts,
});
