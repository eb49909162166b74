import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Argon2 runs on libuv's worker threads (four unless UV_THREADPOOL_SIZE says otherwise). Image work
// takes at most two of them (`domains/upload/image-work.ts`), so hashing never waits behind pictures.
export const hashPassword = (plain: string) => hash(plain, options);

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  // Unknown accounts still pay for one verification, so timing does not tell which accounts exist.
  return verify(stored ?? DUMMY_HASH, plain).then((ok) => ok && stored !== null);
}

const DUMMY_HASH = await hashPassword('not-a-real-password-0');
