import { randomInt } from 'node:crypto';
import { sha256 } from '../../lib/secrets.ts';

/** Lower-case letters and digits without look-alikes (no 0/o, 1/l/i), as the contract's pattern allows. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code, `abcd-efgh`: about 40 random bits, typed by hand from paper. */
export function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/**
 * What is stored of a recovery code: a hash of the user and the code as typed in any case, with or
 * without its hyphen. The user's id in it makes one table of guesses useless for another user.
 */
export function recoveryHash(userId: number, code: string): string {
  const bare = code.trim().toLowerCase().replace('-', '');
  return sha256(`recovery:${userId}:${bare.slice(0, 4)}-${bare.slice(4)}`);
}
