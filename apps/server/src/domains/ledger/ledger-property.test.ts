import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useLedgerTestApp } from '../../test/ledger.ts';
import { entriesAfter, lastSeq, TAMPERABLE, tamperEntry } from '../../test/ledger-tamper.ts';
import type { LedgerError, Result, TransferSpec } from './ledger.service.ts';
import { verifyChain } from './ledger-chain.verify.ts';

const { ledger, db, tx, fundedAccount, balance, expectClean, spec } = useLedgerTestApp();

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

type Op = ReturnType<typeof opArb> extends fc.Arbitrary<infer T> ? T : never;

/** Plays `rawOps` from accounts opened with `openings`, checking each answer and the balances against a model. */
async function play(openings: bigint[], rawOps: Op[]) {
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
          await play(openings, rawOps);
          await expectClean();
        },
      ),
      { numRuns: runs },
    );
    // Every movement, hold, post and void of every run, hashed in the statements that made them.
    expect((await verifyChain(db())).problems).toEqual([]);
  }, 600_000);

  it('any single field changed anywhere in a random history is found, and nothing once it is put back', async () => {
    const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? 200) / 8;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: 0n, max: 1_000n }), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(opArb(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.constantFrom(...TAMPERABLE),
        async (openings, rawOps, pick, field) => {
          const before = await lastSeq(db());
          await play(openings, rawOps);
          expect((await verifyChain(db())).problems).toEqual([]);
          // Only a post or void has a resolution time to change.
          const entries = (await entriesAfter(db(), before)).filter(
            (e) => field !== 'resolved_at' || e.action === 'post' || e.action === 'void',
          );
          const entry = entries[pick % Math.max(entries.length, 1)];
          if (!entry) return;
          const restore = await tamperEntry(db(), entry.seq, field);
          const found = await verifyChain(db());
          await restore();
          expect(found.problems).not.toEqual([]);
          expect(found.firstBadSeq).not.toBeNull();
          expect(found.firstBadSeq).toBeLessThanOrEqual(entry.seq);
          expect((await verifyChain(db())).problems).toEqual([]);
        },
      ),
      { numRuns: runs },
    );
  }, 600_000);
});
