import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { users } from '../auth/auth.tables.ts';
import { type LedgerError, type Result, type TransferSpec, unwrap } from './ledger.service.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';
import { verifyLedger } from './ledger.verify.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const ledger = () => app.services.ledger;
const db = () => app.database.db;
const tx = <T>(fn: (tx: Tx) => Promise<T>) => db().transaction(fn);
let seq = 0;
const uniqueKey = (label: string) => `test:${label}:${++seq}:${Math.random().toString(36).slice(2)}`;

async function newUser() {
  const u = await app.services.auth.createUser({});
  return u.id;
}

/** A user's USDT main account, funded from `adjustments`. */
async function fundedAccount(amount: bigint) {
  const userId = await newUser();
  const account = await ledger().userAccount(db(), userId, 'USDT');
  if (amount > 0n) {
    await tx(async (t) =>
      unwrap(
        await ledger().transfer(t, {
          key: uniqueKey('fund'),
          debit: await ledger().systemAccount(t, 'adjustments', 'USDT'),
          credit: account,
          asset: 'USDT',
          amount,
          code: 'adjustment',
        }),
      ),
    );
  }
  return { userId, account };
}

async function balance(accountId: number) {
  const [a] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  if (!a) throw new Error('no account');
  return {
    available: a.creditsPosted - a.debitsPosted - a.debitsPending,
    frozen: a.debitsPending,
    total: a.creditsPosted - a.debitsPosted,
  };
}

async function expectClean() {
  const problems = (await verifyLedger(db())).flatMap((c) => c.problems);
  expect(problems).toEqual([]);
}

const spec = (debit: number, credit: number, amount: bigint, key = uniqueKey('t')): TransferSpec => ({
  key,
  debit,
  credit,
  asset: 'USDT',
  amount,
  code: 'transfer',
});

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

const ACCOUNTS = 4;

/** Mostly amounts that can succeed, sometimes zero or far too much, so every outcome is exercised. */
const amountArb = fc.oneof(
  { arbitrary: fc.bigInt({ min: 1n, max: 300n }), weight: 8 },
  { arbitrary: fc.constant(0n), weight: 1 },
  { arbitrary: fc.bigInt({ min: 1_001n, max: 10n ** 12n }), weight: 1 },
);

function opArb() {
  const idx = fc.nat({ max: ACCOUNTS - 1 });
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constantFrom('transfer' as const, 'hold' as const),
        from: idx,
        to: idx,
        amount: amountArb,
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom('post' as const, 'void' as const),
        hold: fc.nat({ max: 8 }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('replay' as const),
        of: fc.nat({ max: 10 }),
        changeAmount: fc.boolean(),
      }),
      weight: 1,
    },
  );
}

/** Random sequences against a plain in-memory model of what the ledger must do. */
describe('ledger property', () => {
  it('matches an in-memory model over random sequences, and every invariant holds', async () => {
    const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? 200);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: 0n, max: 1_000n }), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(opArb(), { minLength: 1, maxLength: 40 }),
        async (openings, rawOps) => {
          const accounts = await Promise.all(openings.map((o) => fundedAccount(o)));
          const model = openings.map((o) => ({ posted: o, pending: 0n }));
          const holds: {
            key: string;
            from: number;
            to: number;
            amount: bigint;
            state: 'pending' | 'posted' | 'voided';
          }[] = [];
          const done: { spec: TransferSpec; pending: boolean }[] = [];

          for (const op of rawOps) {
            if (op.kind === 'transfer' || op.kind === 'hold') {
              const s = spec(accounts[op.from]?.account ?? 0, accounts[op.to]?.account ?? 0, op.amount);
              const pending = op.kind === 'hold';
              const from = model[op.from];
              const to = model[op.to];
              if (!from || !to) continue;
              const expected: LedgerError | null =
                op.amount <= 0n
                  ? 'AMOUNT_INVALID'
                  : op.from === op.to
                    ? 'SAME_ACCOUNT'
                    : from.posted - from.pending < op.amount
                      ? 'INSUFFICIENT_BALANCE'
                      : null;
              const r = await tx((t) => (pending ? ledger().hold(t, s) : ledger().transfer(t, s)));
              expect(r.ok ? null : r.error).toBe(expected);
              if (!r.ok) continue;
              done.push({ spec: s, pending });
              if (pending) {
                from.pending += op.amount;
                holds.push({ key: s.key, from: op.from, to: op.to, amount: op.amount, state: 'pending' });
              } else {
                from.posted -= op.amount;
                to.posted += op.amount;
              }
            } else if (op.kind === 'post' || op.kind === 'void') {
              const h = holds[op.hold];
              if (!h) continue;
              const r: Result<unknown> = await tx((t) =>
                op.kind === 'post' ? ledger().post(t, h.key) : ledger().void(t, h.key),
              );
              const expected =
                h.state === 'posted' ? 'ALREADY_POSTED' : h.state === 'voided' ? 'ALREADY_VOIDED' : null;
              expect(r.ok ? null : r.error).toBe(expected);
              if (!r.ok) continue;
              const from = model[h.from];
              const to = model[h.to];
              if (!from || !to) continue;
              from.pending -= h.amount;
              if (op.kind === 'post') {
                from.posted -= h.amount;
                to.posted += h.amount;
                h.state = 'posted';
              } else h.state = 'voided';
            } else if ('of' in op) {
              const d = done[op.of];
              if (!d) continue;
              const s = op.changeAmount ? { ...d.spec, amount: d.spec.amount + 1n } : d.spec;
              const r = await tx((t) => (d.pending ? ledger().hold(t, s) : ledger().transfer(t, s)));
              // Replaying the same movement changes nothing; a different one under the same key is refused.
              expect(r.ok ? null : r.error).toBe(op.changeAmount ? 'IDEMPOTENCY_CONFLICT' : null);
            }
          }

          for (const [i, a] of accounts.entries()) {
            const m = model[i];
            if (!m) continue;
            expect(await balance(a.account)).toEqual({
              available: m.posted - m.pending,
              frozen: m.pending,
              total: m.posted,
            });
          }
          await expectClean();
        },
      ),
      { numRuns: runs },
    );
  }, 600_000);
});

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
