import {
  type AdminPledgeOrder,
  type AdminPledgeOrderQuery,
  type AdminPledgeProduct,
  DEFAULT_LANGUAGE,
  formatAmount,
  LANGUAGES,
  type Language,
  type LocalizedText,
  type PledgeProductInput,
} from '@mcc/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ConsoleList, eqIf, inRange, listPage, readWith, type SortKey } from '../../lib/console-list.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';
import { PLEDGE_ORDER_COLUMNS } from './pledge-columns.ts';
import { nameIn, type ProductRow, toAdminProduct, toPledgeOrder, usdt } from './pledge-views.ts';

type OrderQuery = Omit<AdminPledgeOrderQuery, 'page' | 'limit'>;
type OrderJoin = { order: typeof pledgeOrders.$inferSelect; name: LocalizedText };
const ORDER_KEYS: Record<OrderQuery['sort'], SortKey> = {
  createdAt: { expr: pledgeOrders.createdAt, type: 'timestamptz' },
  amount: { expr: pledgeOrders.amount, type: 'bigint' },
  endDate: { expr: pledgeOrders.endDate, type: 'date' },
};

/** What the audit log keeps of a product: everything an operator sets. */
const auditView = (r: ProductRow) => ({
  name: r.name,
  termDays: r.termDays,
  dailyRateBp: r.dailyRateBp,
  minAmount: formatAmount(r.minAmount),
  maxAmount: formatAmount(r.maxAmount),
  quota: formatAmount(r.quota),
  open: r.open,
  sort: r.sort,
});

/**
 * An operator's product as stored: empty languages dropped, amounts in micro-units. The minimum may
 * not exceed the maximum, and the quota may not fall below what is already sold.
 */
function productValues(input: PledgeProductInput, sold: bigint) {
  const minAmount = usdt(input.minAmount);
  const maxAmount = usdt(input.maxAmount);
  const quota = usdt(input.quota);
  if (minAmount > maxAmount || quota < sold) throw new AppError('PRODUCT_LIMITS_INVALID');
  const name: LocalizedText = { 'zh-Hans': input.name['zh-Hans'] };
  for (const lang of LANGUAGES) {
    const text = input.name[lang];
    if (text) name[lang] = text;
  }
  return {
    name,
    termDays: input.termDays,
    dailyRateBp: input.dailyRateBp,
    minAmount,
    maxAmount,
    quota,
    open: input.open,
    sort: input.sort,
  };
}

/** Operators' side of staking: the products (listed, created, replaced, audited) and every user's orders. */
export function createPledgeAdmin(deps: { db: Db; clock: Clock; users: UserDirectory; audit: AuditService }) {
  const { db, clock, users, audit } = deps;

  async function listProducts(): Promise<AdminPledgeProduct[]> {
    const [rows, active] = await Promise.all([
      db.select().from(pledgeProducts).orderBy(asc(pledgeProducts.sort), asc(pledgeProducts.id)),
      db
        .select({ productId: pledgeOrders.productId, n: count() })
        .from(pledgeOrders)
        .where(eq(pledgeOrders.status, 'active'))
        .groupBy(pledgeOrders.productId),
    ]);
    const activeOf = new Map(active.map((a) => [a.productId, a.n]));
    return rows.map((r) => toAdminProduct(r, activeOf.get(r.id) ?? 0));
  }

  const activeOrdersOf = async (tx: Tx, productId: number) =>
    tx.$count(pledgeOrders, and(eq(pledgeOrders.productId, productId), eq(pledgeOrders.status, 'active')));

  async function createProduct(input: PledgeProductInput, by: AuditActor): Promise<AdminPledgeProduct> {
    const values = productValues(input, 0n);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pledgeProducts)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('pledge product insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'pledge.product.create',
        targetType: 'pledge_product',
        targetId: row.id,
        before: null,
        after: auditView(row),
      });
      return toAdminProduct(row, 0);
    });
  }

  /**
   * Replaces a product (open/close and quota included). Running orders keep the rate and term they
   * were staked at. The row lock makes a replace wait for stakes in flight, so the quota check sees
   * the final `sold`.
   */
  async function updateProduct(
    id: number,
    input: PledgeProductInput,
    by: AuditActor,
  ): Promise<AdminPledgeProduct> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(pledgeProducts).where(eq(pledgeProducts.id, id)).for('update');
      if (!before) throw new AppError('PRODUCT_NOT_FOUND');
      const [after] = await tx
        .update(pledgeProducts)
        .set({ ...productValues(input, before.sold), updatedAt: clock.now() })
        .where(eq(pledgeProducts.id, id))
        .returning();
      if (!after) throw new Error(`pledge product ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'pledge.product.update',
        targetType: 'pledge_product',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return toAdminProduct(after, await activeOrdersOf(tx, id));
    });
  }

  /** Every user's orders for operators, newest first; `q` the user as the users list finds them. */
  const orderList: ConsoleList<OrderQuery, OrderJoin, AdminPledgeOrder> = {
    plan: (q) => ({
      where: and(
        eqIf(pledgeOrders.userId, q.userId),
        eqIf(pledgeOrders.productId, q.productId),
        eqIf(pledgeOrders.status, q.status),
        q.q === undefined ? undefined : users.userMatches(pledgeOrders.userId, q.q),
        inRange(pledgeOrders.createdAt, q),
      ),
      key: ORDER_KEYS[q.sort],
      id: pledgeOrders.id,
      order: q.order ?? 'desc',
    }),
    read: (parts) =>
      readWith(
        db
          .select({ order: pledgeOrders, name: pledgeProducts.name, sortKey: parts.sortKey })
          .from(pledgeOrders)
          .innerJoin(pledgeProducts, eq(pledgeProducts.id, pledgeOrders.productId)),
        parts,
        (r) => r.order.id,
      ),
    count: (where) => db.$count(pledgeOrders, where),
    async present(rows, lang) {
      const uids = await users.uidsOf(rows.map((r) => r.order.userId));
      return rows.map((r) => ({
        ...toPledgeOrder(r.order, nameIn(r.name, lang)),
        userId: r.order.userId,
        uid: uids.get(r.order.userId) ?? '',
      }));
    },
  };
  const listOrders = (q: AdminPledgeOrderQuery, lang: Language = DEFAULT_LANGUAGE) =>
    listPage(orderList, q, lang);
  const orderExport = { name: 'pledge-orders', list: orderList, columns: PLEDGE_ORDER_COLUMNS };

  return { listProducts, createProduct, updateProduct, listOrders, orderExport };
}
