import { describe, expect, it } from 'vitest';
import { dbKind } from '../../test/harness.ts';
import { useLedgerTestApp } from '../../test/ledger.ts';
import { unwrap } from './ledger.service.ts';

const { ledger, tx, fundedAccount, balance, expectClean, spec } = useLedgerTestApp();

describe.skipIf(dbKind !== 'postgres')('ledger under concurrency (PostgreSQL)', () => {
  it('64 parallel holds of the full balance give exactly one hold', async () => {
    const a = await fundedAccount(1_000n);
    const b = await fundedAccount(0n);
    const results = await Promise.all(
      Array.from({ length: 64 }, () => tx((t) => ledger().hold(t, spec(a.account, b.account, 1_000n)))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'INSUFFICIENT_BALANCE')).toHaveLength(63);
    expect(await balance(a.account)).toEqual({ available: 0n, frozen: 1_000n, total: 1_000n });
    await expectClean();
  });

  it('64 parallel post/void calls on one hold give exactly one winner', async () => {
    const a = await fundedAccount(500n);
    const b = await fundedAccount(0n);
    const hold = spec(a.account, b.account, 500n);
    unwrap(await tx((t) => ledger().hold(t, hold)));
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        tx((t) => (i % 2 ? ledger().post(t, hold.key) : ledger().void(t, hold.key))),
      ),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error));
    expect(new Set(losers).size).toBe(1);
    expect(['ALREADY_POSTED', 'ALREADY_VOIDED']).toContain(losers[0]);
    const after = await balance(a.account);
    expect(after.frozen).toBe(0n);
    expect(after.total).toBe(losers[0] === 'ALREADY_POSTED' ? 0n : 500n);
    await expectClean();
  });

  it('50 concurrent identical requests with one key make one transfer', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const s = spec(a.account, b.account, 7n);
    const results = await Promise.all(Array.from({ length: 50 }, () => tx((t) => ledger().transfer(t, s))));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.value.id : 0))).size).toBe(1);
    expect(await balance(a.account)).toMatchObject({ total: 93n });
    await expectClean();
  });

  it('1,000 random transfers among 20 users from 16 clients end clean, without deadlocks', async () => {
    const accounts = await Promise.all(Array.from({ length: 20 }, () => fundedAccount(10_000n)));
    const errors: unknown[] = [];
    let next = 0;
    const client = async () => {
      while (next < 1_000) {
        next++;
        const i = Math.floor(Math.random() * 20);
        const j = (i + 1 + Math.floor(Math.random() * 19)) % 20;
        const amount = BigInt(1 + Math.floor(Math.random() * 2_000));
        const r = await tx((t) =>
          ledger().transfer(t, spec(accounts[i]?.account ?? 0, accounts[j]?.account ?? 0, amount)),
        ).catch((e: unknown) => {
          errors.push(e);
          return null;
        });
        if (r && !r.ok && r.error !== 'INSUFFICIENT_BALANCE') errors.push(r.error);
      }
    };
    await Promise.all(Array.from({ length: 16 }, client));
    expect(errors).toEqual([]);
    let sum = 0n;
    for (const a of accounts) sum += (await balance(a.account)).total;
    expect(sum).toBe(200_000n);
    await expectClean();
  }, 120_000);
});
