import {
  formatAmount,
  type KeysetPageQuery,
  type Language,
  type PledgeEarning,
  type ReferenceType,
  type TransferCode,
} from '@mcc/contract';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';
import { nameIn, toPledgeOrder } from './pledge-views.ts';

/** The ledger reference of everything that moves for an order: lock, daily yields, release. */
export const PLEDGE_REF_TYPE = 'pledge_order' satisfies ReferenceType;
/** The code of the daily earnings (paid by the accrual job with key `pledge:yield:<order>:<day>`). */
export const PLEDGE_YIELD_CODE = 'pledge_yield' satisfies TransferCode;

/** What users and operators read of the orders: pages of them, and one order's daily earnings. */
export function createPledgeOrders(deps: { db: Db; ledger: Ledger }) {
  const { db, ledger } = deps;

  /**
   * Orders joined with their product's name, newest first: page `page`, or with `before` (an order id)
   * the `limit` orders after it. The page's ids are picked first, from the (user, id) index alone for
   * a user's orders, so a deep page reads `limit` orders, not every order before it.
   */
  async function orderPage(where: SQL | undefined, page: number, limit: number, before?: number) {
    const o = pledgeOrders;
    const ids = db
      .select({ id: o.id })
      .from(o)
      .where(before === undefined ? where : and(where, lt(o.id, before)))
      .orderBy(desc(o.id))
      .limit(limit)
      .offset(before === undefined ? offsetOf(page, limit) : 0);
    const [rows, total] = await Promise.all([
      db
        .select({ order: o, name: pledgeProducts.name })
        .from(o)
        .innerJoin(pledgeProducts, eq(pledgeProducts.id, o.productId))
        .where(inArray(o.id, ids))
        .orderBy(desc(o.id)),
      db.$count(o, where),
    ]);
    return { rows, total };
  }

  /** The user's orders (`/api/pledge/order`): page `page`, or the orders after `before` (see `keysetPageQuery`). */
  async function orders(userId: number, q: KeysetPageQuery, lang: Language) {
    const { rows, total } = await orderPage(eq(pledgeOrders.userId, userId), q.page, q.limit, q.before);
    return pageOf(
      rows.map((r) => toPledgeOrder(r.order, nameIn(r.name, lang))),
      total,
      q.page,
      q.limit,
    );
  }

  /**
   * One order's daily earnings, newest day first. Another user's order answers exactly as a missing
   * one does, so ids reveal nothing.
   */
  async function earnings(
    userId: number,
    query: { id: number; page: number; limit: number },
    lang: Language,
  ) {
    const [found] = await db
      .select({ order: pledgeOrders, name: pledgeProducts.name })
      .from(pledgeOrders)
      .innerJoin(pledgeProducts, eq(pledgeProducts.id, pledgeOrders.productId))
      .where(and(eq(pledgeOrders.id, query.id), eq(pledgeOrders.userId, userId)));
    if (!found) throw new AppError('PLEDGE_ORDER_NOT_FOUND');
    const { rows, total } = await ledger.referenced(
      db,
      { refType: PLEDGE_REF_TYPE, refId: String(query.id), code: PLEDGE_YIELD_CODE },
      query.page,
      query.limit,
    );
    const list: PledgeEarning[] = rows.map((r) => ({
      id: r.id,
      day: r.key.slice(r.key.lastIndexOf(':') + 1),
      amount: formatAmount(r.amount),
      createdAt: r.createdAt.toISOString(),
    }));
    return {
      ...pageOf(list, total, query.page, query.limit),
      order: toPledgeOrder(found.order, nameIn(found.name, lang)),
    };
  }

  return { orderPage, orders, earnings };
}
export type PledgeOrders = ReturnType<typeof createPledgeOrders>;
