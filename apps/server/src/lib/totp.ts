/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1, six digits,
 * 30-second steps. Shared by operators' and users' second factor; each keeps the newest step it
 * accepted, so a code is refused once used.
 */
import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_S = 30;

/** A secret (Base32) and, for other uses than an authenticator app's, its digits and hash. */
export interface TotpKey {
  secret: string;
  digits?: number;
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
}

const totpOf = (key: TotpKey, name: { issuer?: string; label?: string } = {}) =>
  new OTPAuth.TOTP({
    issuer: name.issuer ?? '',
    label: name.label ?? '',
    secret: OTPAuth.Secret.fromBase32(key.secret),
    algorithm: key.algorithm ?? 'SHA1',
    digits: key.digits ?? 6,
    period: TOTP_PERIOD_S,
  });

/** A new random secret of 160 bits (RFC 4226's recommended length), in Base32. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** `otpauth://totp/…`: what the set-up QR code holds. */
export const totpUri = (secret: string, name: { issuer: string; label: string }) =>
  totpOf({ secret }, name).toString();

/** The code of the step `at` falls in. */
export const totpCodeAt = (key: TotpKey, at: Date) => totpOf(key).generate({ timestamp: at.getTime() });

/** The time step a code belongs to (one step of drift either way), or null when it matches none. */
export function totpStep(key: TotpKey, code: string, now: Date): number | null {
  const totp = totpOf(key);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
