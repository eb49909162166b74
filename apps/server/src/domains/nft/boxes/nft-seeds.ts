import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { HmacSha256, RotateAnswer, SeedPair } from '@mcc/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { nftSeedPairs } from '../core/nft-box.tables.ts';

export type SeedPairRow = typeof nftSeedPairs.$inferSelect;

/** HMAC-SHA256 with node:crypto, in the shape the contract's fair draw takes. */
export const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh pair: 32 random bytes of server seed (as hex), its hash, and a client seed (given or 8 random bytes). */
function freshPair(clientSeed?: string) {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: sha256Hex(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

export const seedView = (r: SeedPairRow): SeedPair => ({
  serverSeedHash: r.serverSeedHash,
  clientSeed: r.clientSeed,
  nonce: r.nonce,
});

/**
 * Users' seed pairs for provably fair draws (contract: fair-draw.ts). A user's current pair is made
 * the first time it is needed; rotating reveals it and starts the next. Draws take the current pair
 * under its row lock, so two opens at once never share a nonce.
 */
export function createNftSeeds(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The user's current pair, locked for this transaction; made first if they have none. */
  async function lockCurrent(tx: Tx, userId: number): Promise<SeedPairRow> {
    const current = () =>
      tx
        .select()
        .from(nftSeedPairs)
        .where(and(eq(nftSeedPairs.userId, userId), isNull(nftSeedPairs.revealedAt)))
        .for('update');
    const [found] = await current();
    if (found) return found;
    // Two first requests at once: the unique index keeps one pair, the other insert does nothing.
    await tx
      .insert(nftSeedPairs)
      .values({ userId, ...freshPair(), createdAt: clock.now() })
      .onConflictDoNothing();
    const [made] = await current();
    if (!made) throw new Error(`no current seed pair for user ${userId}`);
    return made;
  }

  /** `/api/nft/seed`: the current pair as the user may see it (the server seed only as its hash). */
  async function current(userId: number): Promise<SeedPair> {
    return seedView(await db.transaction((tx) => lockCurrent(tx, userId)));
  }

  /** `/api/nft/seed/rotate`: reveals the current pair's server seed and starts a new pair. */
  async function rotate(userId: number, clientSeed?: string): Promise<RotateAnswer> {
    return db.transaction(async (tx) => {
      const old = await lockCurrent(tx, userId);
      const now = clock.now();
      await tx.update(nftSeedPairs).set({ revealedAt: now }).where(eq(nftSeedPairs.id, old.id));
      const [next] = await tx
        .insert(nftSeedPairs)
        .values({ userId, ...freshPair(clientSeed), createdAt: now })
        .returning();
      if (!next) throw new Error('seed pair insert returned nothing');
      return { revealed: { ...seedView(old), serverSeed: old.serverSeed }, current: seedView(next) };
    });
  }

  /** Moves a locked pair's nonce past the draws just made with it. */
  async function advance(tx: Tx, pair: SeedPairRow, draws: number) {
    await tx
      .update(nftSeedPairs)
      .set({ nonce: pair.nonce + draws })
      .where(eq(nftSeedPairs.id, pair.id));
  }

  return { lockCurrent, current, rotate, advance };
}

export type NftSeeds = ReturnType<typeof createNftSeeds>;
