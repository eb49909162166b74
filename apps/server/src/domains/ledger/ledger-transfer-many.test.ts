import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { useLedgerTestApp } from '../../test/ledger.ts';
import { unwrap } from './ledger.service.ts';
import { ledgerAccounts } from './ledger.tables.ts';

const { ledger, db, tx, newUser, fundedAccount, balance, expectClean, spec } = useLedgerTestApp();

describe('many movements in one call (transferMany, userAccounts)', () => {
  it('moves in the order given, answers one result per movement, and replays known keys', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const c = await fundedAccount(0n);
    // b is empty until the first movement reaches it: the second only works when run after the first.
    const first = spec(a.account, b.account, 60n);
    const specs = [first, spec(b.account, c.account, 50n), spec(b.account, c.account, 11n)];
    const results = await tx((t) => ledger().transferMany(t, specs));
    expect(results.map((r) => (r.ok ? r.value.amount : r.error))).toEqual([60n, 50n, 'INSUFFICIENT_BALANCE']);
    expect(await balance(a.account)).toMatchObject({ total: 40n });
    expect(await balance(b.account)).toMatchObject({ total: 10n });
    expect(await balance(c.account)).toMatchObject({ total: 50n });
    const lines = await ledger().statement(db(), b.account, 1, 10);
    expect(lines.list.map((l) => [l.delta, l.balanceAfter])).toEqual([
      [-50n, 10n],
      [60n, 60n],
    ]);

    const again = await tx((t) => ledger().transferMany(t, [first, { ...first, amount: 61n }]));
    expect(again[0]).toMatchObject({
      ok: true,
      value: { id: (results[0] as { value: { id: number } }).value.id },
    });
    expect(again[1]).toMatchObject({ ok: false, error: 'IDEMPOTENCY_CONFLICT' });
    expect(await balance(a.account)).toMatchObject({ total: 40n });
    await expectClean();
  });

  it('refuses frozen accounts one by one and rolls back with the transaction', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const c = await fundedAccount(0n);
    await db().update(ledgerAccounts).set({ frozen: true }).where(eq(ledgerAccounts.id, c.account));
    const results = await tx((t) =>
      ledger().transferMany(t, [spec(a.account, b.account, 5n), spec(a.account, c.account, 5n)]),
    );
    expect(results.map((r) => r.ok || r.error)).toEqual([true, 'ACCOUNT_FROZEN']);
    expect(await balance(b.account)).toMatchObject({ total: 5n });

    const failed = await tx(async (t) => {
      const rs = await ledger().transferMany(t, [
        spec(a.account, b.account, 7n),
        spec(a.account, c.account, 1n),
      ]);
      for (const r of rs) unwrap(r);
    }).catch((e) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect(await balance(b.account)).toMatchObject({ total: 5n });
    expect(await tx((t) => ledger().transferMany(t, []))).toEqual([]);
    await expectClean();
  });

  it("finds or creates many users' accounts at once", async () => {
    const [u1, u2] = [await newUser(), await newUser()];
    const existing = await ledger().userAccount(db(), u1, 'USDT');
    const accounts = await ledger().userAccounts(db(), [u1, u2, u1], 'USDT');
    expect(accounts.size).toBe(2);
    expect(accounts.get(u1)).toBe(existing);
    expect(accounts.get(u2)).toBe(await ledger().userAccount(db(), u2, 'USDT'));
    expect(await ledger().userAccounts(db(), [], 'USDT')).toEqual(new Map());
  });
});
