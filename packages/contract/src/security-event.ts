import { z } from 'zod';

/**
 * Security events (docs/security.md): what changed an account's protection. Apart from `security.ts`
 * because the user centre (`auth.ts`, which `security.ts` imports) answers the alarming ones too.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in_new_device',
  'totp_on',
  'totp_off',
  'totp_reset',
  'recovery_code_used',
  'address_added',
  'address_removed',
  'whitelist_on',
  'whitelist_off',
  'password_reset',
  'pay_password_changed',
  'contact_changed',
  'anti_phishing_set',
  'lock_lifted',
  'sessions_ended',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
/** Something that changed the account's protection, newest first on the security page. */
export const securityEvent = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** The device and masked address it came from (empty when an operator did it). */
  device: z.string(),
  ip: z.string(),
  at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEvent>;

/**
 * The user centre's alarm: the events a thief's doing would record (a new device's sign-in, a weakened
 * protection, a new way for money to leave) that came after the user last opened the security page.
 */
export const securityAlerts = z.object({
  count: z.number().int(),
  /** The newest of them, or null when there is none. */
  latest: securityEvent.nullable(),
});
export type SecurityAlerts = z.infer<typeof securityAlerts>;
