import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { asc, isNotNull } from 'drizzle-orm';
import { type Db, lockKey } from '../../db/client.ts';
import { ledgerSigningKeys } from './ledger-digests.tables.ts';

export interface LedgerSigner {
  publicKey: string;
  /** The Ed25519 signature of the message's UTF-8 bytes, hex. */
  sign(message: string): string;
}

/**
 * The key digests are signed with: LEDGER_SIGNING_KEY's, or, without it, one the server made and kept
 * in `ledger_signing_keys` (made once under a lock, so servers starting together share it). Every
 * key's public half is recorded there, so earlier digests still name a published key after a change.
 */
export function createLedgerSigningKey(deps: { db: Db; seed: string | undefined }) {
  const { db } = deps;
  let signer: Promise<LedgerSigner> | undefined;

  async function load(): Promise<LedgerSigner> {
    const seed = deps.seed ?? (await keptSeed());
    const secret = Buffer.from(seed, 'hex');
    const publicKey = Buffer.from(ed25519.getPublicKey(secret)).toString('hex');
    await db.insert(ledgerSigningKeys).values({ publicKey }).onConflictDoNothing();
    return {
      publicKey,
      sign: (message) => Buffer.from(ed25519.sign(Buffer.from(message, 'utf8'), secret)).toString('hex'),
    };
  }

  /** The server's own key: the first one kept, or a new one. */
  async function keptSeed(): Promise<string> {
    return db.transaction(async (tx) => {
      await lockKey(tx, 'ledger-signing-key');
      const [kept] = await tx
        .select({ seed: ledgerSigningKeys.seed })
        .from(ledgerSigningKeys)
        .where(isNotNull(ledgerSigningKeys.seed))
        .orderBy(asc(ledgerSigningKeys.createdAt))
        .limit(1);
      if (kept?.seed) return kept.seed;
      const seed = randomBytes(32).toString('hex');
      const publicKey = Buffer.from(ed25519.getPublicKey(Buffer.from(seed, 'hex'))).toString('hex');
      await tx.insert(ledgerSigningKeys).values({ publicKey, seed });
      return seed;
    });
  }

  /** Every public key digests may be signed with, oldest first. */
  async function publicKeys(): Promise<string[]> {
    const rows = await db
      .select({ publicKey: ledgerSigningKeys.publicKey })
      .from(ledgerSigningKeys)
      .orderBy(asc(ledgerSigningKeys.createdAt), asc(ledgerSigningKeys.publicKey));
    return rows.map((r) => r.publicKey);
  }

  return {
    /** The current key, loaded (and made, the first time) on first use. */
    signer: () => {
      signer ??= load().catch((e) => {
        signer = undefined; // a database fault now must not stick
        throw e;
      });
      return signer;
    },
    publicKeys,
  };
}

export type LedgerSigningKey = ReturnType<typeof createLedgerSigningKey>;
