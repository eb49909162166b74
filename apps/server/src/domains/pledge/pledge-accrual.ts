import { bpRoundDown } from '@mcc/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { columnOf, type Db, type Tx } from '../../db/client.ts';
import { type ItemFailures, type ItemFilter, itemsWhere } from '../../jobs/item-failures.ts';
import { addDays } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger, TransferSpec } from '../ledger/ledger.service.ts';
import { invitersOf } from '../team/team.service.ts';
import { PLEDGE_REF_TYPE, PLEDGE_YIELD_CODE } from './pledge.service.ts';
import { pledgeOrders } from './pledge.tables.ts';

/**
 * Orders paid per transaction, one day each. Every transfer of a chunk updates the same hot `yield`
 * and `commission` rows, and PostgreSQL keeps each update of a row as a new version that the next
 * update walks to, so a chunk's cost grows with its square: on this machine 100 orders (400
 * transfers) ran at ~7,800 transfers/s, 500 at ~5,500/s, 2,000 at ~2,500/s. A few hundred orders
 * keep that walk short and the BEGIN/COMMIT round trips negligible.
 */
export const ACCRUAL_CHUNK = 200;

/** Inviters paid on each earning: depth 1, 2 and 3, as the settings' three `commissionBp` shares. */
const COMMISSION_DEPTHS = 3;

/** What one run paid. */
export interface AccrualCounts {
  /** Orders that were paid at least one day. */
  orders: number;
  /** Order-days paid (an order catching up three missed days counts three). */
  days: number;
  yields: number;
  commissions: number;
  releases: number;
}

/** The part of an order one day's pay depends on. */
export interface AccruingOrder {
  amount: bigint;
  dailyRateBp: number;
}

/** One day's earning of an order, and what the inviters at depth 1, 2, 3 get of it (zeros included). */
export function dayPay(order: AccruingOrder, commissionBp: readonly number[]) {
  // What a user receives rounds down to the micro-unit: the yield, then each share of it.
  const earning = bpRoundDown(order.amount, order.dailyRateBp);
  return { earning, commissions: commissionBp.map((bp) => bpRoundDown(earning, bp)) };
}

interface DueOrder {
  id: number;
  userId: number;
  amount: bigint;
  dailyRateBp: number;
  endDate: string;
  nextDay: string;
  /** The owner's inviters, nearest first (depth 1, 2, 3; fewer near the top of the tree). */
  inviters: number[];
}

interface OrderUpdate {
  id: number;
  nextDay: string;
  earned: bigint;
  completed: boolean;
}

const zero = (): AccrualCounts => ({ orders: 0, days: 0, yields: 0, commissions: 0, releases: 0 });
/** The counts a run adds up over its chunks (`orders` counts each order once, however many days it got). */
const COUNTED = ['days', 'yields', 'commissions', 'releases'] as const;

/**
 * The daily pledge accrual (PRODUCT.md "AI quant"): every active order staked on day S earns on days
 * S+1 … S+term `amount × rate` rounded down, from the `yield` account to the owner's USDT; each
 * earning pays the owner's inviters at depth 1–3 their configured share from `commission`; on the end
 * date, after that day's earning, the principal goes back from `pledge_escrow` and the order completes.
 *
 * `run(today)` pays every due order every day from its `nextDay` to `today` (or its end date): missed
 * days are caught up, one day per order per chunk, oldest day first. Each chunk is one transaction
 * holding its orders' rows (`FOR UPDATE SKIP LOCKED`, so two servers running at once split the orders
 * instead of paying one twice), their transfers and their new `nextDay`/`earned`; the transfer keys
 * (`pledge:yield:<order>:<day>`, …) make even a repeated payment a replay.
 *
 * Frozen ledger accounts (docs/decisions.md): an order whose owner's USDT account is frozen is left
 * unpaid and caught up after unfreezing; a commission to a frozen inviter is skipped for that earning.
 */
export function createPledgeAccrual(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  settings: ConfigService;
  failures: Pick<ItemFailures, 'begin'>;
}) {
  const { db, clock, ledger, settings, failures } = deps;

  /**
   * Up to a chunk of orders due by `today` that `filter` lets through, locked; those another
   * transaction holds are skipped.
   */
  async function lockDue(tx: Tx, today: string, filter: ItemFilter): Promise<DueOrder[]> {
    const o = pledgeOrders;
    const inviters = invitersOf(o.userId, COMMISSION_DEPTHS);
    return tx
      .select({
        id: o.id,
        userId: o.userId,
        amount: o.amount,
        dailyRateBp: o.dailyRateBp,
        endDate: o.endDate,
        nextDay: o.nextDay,
        inviters,
      })
      .from(o)
      .where(and(eq(o.status, 'active'), lte(o.nextDay, today), itemsWhere(o.id, filter)))
      .orderBy(asc(o.nextDay), asc(o.id))
      .limit(ACCRUAL_CHUNK)
      .for('update', { of: o, skipLocked: true });
  }

  /** Writes each order's new first unpaid day and earnings, completing those past their end date. */
  async function saveOrders(tx: Tx, updates: OrderUpdate[]) {
    if (updates.length === 0) return;
    const column = <T>(pick: (u: OrderUpdate) => T) => columnOf(updates, pick);
    await tx.execute(sql`UPDATE ${pledgeOrders} o SET
        next_day = u.next_day,
        earned = o.earned + u.earned,
        status = CASE WHEN u.completed THEN 'completed' ELSE o.status END,
        completed_at = CASE WHEN u.completed THEN ${clock.now()}::timestamptz ELSE o.completed_at END
      FROM unnest(${column((u) => u.id)}::int[], ${column((u) => u.nextDay)}::date[],
        ${column((u) => u.earned.toString())}::bigint[], ${column((u) => u.completed)}::boolean[])
        AS u(id, next_day, earned, completed)
      WHERE o.id = u.id`);
  }

  async function run(today: string): Promise<AccrualCounts> {
    const { commissionBp } = await settings.get();
    const [yieldAccount, commissionAccount, escrowAccount] = await Promise.all([
      ledger.systemAccount(db, 'yield', 'USDT'),
      ledger.systemAccount(db, 'commission', 'USDT'),
      ledger.systemAccount(db, 'pledge_escrow', 'USDT'),
    ]);
    // Orders of frozen owners stay due; this run must not pick them up again and again.
    const frozenOwners: number[] = [];

    /** Pays one day of each order of a chunk, in its transaction; answers what it paid. */
    const payChunk = async (tx: Tx, due: DueOrder[]) => {
      const counts = zero();
      const paid: number[] = [];
      const accounts = await ledger.userAccounts(
        tx,
        due.flatMap((d) => [d.userId, ...d.inviters]),
        'USDT',
      );
      const accountOf = (userId: number) => accounts.get(userId) as number;
      // Locked once, in id order, for the whole chunk: the frozen flags read here hold until commit.
      const locked = await ledger.lockAccounts(tx, [
        yieldAccount,
        commissionAccount,
        escrowAccount,
        ...accounts.values(),
      ]);
      const frozen = (account: number) => locked.get(account)?.frozen ?? false;

      const specs: TransferSpec[] = [];
      const updates: OrderUpdate[] = [];
      for (const order of due) {
        const owner = accountOf(order.userId);
        if (frozen(owner)) {
          frozenOwners.push(order.id);
          continue;
        }
        const day = order.nextDay;
        const ref = {
          asset: 'USDT',
          refType: PLEDGE_REF_TYPE,
          refId: String(order.id),
          memo: day,
        } satisfies Partial<TransferSpec>;
        const { earning, commissions } = dayPay(order, commissionBp);
        if (earning > 0n) {
          specs.push({
            ...ref,
            key: `pledge:yield:${order.id}:${day}`,
            debit: yieldAccount,
            credit: owner,
            amount: earning,
            code: PLEDGE_YIELD_CODE,
          });
          counts.yields++;
        }
        order.inviters.forEach((inviter, i) => {
          const amount = commissions[i] ?? 0n;
          const account = accountOf(inviter);
          if (amount === 0n || frozen(account)) return;
          specs.push({
            ...ref,
            key: `pledge:commission:${order.id}:${day}:${i + 1}`,
            debit: commissionAccount,
            credit: account,
            amount,
            code: 'commission',
          });
          counts.commissions++;
        });
        const completed = day === order.endDate;
        if (completed) {
          specs.push({
            ...ref,
            key: `pledge:release:${order.id}`,
            debit: escrowAccount,
            credit: owner,
            amount: order.amount,
            code: 'pledge_release',
          });
          counts.releases++;
        }
        updates.push({ id: order.id, nextDay: addDays(day, 1), earned: earning, completed });
        counts.days++;
        paid.push(order.id);
      }
      const results = await ledger.transferMany(tx, specs, locked);
      results.forEach((r, i) => {
        // Nothing here may be refused (system accounts may go negative, frozen ones were left out):
        // a refusal is a fault, and throwing rolls the whole chunk back.
        if (!r.ok) throw new Error(`pledge accrual: ${specs[i]?.key} refused with ${r.error}`);
      });
      await saveOrders(tx, updates);
      return { counts, paid };
    };

    // A chunk that fails is paid again order by order, so only the order at fault stays unpaid; it
    // is kept as a failure and tried again after a back-off (a later run catches its days up).
    const pass = await failures.begin('pledge-accrual');
    const chunks = await pass.drain({
      take: (tx, filter) =>
        lockDue(tx, today, 'skip' in filter ? { skip: [...filter.skip, ...frozenOwners] } : filter),
      work: payChunk,
    });
    const total = zero();
    const paid = new Set<number>();
    for (const chunk of chunks) {
      for (const key of COUNTED) total[key] += chunk.counts[key];
      for (const id of chunk.paid) paid.add(id);
    }
    total.orders = paid.size;
    return total;
  }

  return { name: 'pledge' as const, run };
}

export type PledgeAccrual = ReturnType<typeof createPledgeAccrual>;
