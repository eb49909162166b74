import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Tx } from '../db/client.ts';
import { type TransferSpec, unwrap } from '../domains/ledger/ledger.service.ts';
import { ledgerAccounts } from '../domains/ledger/ledger.tables.ts';
import { verifyLedger } from '../domains/ledger/ledger.verify.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Asserts the ledger's invariants hold: `verifyLedger` finds no problem anywhere. */
export async function expectLedgerClean(app: Pick<TestApp, 'database'>) {
  const problems = (await verifyLedger(app.database.db)).flatMap((c) => c.problems);
  expect(problems).toEqual([]);
}

let seq = 0;

/**
 * What the ledger's own tests start from and work with. Call it once at the top of a test file: it
 * opens a test app for the file (in `beforeAll`, disposed of in `afterAll`) and answers, on that app,
 * the ledger service, the database, a transaction, fresh users and USDT accounts funded from
 * `adjustments`, an account's balance as the ledger holds it, the invariants, and a transfer between
 * two accounts.
 */
export function useLedgerTestApp() {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.dispose());
  const getApp = () => {
    if (!app) throw new Error('the test app opens in beforeAll');
    return app;
  };
  const ledger = () => getApp().services.ledger;
  const db = () => getApp().database.db;
  const tx = <T>(fn: (tx: Tx) => Promise<T>) => db().transaction(fn);
  const uniqueKey = (label: string) => `test:${label}:${++seq}:${Math.random().toString(36).slice(2)}`;

  async function newUser() {
    const u = await getApp().services.auth.createUser({});
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

  const expectClean = () => expectLedgerClean(getApp());

  const spec = (debit: number, credit: number, amount: bigint, key = uniqueKey('t')): TransferSpec => ({
    key,
    debit,
    credit,
    asset: 'USDT',
    amount,
    code: 'transfer',
  });

  return { ledger, db, tx, uniqueKey, newUser, fundedAccount, balance, expectClean, spec };
}
