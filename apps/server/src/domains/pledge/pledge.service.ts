import { DEFAULT_LANGUAGE, type Language, type PledgeIndex, type PledgeOrder } from '@mcc/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { SharedReads } from '../../db/shared-reads.ts';
import { addDays, businessDay } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { membersOf, type TeamPledges } from '../team/team.service.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';
import { createPledgeAdmin } from './pledge-admin.ts';
import { createPledgeOrders, PLEDGE_REF_TYPE } from './pledge-orders.ts';
import { createPledgeSummary } from './pledge-summary.ts';
import { amountError, nameIn, toPledgeOrder, toProduct, usdt } from './pledge-views.ts';

export { PLEDGE_REF_TYPE, PLEDGE_YIELD_CODE } from './pledge-orders.ts';

/** What the team's figures need from staking (team.service `TeamPledges`). */
export function createTeamPledges(db: Db): TeamPledges {
  /** The principal of active orders, summed over the owners `owners` selects. */
  async function activePrincipal(owners: SQL): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${pledgeOrders.amount}), 0)::text` })
      .from(pledgeOrders)
      .where(and(eq(pledgeOrders.status, 'active'), owners));
    return BigInt(row?.total ?? 0);
  }

  return {
    teamPrincipal: (userId) => activePrincipal(sql`${pledgeOrders.userId} IN ${membersOf(userId)}`),
    async activePrincipals(userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: pledgeOrders.userId, total: sql<string>`sum(${pledgeOrders.amount})::text` })
        .from(pledgeOrders)
        .where(and(eq(pledgeOrders.status, 'active'), inArray(pledgeOrders.userId, userIds)))
        .groupBy(pledgeOrders.userId);
      return new Map(rows.map((r) => [r.userId, BigInt(r.total)]));
    },
  };
}

/**
 * AI quant (pledge): operator-defined fixed-term products and the users' stakes in them. Staking
 * locks the principal in the `pledge_escrow` system account; the accrual job (pledge-accrual) pays
 * the daily yields and releases the principal on the end date.
 */
export function createPledgeService(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  users: UserDirectory;
  audit: AuditService;
  shared: SharedReads;
}) {
  const { db, clock, ledger, auth, users, audit, shared } = deps;
  const pledgeOrdersOf = createPledgeOrders({ db, ledger });
  const { orders, earnings } = pledgeOrdersOf;
  const { total } = createPledgeSummary({ db, clock, ledger });
  const admin = createPledgeAdmin({ db, clock, users, audit });

  /** The product `id` (locked with `lock`), refused unless `amount` may be staked in it now. */
  async function stakeable(tx: Db | Tx, id: number, amount: bigint, lock: boolean) {
    const query = tx.select().from(pledgeProducts).where(eq(pledgeProducts.id, id));
    const [product] = lock ? await query.for('update') : await query;
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    if (!product.open) throw new AppError('PRODUCT_CLOSED');
    if (amount < product.minAmount) throw amountError('PLEDGE_BELOW_MIN', 'min', product.minAmount);
    if (amount > product.maxAmount) throw amountError('PLEDGE_ABOVE_MAX', 'max', product.maxAmount);
    const remaining = product.quota - product.sold;
    if (amount > remaining) throw amountError('QUOTA_EXCEEDED', 'remaining', remaining);
    return product;
  }

  /**
   * Stakes `amount` in a product. The product row is locked first, so parallel stakes see each
   * other's `sold` and together never pass the quota; the order, the new `sold` and the ledger lock
   * commit together or not at all (an insufficient balance undoes the order and the quota taken).
   * Everyone staking in the product waits for that lock, so a stake that will be refused (limits,
   * quota, too little USDT) is refused from a plain read before it is taken.
   */
  async function add(
    userId: number,
    input: { productId: number; amount: string; payPassword: string },
    lang: Language = DEFAULT_LANGUAGE,
  ): Promise<PledgeOrder> {
    const amount = usdt(input.amount);
    await auth.verifyPayPassword(userId, input.payPassword);
    await stakeable(db, input.productId, amount, false);
    await ledger.refuseUnaffordable(db, userId, 'USDT', amount);
    return db.transaction(async (tx) => {
      const product = await stakeable(tx, input.productId, amount, true);
      const now = clock.now();
      // Staked on business day S: earns on S+1 … S+term, principal back on S+term.
      const staked = businessDay(now);
      const startDate = addDays(staked, 1);
      const [order] = await tx
        .insert(pledgeOrders)
        .values({
          userId,
          productId: product.id,
          amount,
          dailyRateBp: product.dailyRateBp,
          termDays: product.termDays,
          startDate,
          endDate: addDays(staked, product.termDays),
          nextDay: startDate,
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('pledge order insert returned nothing');
      await tx
        .update(pledgeProducts)
        .set({ sold: product.sold + amount })
        .where(eq(pledgeProducts.id, product.id));
      const [from, escrow] = await Promise.all([
        ledger.userAccount(tx, userId, 'USDT'),
        ledger.systemAccount(tx, 'pledge_escrow', 'USDT'),
      ]);
      unwrap(
        await ledger.transfer(tx, {
          key: `pledge:lock:${order.id}`,
          debit: from,
          credit: escrow,
          asset: 'USDT',
          amount,
          code: 'pledge_lock',
          refType: PLEDGE_REF_TYPE,
          refId: String(order.id),
        }),
      );
      return toPledgeOrder(order, nameIn(product.name, lang));
    });
  }

  /** The open products, in the operators' order, named in the caller's language; and the user's figures. */
  async function index(userId: number, lang: Language): Promise<PledgeIndex> {
    const [rows, summary] = await Promise.all([
      // The same list for everyone: a shared read, dropped by any write to the products (a stake too).
      shared.read('pledge:products', ['pledge_products'], () =>
        db
          .select()
          .from(pledgeProducts)
          .where(eq(pledgeProducts.open, true))
          .orderBy(asc(pledgeProducts.sort), asc(pledgeProducts.id)),
      ),
      total(userId),
    ]);
    return { products: rows.map((r) => toProduct(r, lang)), summary };
  }

  return {
    add,
    orders,
    total,
    index,
    earnings,
    ...admin,
    ...createTeamPledges(db),
  };
}

export type PledgeService = ReturnType<typeof createPledgeService>;
