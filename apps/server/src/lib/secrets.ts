import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Invite-code alphabet without look-alikes (no 0/O, 1/I/L). */
const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newInviteCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return s;
}

/** Public 8-digit user id; never starts with 0 so it reads as a number. */
export function newUid(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256-bit random session token, sent to the client once; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a string (one-shot: every signed-in call hashes its token). */
export function sha256(s: string): string {
  return hash('sha256', s);
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
