import {
  type AdminPledgeOrder,
  type AdminPledgeOrderQuery,
  type AdminPledgeProduct,
  bpRoundDown,
  DEFAULT_LANGUAGE,
  displayAmount,
  formatAmount,
  INPUT_DECIMALS,
  type KeysetPageQuery,
  LANGUAGES,
  type Language,
  type LocalizedText,
  type PledgeEarning,
  type PledgeIndex,
  type PledgeOrder,
  type PledgeProduct,
  type PledgeProductInput,
  type PledgeTotal,
  parseAmount,
  type ReferenceType,
  type TransferCode,
} from '@mcc/contract';
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { batched } from '../../db/batched.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { SharedReads } from '../../db/shared-reads.ts';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { membersOf, type TeamPledges } from '../team/team.service.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';

type ProductRow = typeof pledgeProducts.$inferSelect;
type OrderRow = typeof pledgeOrders.$inferSelect;

/** The ledger reference of everything that moves for an order: lock, daily yields, release. */
export const PLEDGE_REF_TYPE = 'pledge_order' satisfies ReferenceType;
/** The code of the daily earnings (paid by the accrual job with key `pledge:yield:<order>:<day>`). */
export const PLEDGE_YIELD_CODE = 'pledge_yield' satisfies TransferCode;

/** Typed amounts were checked by the contract; this only turns them into micro-units. */
const usdt = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameIn = (name: LocalizedText, lang: Language) => name[lang] || name['zh-Hans'];

/**
 * A refusal naming an amount: the message shows it as a user reads it ("100.00"), `data` carries it
 * in wire form ("100.000000") like every other amount the client receives.
 */
function amountError(key: MessageKey, field: string, micro: bigint) {
  const wire = formatAmount(micro);
  return new AppError(key, { [field]: displayAmount(wire, INPUT_DECIMALS.USDT) }, { [field]: wire });
}

const toProduct = (r: ProductRow, lang: Language): PledgeProduct => ({
  id: r.id,
  name: nameIn(r.name, lang),
  termDays: r.termDays,
  dailyRateBp: r.dailyRateBp,
  minAmount: formatAmount(r.minAmount),
  maxAmount: formatAmount(r.maxAmount),
  quota: formatAmount(r.quota),
  sold: formatAmount(r.sold),
  remaining: formatAmount(r.quota - r.sold),
  open: r.open,
});

const toAdminProduct = (r: ProductRow, activeOrders: number): AdminPledgeProduct => ({
  ...toProduct(r, DEFAULT_LANGUAGE),
  name: r.name,
  sort: r.sort,
  activeOrders,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toPledgeOrder = (r: OrderRow, productName: string): PledgeOrder => ({
  id: r.id,
  productId: r.productId,
  productName,
  amount: formatAmount(r.amount),
  dailyRateBp: r.dailyRateBp,
  termDays: r.termDays,
  dailyEarning: formatAmount(bpRoundDown(r.amount, r.dailyRateBp)),
  earned: formatAmount(r.earned),
  startDate: r.startDate,
  endDate: r.endDate,
  // `nextDay` is the first unpaid day, so the day before it is the last one paid.
  paidThrough: r.nextDay > r.startDate ? addDays(r.nextDay, -1) : null,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  completedAt: iso(r.completedAt),
});

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
   * The user's figures. Earnings come from the ledger (the yields credited to the user's USDT), so
   * they always agree with the statement; "today" is the current business day (UTC+8).
   */
  /**
   * The summary's figures in one statement (one round trip): the user's active stakes, the earnings
   * credited (all, and since `since`) and the available USDT, each a one-row query joined to the
   * others. The summaries asked for at the same moment share the statement, a row per user asked
   * (`unnest` of the users and their `since`, each joined to its own figures). Prepared once: planning
   * this statement costs PostgreSQL several times what running it does.
   */
  const summaryQuery = (() => {
    const userId = sql`asked.user_id`;
    const active = db
      .select({
        staked: sql<string>`coalesce(sum(${pledgeOrders.amount}), 0)`.mapWith(BigInt).as('staked'),
        orders: sql<number>`count(*)::int`.mapWith(Number).as('orders'),
      })
      .from(pledgeOrders)
      .where(and(eq(pledgeOrders.userId, userId), eq(pledgeOrders.status, 'active')))
      .as('active');
    const earned = ledger
      .creditedQuery(db, userId, 'main', PLEDGE_YIELD_CODE, { since: sql`asked.since` })
      .as('earned');
    const usdt = ledger.availableQuery(db, userId, 'USDT').as('usdt');
    const asked = sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('sinces')}::timestamptz[]) WITH ORDINALITY AS asked(user_id, since, n)`;
    return db
      .select({
        n: sql<number>`asked.n`.mapWith(Number),
        staked: active.staked,
        orders: active.orders,
        total: earned.total,
        part: earned.part,
        available: usdt.available,
      })
      .from(asked)
      .crossJoinLateral(active)
      .crossJoinLateral(earned)
      .crossJoinLateral(usdt)
      .prepare('pledge_summary');
  })();
  const summaryRow = batched(async (asks: { userId: number; since: Date }[]) => {
    const rows = await summaryQuery.execute({
      ids: asks.map((a) => a.userId),
      sinces: asks.map((a) => a.since.toISOString()),
    });
    // One row per ask, numbered from 1 in the order asked.
    const byNumber = new Map(rows.map((r) => [r.n, r]));
    return asks.map((_, i) => byNumber.get(i + 1));
  });

  async function total(userId: number): Promise<PledgeTotal> {
    // Nothing is stamped later than now, so "since today began" is today.
    const row = await summaryRow({ userId, since: dayStart(businessDay(clock.now())) });
    return {
      staked: formatAmount(row?.staked ?? 0n),
      todayEarnings: formatAmount(row?.part ?? 0n),
      totalEarnings: formatAmount(row?.total ?? 0n),
      activeOrders: row?.orders ?? 0,
      available: formatAmount(row?.available ?? 0n),
    };
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

  // Operators

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

  /** Every user's orders for operators, newest first, filtered by user and status. */
  async function listOrders(filter: AdminPledgeOrderQuery, lang: Language = DEFAULT_LANGUAGE) {
    const conditions: SQL[] = [];
    if (filter.userId !== undefined) conditions.push(eq(pledgeOrders.userId, filter.userId));
    if (filter.status !== undefined) conditions.push(eq(pledgeOrders.status, filter.status));
    const { rows, total } = await orderPage(and(...conditions), filter.page, filter.limit);
    const uids = await users.uidsOf(rows.map((r) => r.order.userId));
    const list: AdminPledgeOrder[] = rows.map((r) => ({
      ...toPledgeOrder(r.order, nameIn(r.name, lang)),
      userId: r.order.userId,
      uid: uids.get(r.order.userId) ?? '',
    }));
    return pageOf(list, total, filter.page, filter.limit);
  }

  return {
    add,
    orders,
    total,
    index,
    earnings,
    listProducts,
    createProduct,
    updateProduct,
    listOrders,
    ...createTeamPledges(db),
  };
}

export type PledgeService = ReturnType<typeof createPledgeService>;
