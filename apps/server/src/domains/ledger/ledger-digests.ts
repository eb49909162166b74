import { randomBytes } from 'node:crypto';
import { ASSETS, type Asset, type LedgerDigest } from '@mcc/contract';
import { digestMessage, parseDigestMessage } from '@mcc/contract/ledger-digest';
import { buildTree, type LiabilityTree, leafOf } from '@mcc/contract/liabilities-tree';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { columnOf, type Db, lockKey, rowsOf } from '../../db/client.ts';
import { addDays, businessDay } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import { headsHash } from './ledger-chain-hash.ts';
import { ledgerDigestBalances, ledgerDigests } from './ledger-digests.tables.ts';
import type { LedgerSigningKey } from './ledger-signing-key.ts';

type DigestRow = typeof ledgerDigests.$inferSelect;

/** What the chain and the balances were at a digest's cutoff, read under the journal's lock. */
interface Snapshot {
  cutoff: bigint;
  entries: bigint;
  heads: string;
  /** Per asset, each user's balance (credits − debits posted over their accounts), non-zero only. */
  balances: Map<Asset, { userId: number; balance: bigint }[]>;
}

/** Balance rows written per statement when a digest is kept. */
const BALANCE_BATCH = 5_000;
/** Trees kept built for proofs: a day's assets, and the day before's. */
const TREES_KEPT = 6;

/** A stored digest as the calls answer it: the signed message, and its fields read back from it. */
export function wireDigest(row: DigestRow): LedgerDigest {
  const body = parseDigestMessage(row.message);
  if (!body) throw new Error(`digest ${row.day}: its message does not parse`);
  return {
    ...body,
    assets: body.assets.map((a) => ({ ...a, asset: a.asset as Asset })),
    message: row.message,
    signature: row.signature,
    publicKey: row.publicKey,
    signedAt: row.signedAt.toISOString(),
  };
}

/**
 * The signed daily digests (issue 37): at the end of each business day, the chain's cutoff and heads
 * and a Merkle sum tree of every user's balance per asset, signed with the ledger's Ed25519 key; and a
 * user's proof that their balance is one of a day's leaves.
 */
export function createLedgerDigests(deps: {
  db: Db;
  clock: Clock;
  signingKey: LedgerSigningKey;
  audit: AuditService;
}) {
  const { db, clock, signingKey, audit } = deps;
  const trees = new Map<string, Promise<{ tree: LiabilityTree; leafOfUser: Map<number, number> }>>();

  /**
   * The chain and balances at one instant. New journal entries wait while the journal is locked in
   * SHARE mode, and entries take their sequence number inside their INSERT, so once the lock is held
   * every entry numbered up to the highest one seen is committed and none below it can come later:
   * the cutoff is exact. The lock waits at most 5 s for movements in flight (then DIGEST_BUSY, and the
   * next pass tries again) and is held only for these reads.
   */
  async function snapshot(): Promise<Snapshot> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
      try {
        await tx.execute(sql`LOCK TABLE ledger_journal IN SHARE MODE`);
      } catch (e) {
        if ((e as { code?: string }).code === '55P03') throw new AppError('DIGEST_BUSY');
        throw e;
      }
      const [journal] = rowsOf<{ cutoff: string; entries: string }>(
        await tx.execute(
          sql`SELECT coalesce(max(seq), 0)::text AS cutoff, count(*)::text AS entries FROM ledger_journal`,
        ),
      );
      const accounts = rowsOf<{
        id: number;
        user_id: number | null;
        asset: Asset;
        chain_seq: string;
        chain_head: string;
        balance: string;
      }>(
        await tx.execute(sql`SELECT id, user_id, asset, chain_seq::text, chain_head,
          (credits_posted - debits_posted)::text AS balance FROM ledger_accounts`),
      );
      const heads = headsHash(
        accounts.map((a) => ({ id: a.id, seq: BigInt(a.chain_seq), head: a.chain_head })),
      );
      const perUser = new Map<Asset, Map<number, bigint>>(ASSETS.map((asset) => [asset, new Map()]));
      for (const a of accounts) {
        if (a.user_id === null) continue;
        const users = perUser.get(a.asset);
        users?.set(a.user_id, (users.get(a.user_id) ?? 0n) + BigInt(a.balance));
      }
      const balances = new Map(
        [...perUser].map(([asset, users]) => [
          asset,
          [...users]
            .filter(([, balance]) => balance !== 0n)
            .map(([userId, balance]) => ({ userId, balance }))
            .sort((x, y) => x.userId - y.userId),
        ]),
      );
      return {
        cutoff: BigInt(journal?.cutoff ?? 0),
        entries: BigInt(journal?.entries ?? 0),
        heads,
        balances,
      };
    });
  }

  /** The tree of one asset's balances, salted with the day's secret (leaves in the order given). */
  function treeOf(asset: Asset, rows: { userId: number; balance: bigint }[], daySecret: Buffer) {
    return buildTree(rows.map((r) => leafOf({ userId: r.userId, asset, balance: r.balance, daySecret })));
  }

  /**
   * Signs the last closed business day's digest if it is not signed yet, and answers it. The job
   * calls this every pass after the day's end; an operator may too. A day is signed once (its row is
   * the key): two servers signing together keep the first and both answer it. An operator's press
   * (`by`) is audited `ledger.digest.sign`, whether it signed or found the day signed.
   */
  async function signClosedDay(by?: AuditActor): Promise<{ digest: LedgerDigest; signed: boolean }> {
    const result = await signDay(addDays(businessDay(clock.now()), -1));
    if (by) {
      await audit.record(db, {
        ...by,
        action: 'ledger.digest.sign',
        targetType: 'ledger',
        targetId: result.digest.day,
        before: null,
        after: { day: result.digest.day, signed: result.signed, cutoff: result.digest.cutoff },
      });
    }
    return result;
  }

  async function signDay(day: string): Promise<{ digest: LedgerDigest; signed: boolean }> {
    const [kept] = await db.select().from(ledgerDigests).where(eq(ledgerDigests.day, day));
    if (kept) return { digest: wireDigest(kept), signed: false };
    const signer = await signingKey.signer();
    const state = await snapshot();
    const daySecret = randomBytes(32);
    const assets = [];
    for (const asset of ASSETS) {
      const rows = state.balances.get(asset) ?? [];
      const tree = await treeOf(asset, rows, daySecret);
      assets.push({ asset, total: tree.root.sum.toString(), root: tree.root.hash, users: tree.count });
    }
    const message = digestMessage({
      day,
      cutoff: state.cutoff.toString(),
      entries: state.entries.toString(),
      heads: state.heads,
      assets,
    });
    const row: DigestRow = {
      day,
      cutoff: state.cutoff,
      message,
      signature: signer.sign(message),
      publicKey: signer.publicKey,
      daySecret: daySecret.toString('hex'),
      signedAt: clock.now(),
    };
    const stored = await db.transaction(async (tx) => {
      await lockKey(tx, `ledger-digest:${day}`);
      const [first] = await tx.select().from(ledgerDigests).where(eq(ledgerDigests.day, day));
      if (first) return { row: first, signed: false };
      await tx.insert(ledgerDigests).values(row);
      for (const [asset, rows] of state.balances) {
        for (let at = 0; at < rows.length; at += BALANCE_BATCH) {
          const batch = rows.slice(at, at + BALANCE_BATCH);
          await tx.execute(sql`INSERT INTO ledger_digest_balances (day, asset, user_id, balance)
            SELECT ${day}, ${asset}, u, b FROM unnest(${columnOf(batch, (r) => r.userId)}::int[],
              ${columnOf(batch, (r) => r.balance.toString())}::bigint[]) AS x(u, b)`);
        }
      }
      return { row, signed: true };
    });
    return { digest: wireDigest(stored.row), signed: stored.signed };
  }

  /** Digests newest first, `limit` of them before `before` (a day), and whether older ones exist. */
  async function list(q: { before?: string; limit: number }) {
    const rows = await db
      .select()
      .from(ledgerDigests)
      .where(q.before ? lt(ledgerDigests.day, q.before) : undefined)
      .orderBy(desc(ledgerDigests.day))
      .limit(q.limit + 1);
    return { list: rows.slice(0, q.limit).map(wireDigest), hasMore: rows.length > q.limit };
  }

  /** A day's tree of an asset, rebuilt from the kept balances and secret (the last few kept built). */
  function dayTree(digest: DigestRow, asset: Asset) {
    const key = `${digest.day}:${asset}`;
    let built = trees.get(key);
    if (!built) {
      built = (async () => {
        const rows = await db
          .select({ userId: ledgerDigestBalances.userId, balance: ledgerDigestBalances.balance })
          .from(ledgerDigestBalances)
          .where(and(eq(ledgerDigestBalances.day, digest.day), eq(ledgerDigestBalances.asset, asset)))
          .orderBy(asc(ledgerDigestBalances.userId));
        const tree = await treeOf(asset, rows, Buffer.from(digest.daySecret, 'hex'));
        return { tree, leafOfUser: new Map(rows.map((r, index) => [r.userId, index])) };
      })();
      built.catch(() => trees.delete(key));
      trees.set(key, built);
      if (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value as string);
    }
    return built;
  }

  /** A user's leaf and path in a day's tree of an asset, with the day's digest; null when not a leaf. */
  async function proof(userId: number, day: string, asset: Asset) {
    const [digest] = await db.select().from(ledgerDigests).where(eq(ledgerDigests.day, day));
    if (!digest) throw new AppError('DIGEST_NOT_FOUND');
    const { tree, leafOfUser } = await dayTree(digest, asset);
    const index = leafOfUser.get(userId);
    return { digest: wireDigest(digest), userId, proof: index === undefined ? null : tree.proofOf(index) };
  }

  /** The keys digests are signed with, the current one marked, each with the first day it signed. */
  async function keys() {
    const current = (await signingKey.signer()).publicKey;
    const firstDays = rowsOf<{ public_key: string; first_day: string }>(
      await db.execute(sql`SELECT public_key, min(day) AS first_day FROM ledger_digests GROUP BY public_key`),
    );
    const first = new Map(firstDays.map((r) => [r.public_key, r.first_day]));
    return {
      algorithm: 'Ed25519' as const,
      keys: (await signingKey.publicKeys()).map((publicKey) => ({
        publicKey,
        current: publicKey === current,
        firstDay: first.get(publicKey) ?? null,
      })),
    };
  }

  return { signClosedDay, list, proof, keys };
}

export type LedgerDigests = ReturnType<typeof createLedgerDigests>;
