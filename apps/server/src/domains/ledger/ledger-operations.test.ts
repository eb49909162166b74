import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { useLedgerTestApp } from '../../test/ledger.ts';
import { users } from '../auth/auth.tables.ts';
import { unwrap } from './ledger.service.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

const { ledger, db, tx, uniqueKey, fundedAccount, balance, expectClean, spec } = useLedgerTestApp();

describe('ledger operations', () => {
  it('moves money, writes statement lines with the balance after, and refuses overdrafts', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const r = await tx((t) => ledger().transfer(t, spec(a.account, b.account, 30n)));
    expect(r.ok).toBe(true);
    expect(await balance(a.account)).toEqual({ available: 70n, frozen: 0n, total: 70n });
    expect(await balance(b.account)).toEqual({ available: 30n, frozen: 0n, total: 30n });
    const over = await tx((t) => ledger().transfer(t, spec(a.account, b.account, 71n)));
    expect(over).toEqual({ ok: false, error: 'INSUFFICIENT_BALANCE' });
    const lines = await ledger().statement(db(), a.account, 1, 10);
    expect(lines.list.map((l) => [l.delta, l.balanceAfter])).toEqual([
      [-30n, 70n],
      [100n, 100n],
    ]);
    expect(lines.total).toBe(2);
    await expectClean();
  });

  it('holds money as frozen, then posts it or voids it exactly once', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const hold = spec(a.account, b.account, 60n);
    expect((await tx((t) => ledger().hold(t, hold))).ok).toBe(true);
    expect(await balance(a.account)).toEqual({ available: 40n, frozen: 60n, total: 100n });
    expect(await tx((t) => ledger().transfer(t, spec(a.account, b.account, 41n)))).toMatchObject({
      error: 'INSUFFICIENT_BALANCE',
    });
    expect((await tx((t) => ledger().post(t, hold.key))).ok).toBe(true);
    expect(await balance(a.account)).toEqual({ available: 40n, frozen: 0n, total: 40n });
    expect(await balance(b.account)).toEqual({ available: 60n, frozen: 0n, total: 60n });
    expect(await tx((t) => ledger().post(t, hold.key))).toEqual({ ok: false, error: 'ALREADY_POSTED' });
    expect(await tx((t) => ledger().void(t, hold.key))).toEqual({ ok: false, error: 'ALREADY_POSTED' });

    const second = spec(a.account, b.account, 40n);
    await tx((t) => ledger().hold(t, second));
    expect((await tx((t) => ledger().void(t, second.key))).ok).toBe(true);
    expect(await balance(a.account)).toEqual({ available: 40n, frozen: 0n, total: 40n });
    expect(await tx((t) => ledger().post(t, second.key))).toEqual({ ok: false, error: 'ALREADY_VOIDED' });
    expect(await tx((t) => ledger().void(t, 'no-such-key'))).toEqual({
      ok: false,
      error: 'TRANSFER_NOT_FOUND',
    });
    await expectClean();
  });

  it('replays a key with the same movement and refuses it with a different one', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const s = spec(a.account, b.account, 10n);
    const first = unwrap(await tx((t) => ledger().transfer(t, s)));
    const again = unwrap(await tx((t) => ledger().transfer(t, s)));
    expect(again.id).toBe(first.id);
    expect(await balance(a.account)).toMatchObject({ total: 90n });
    expect(await tx((t) => ledger().transfer(t, { ...s, amount: 11n }))).toEqual({
      ok: false,
      error: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await tx((t) => ledger().hold(t, s))).toEqual({ ok: false, error: 'IDEMPOTENCY_CONFLICT' });
  });

  it('runs a lone movement on the database as its own transaction, with the same rules', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const s = spec(a.account, b.account, 25n);
    const first = unwrap(await ledger().transfer(db(), s));
    expect(unwrap(await ledger().transfer(db(), s)).id).toBe(first.id);
    expect(await ledger().transfer(db(), spec(a.account, b.account, 76n))).toEqual({
      ok: false,
      error: 'INSUFFICIENT_BALANCE',
    });
    expect(await balance(a.account)).toEqual({ available: 75n, frozen: 0n, total: 75n });
    expect(await balance(b.account)).toEqual({ available: 25n, frozen: 0n, total: 25n });
    await expectClean();
  });

  it('replays a hold request after the hold was posted or voided, without moving money again', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const posted = spec(a.account, b.account, 10n);
    const first = unwrap(await tx((t) => ledger().hold(t, posted)));
    unwrap(await tx((t) => ledger().post(t, posted.key)));
    expect(unwrap(await tx((t) => ledger().hold(t, posted))).id).toBe(first.id);
    expect(await tx((t) => ledger().transfer(t, posted))).toEqual({
      ok: false,
      error: 'IDEMPOTENCY_CONFLICT',
    });
    const voided = spec(a.account, b.account, 20n);
    unwrap(await tx((t) => ledger().hold(t, voided)));
    unwrap(await tx((t) => ledger().void(t, voided.key)));
    expect(unwrap(await tx((t) => ledger().hold(t, voided))).state).toBe('voided');
    expect(await balance(a.account)).toEqual({ available: 90n, frozen: 0n, total: 90n });
    await expectClean();
  });

  it('refuses zero amounts, same-account moves, other assets and frozen accounts', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    expect(await tx((t) => ledger().transfer(t, spec(a.account, b.account, 0n)))).toMatchObject({
      error: 'AMOUNT_INVALID',
    });
    expect(await tx((t) => ledger().transfer(t, spec(a.account, a.account, 1n)))).toMatchObject({
      error: 'SAME_ACCOUNT',
    });
    const mcc = await ledger().userAccount(db(), b.userId, 'MCC');
    expect(await tx((t) => ledger().transfer(t, spec(a.account, mcc, 1n)))).toMatchObject({
      error: 'ASSET_MISMATCH',
    });
    await db().update(ledgerAccounts).set({ frozen: true }).where(eq(ledgerAccounts.id, b.account));
    expect(await tx((t) => ledger().transfer(t, spec(a.account, b.account, 1n)))).toMatchObject({
      error: 'ACCOUNT_FROZEN',
    });
    expect(await balance(a.account)).toMatchObject({ total: 100n });
  });

  it('refuses to pay a hold while either account is frozen, and still lets it be given back', async () => {
    for (const side of ['debit', 'credit'] as const) {
      const a = await fundedAccount(100n);
      const b = await fundedAccount(0n);
      const paid = spec(a.account, b.account, 30n);
      const givenBack = spec(a.account, b.account, 20n);
      await tx((t) => ledger().hold(t, paid));
      await tx((t) => ledger().hold(t, givenBack));
      const frozen = side === 'debit' ? a.account : b.account;
      await tx((t) => ledger().setFrozen(t, frozen, true));

      expect(await tx((t) => ledger().post(t, paid.key)), side).toEqual({
        ok: false,
        error: 'ACCOUNT_FROZEN',
      });
      expect(await balance(a.account), side).toEqual({ available: 50n, frozen: 50n, total: 100n });
      // Inside a batch too: the same rule, in the same place.
      expect(await tx((t) => ledger().batch(t, [{ type: 'post', key: paid.key }])), side).toEqual({
        ok: false,
        error: 'ACCOUNT_FROZEN',
      });
      // Giving held money back moves nothing out of the frozen account: allowed.
      expect((await tx((t) => ledger().void(t, givenBack.key))).ok, side).toBe(true);
      expect(await balance(a.account), side).toEqual({ available: 70n, frozen: 30n, total: 100n });

      await tx((t) => ledger().setFrozen(t, frozen, false));
      expect((await tx((t) => ledger().post(t, paid.key))).ok, side).toBe(true);
      expect(await balance(b.account), side).toEqual({ available: 30n, frozen: 0n, total: 30n });
    }
    await expectClean();
  });

  it('commits a batch with the caller’s own writes, or nothing at all', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const hold = spec(a.account, b.account, 20n);
    const res = await tx((t) =>
      ledger().batch(t, [
        { type: 'transfer', spec: spec(a.account, b.account, 30n) },
        { type: 'hold', spec: hold },
        { type: 'post', key: hold.key },
      ]),
    );
    expect(res.ok).toBe(true);
    expect(await balance(b.account)).toMatchObject({ total: 50n });

    // A failing op rolls back the ops before it in the same transaction.
    const before = await balance(a.account);
    const failed = await tx(async (t) => {
      const r = await ledger().batch(t, [
        { type: 'transfer', spec: spec(a.account, b.account, 10n) },
        { type: 'transfer', spec: spec(a.account, b.account, 1_000n) },
      ]);
      return unwrap(r);
    }).catch((e) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).key).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(a.account)).toEqual(before);
    await expectClean();
  });

  it('leaves no trace when the business write fails after the ledger writes', async () => {
    const a = await fundedAccount(100n);
    const b = await fundedAccount(0n);
    const key = uniqueKey('fault');
    const boom = await tx(async (t) => {
      unwrap(await ledger().transfer(t, spec(a.account, b.account, 25n, key)));
      // The business row violates a constraint (a duplicate UID), as a crash mid-operation would.
      const [victim] = await t.select().from(users).limit(1);
      await t.insert(users).values({ uid: victim?.uid ?? '', inviteCode: 'XXXXXX' });
    }).catch((e) => e);
    expect(boom).toBeInstanceOf(Error);
    expect(await balance(a.account)).toEqual({ available: 100n, frozen: 0n, total: 100n });
    expect(await balance(b.account)).toEqual({ available: 0n, frozen: 0n, total: 0n });
    expect(await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.key, key))).toEqual([]);
    expect((await ledger().statement(db(), b.account, 1, 10)).total).toBe(0);
    await expectClean();
  });
});
