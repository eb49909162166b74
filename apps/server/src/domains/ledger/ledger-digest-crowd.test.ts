import type { LedgerDigest } from '@mcc/contract';
import { verifyProof } from '@mcc/contract/liabilities-tree';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const CROWD = 10_000;
let app: TestApp;
let crowd: { userId: number; balance: bigint }[];
let digest: LedgerDigest;

/**
 * 10,000 users, each holding a different USDT balance, then the day's digest signed. The balances are
 * written straight into the accounts (the adjustments account owing their sum, so the books still sum
 * to zero): 10,000 movements through one hot account in one transaction cost minutes here, and this file
 * is about the tree, not the chain (ledger-chain.test.ts is).
 */
beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO users (uid, invite_code, nickname)
      SELECT 'crowd-' || i, 'CRWD' || i, 'crowd' FROM generate_series(1, ${CROWD}::int) AS i RETURNING id`),
  ).map((r) => r.id);
  crowd = ids.map((userId, i) => ({ userId, balance: BigInt(1 + ((i * 7_919) % 1_000_003)) }));
  await db.transaction(async (tx) => {
    await app.services.ledger.systemAccount(tx, 'adjustments', 'USDT');
    await tx.execute(sql`INSERT INTO ledger_accounts (user_id, asset, kind, credits_posted)
      SELECT u, 'USDT', 'main', b FROM unnest(${columnOf(crowd, (c) => c.userId)}::int[],
        ${columnOf(crowd, (c) => c.balance.toString())}::bigint[]) AS x(u, b)`);
    const total = crowd.reduce((sum, c) => sum + c.balance, 0n);
    await tx.execute(sql`UPDATE ledger_accounts SET debits_posted = debits_posted + ${total.toString()}::bigint
      WHERE user_id IS NULL AND asset = 'USDT' AND kind = 'adjustments'`);
  });
  app.clock.advance(86_400_000);
  ({ digest } = await app.services.ledgerDigests.signClosedDay());
}, 300_000);
afterAll(() => app.dispose());

const signedRoot = () => {
  const usdt = digest.assets.find((a) => a.asset === 'USDT');
  if (!usdt) throw new Error('a USDT line');
  return { hash: usdt.root, sum: usdt.total };
};

describe('proof of liabilities for 10,000 users', () => {
  it("verifies every user's proof against the signed root, and the total counts each balance", async () => {
    const root = signedRoot();
    let counted = 0n;
    for (const { userId, balance } of crowd) {
      const { proof } = await app.services.ledgerDigests.proof(userId, digest.day, 'USDT');
      if (!proof) throw new Error(`user ${userId} has no leaf`);
      const check = verifyProof(proof, { root, userId });
      if (!check.ok || check.balance !== balance) expect({ userId, check }).toEqual({ userId, balance });
      counted += balance;
    }
    // The seed's users hold USDT too: the crowd is part of the total, never more than it.
    expect(BigInt(root.sum)).toBeGreaterThanOrEqual(counted);
  }, 300_000);

  it('refuses a changed balance, a changed sibling sum, and a negative leaf', async () => {
    const root = signedRoot();
    const [{ userId } = { userId: 0 }] = crowd;
    const { proof } = await app.services.ledgerDigests.proof(userId, digest.day, 'USDT');
    if (!proof) throw new Error('a leaf');
    const [first, ...rest] = proof.path;
    if (!first) throw new Error('a path');
    const check = (p: typeof proof) => verifyProof(p, { root, userId });
    expect(check({ ...proof, balance: (BigInt(proof.balance) + 1n).toString() })).toEqual({
      ok: false,
      reason: 'PROOF_ROOT_MISMATCH',
    });
    expect(
      check({ ...proof, path: [{ ...first, sum: (BigInt(first.sum) - 1n).toString() }, ...rest] }),
    ).toEqual({
      ok: false,
      reason: 'PROOF_ROOT_MISMATCH',
    });
    expect(check({ ...proof, balance: `-${proof.balance}` }).ok).toBe(false);
  });
});
