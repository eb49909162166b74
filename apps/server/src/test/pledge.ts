import { bpRoundDown, type PledgeProductInput } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import { unwrap } from '../domains/ledger/ledger.service.ts';
import { ledgerAccounts } from '../domains/ledger/ledger.tables.ts';
import { pledgeOrders } from '../domains/pledge/pledge.tables.ts';
import { addDays } from '../lib/business-day.ts';
import type { Api, TestApp } from './harness.ts';
import { PAY_PASSWORD } from './users.ts';

/** An open AI quant product of 7 days at 0.8 % a day, 100–500 USDT a stake, made as an operator would. */
export function newProduct(app: TestApp, patch: Partial<PledgeProductInput> = {}) {
  return app.services.pledge.createProduct(
    {
      name: { 'zh-Hans': '测试产品', en: 'Test product' },
      termDays: 7,
      dailyRateBp: 80,
      minAmount: '100',
      maxAmount: '500',
      quota: '10000',
      open: true,
      sort: 0,
      ...patch,
    },
    { operator: null, actor: 'system:test', ip: '' },
  );
}

/** A stake of `amount` USDT in a product, as the user holding `token` makes it (with the payment password). */
export const stake = (
  api: Api,
  token: string,
  productId: number,
  amount: string,
  opts: { lang?: string } = {},
) => api.post('/api/pledge/add', { productId, amount, payPassword: PAY_PASSWORD }, { token, ...opts });

/** Moves the test clock forward to `at`. */
export function moveClockTo(app: Pick<TestApp, 'clock'>, at: number) {
  const ahead = at - app.clock.now().getTime();
  if (ahead < 0) throw new Error('the test clock only moves forward');
  app.clock.advance(ahead);
}

/** What `pledge_escrow` holds: every stake's principal not yet given back. */
export async function escrowBalance(app: TestApp) {
  const id = await app.services.ledger.systemAccount(app.database.db, 'pledge_escrow', 'USDT');
  const [row] = await app.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return (row?.creditsPosted ?? 0n) - (row?.debitsPosted ?? 0n);
}

/** Pays one day's yield of an order the way the accrual job does: the ledger credit and the order together. */
export async function payYield(app: TestApp, orderId: number, day: string) {
  const { ledger } = app.services;
  await app.database.db.transaction(async (tx) => {
    const [o] = await tx.select().from(pledgeOrders).where(eq(pledgeOrders.id, orderId)).for('update');
    if (!o) throw new Error(`no order ${orderId}`);
    const amount = bpRoundDown(o.amount, o.dailyRateBp);
    unwrap(
      await ledger.transfer(tx, {
        key: `pledge:yield:${orderId}:${day}`,
        debit: await ledger.systemAccount(tx, 'yield', 'USDT'),
        credit: await ledger.userAccount(tx, o.userId, 'USDT'),
        asset: 'USDT',
        amount,
        code: 'pledge_yield',
        refType: 'pledge_order',
        refId: String(orderId),
      }),
    );
    await tx
      .update(pledgeOrders)
      .set({ earned: o.earned + amount, nextDay: addDays(day, 1) })
      .where(eq(pledgeOrders.id, orderId));
  });
}
