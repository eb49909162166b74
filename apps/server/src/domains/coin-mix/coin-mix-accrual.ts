import { bpRoundDown, formatAmount } from '@mcc/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, lockKey, type Tx } from '../../db/client.ts';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigService } from '../config/config.service.ts';
import { settings as settingsTable } from '../config/config.tables.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';

/** The ledger code of a day's coin-mix earning; its transfer references the day it was earned for. */
export const COIN_MIX_YIELD = 'coinmix_yield';
export const COIN_MIX_DAY = 'coinmix_day';
/** One earning per user and day, ever: the ledger refuses to move a key twice. */
export const yieldKey = (userId: number, day: string) => `coinmix:yield:${userId}:${day}`;

/** Settings row holding the last day every account was settled for (see `run`). */
export const ACCRUAL_STATE_KEY = 'coinMix.accrual';
/** Accounts per transaction: long enough to pay in bulk, short enough not to hold their locks for long. */
const CHUNK = 500;

interface Account {
  accountId: number;
  userId: number;
  /** Posted balance now. */
  balance: bigint;
  /** Last day paid, from the newest earning line; null before the first. */
  lastPaid: string | null;
  firstAt: Date;
  lastAt: Date;
}

interface Payment {
  accountId: number;
  userId: number;
  day: string;
  base: bigint;
  amount: bigint;
}

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/**
 * The coin-mix daily accrual: for every day D before `today` not yet paid, each quant wallet earns
 * `coinMixDailyRateBp` of its balance at D's cut-off (the end of business day D), rounded down,
 * from the system account `yield`.
 *
 * The balance at D's cut-off is the balance after the account's last statement line stamped before
 * the cut-off, plus the earnings of the days before D that were paid after it. Each day's earning is
 * paid after its cut-off, so it counts from the next day on (daily compounding), and a day paid late
 * (the job was down) counts exactly as if it had been paid on time: catching up pays what running on
 * time would have paid, day by day, in order.
 *
 * Runs in chunks of accounts, one transaction each, under an advisory lock, so two processes at once
 * take turns and the second finds the days paid; every payment's ledger key is unique per user and
 * day, so nothing can be paid twice whatever happens. After all chunks, the last settled day is kept
 * (settings `coinMix.accrual`), and later runs start after it: a day settled at a zero rate, or while
 * an account was frozen, is not paid again later at another rate.
 */
export function createCoinMixAccrual(deps: {
  db: Db;
  ledger: Ledger;
  settings: ConfigService;
  clock: Clock;
  /** Accounts per transaction (tests make it small to cross chunk boundaries). */
  chunkSize?: number;
}) {
  const { db, ledger, settings, clock, chunkSize = CHUNK } = deps;

  async function settledThrough(tx: Db | Tx): Promise<string | null> {
    const [row] = await tx.select().from(settingsTable).where(eq(settingsTable.key, ACCRUAL_STATE_KEY));
    return (row?.value as { through?: string } | undefined)?.through ?? null;
  }

  /** Moves the settled day forward (never back: a late, slower process must not undo a newer run). */
  async function markSettled(day: string) {
    await db.transaction(async (tx) => {
      await lockKey(tx, ACCRUAL_STATE_KEY);
      const current = await settledThrough(tx);
      if (current !== null && current >= day) return;
      const value = { through: day };
      await tx
        .insert(settingsTable)
        .values({ key: ACCRUAL_STATE_KEY, value, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value, updatedAt: clock.now() } });
    });
  }

  /** The next chunk of user quant wallets that are not frozen and have moved at least once. */
  async function accountsAfter(tx: Tx, after: number): Promise<{ last: number; accounts: Account[] }> {
    // Times as epoch milliseconds: raw rows carry timestamps differently on the two drivers.
    const lineAt = (order: SQL) => sql`(SELECT (extract(epoch FROM e.created_at) * 1000)::bigint::text
      FROM ${ledgerEntries} e WHERE e.account_id = a.id ORDER BY e.id ${order} LIMIT 1)`;
    const result = await tx.execute(sql`
      SELECT a.id AS account_id, a.user_id, (a.credits_posted - a.debits_posted)::text AS balance,
        (SELECT t.ref_id FROM ${ledgerEntries} e JOIN ${ledgerTransfers} t ON t.id = e.transfer_id
          WHERE e.account_id = a.id AND t.code = ${COIN_MIX_YIELD} ORDER BY e.id DESC LIMIT 1) AS last_paid,
        ${lineAt(sql`ASC`)} AS first_at, ${lineAt(sql`DESC`)} AS last_at
      FROM ${ledgerAccounts} a
      WHERE a.kind = 'quant' AND a.asset = 'USDT' AND a.user_id IS NOT NULL AND NOT a.frozen AND a.id > ${after}
      ORDER BY a.id LIMIT ${chunkSize}`);
    const rows = rowsOf<{
      account_id: number;
      user_id: number;
      balance: string;
      last_paid: string | null;
      first_at: string | null;
      last_at: string | null;
    }>(result);
    const accounts = rows.flatMap((r) =>
      r.first_at !== null && r.last_at !== null
        ? [
            {
              accountId: r.account_id,
              userId: r.user_id,
              balance: BigInt(r.balance),
              lastPaid: r.last_paid,
              firstAt: new Date(Number(r.first_at)),
              lastAt: new Date(Number(r.last_at)),
            },
          ]
        : [],
    );
    return { last: rows.at(-1)?.account_id ?? 0, accounts };
  }

  /**
   * Balances at the cut-offs of days that have statement lines after them: the last line before each
   * cut-off, plus the earnings paid after that line (always for earlier days: days are paid in order).
   */
  async function cutOffBalances(tx: Tx, asks: { accountId: number; day: string }[]) {
    if (asks.length === 0) return new Map<string, bigint>();
    const wanted = JSON.stringify(
      asks.map((q) => ({ a: q.accountId, d: q.day, c: dayStart(addDays(q.day, 1)).toISOString() })),
    );
    const result = await tx.execute(sql`
      SELECT p.a AS account_id, p.d AS day,
        (coalesce(l.balance_after, 0) + coalesce((
          SELECT sum(e.delta) FROM ${ledgerEntries} e JOIN ${ledgerTransfers} t ON t.id = e.transfer_id
          WHERE e.account_id = p.a AND e.id > coalesce(l.id, 0) AND t.code = ${COIN_MIX_YIELD}
        ), 0))::text AS balance
      FROM jsonb_to_recordset(${wanted}::jsonb) AS p(a integer, d text, c timestamptz)
      LEFT JOIN LATERAL (
        SELECT e.id, e.balance_after FROM ${ledgerEntries} e
        WHERE e.account_id = p.a AND e.created_at < p.c ORDER BY e.id DESC LIMIT 1
      ) l ON true`);
    const rows = rowsOf<{ account_id: number; day: string; balance: string }>(result);
    return new Map(rows.map((r) => [`${r.account_id}:${r.day}`, BigInt(r.balance)]));
  }

  function settledOn(settled: Map<string, bigint>, accountId: number, day: string): bigint {
    const balance = settled.get(`${accountId}:${day}`);
    if (balance === undefined)
      throw new Error(`coin-mix accrual: no cut-off balance of account ${accountId} on ${day}`);
    return balance;
  }

  /** The days an account is owed, in order, each on the cut-off balance plus the earlier days' earnings. */
  function owed(acc: Account, from: string, to: string, rate: number, settled: Map<string, bigint>) {
    const quietFrom = businessDay(acc.lastAt);
    const out: Payment[] = [];
    let earned = 0n;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      // From the day of the last line on, nothing moved: the cut-off balance is today's balance.
      const quiet = day >= quietFrom;
      const base = (quiet ? acc.balance : settledOn(settled, acc.accountId, day)) + earned;
      const amount = bpRoundDown(base, rate);
      if (amount > 0n) {
        out.push({ accountId: acc.accountId, userId: acc.userId, day, base, amount });
        earned += amount;
      } else if (quiet) break; // every later quiet day has the same base: it earns nothing either
    }
    return out;
  }

  /** Pays one chunk of accounts in one transaction; answers where the next chunk starts. */
  async function chunk(after: number, floor: string | null, yesterday: string, rate: number) {
    return db.transaction(async (tx) => {
      await lockKey(tx, 'coin-mix-accrual');
      const { last, accounts } = await accountsAfter(tx, after);
      const plans = accounts.flatMap((acc) => {
        const starts = [businessDay(acc.firstAt), acc.lastPaid && addDays(acc.lastPaid, 1), floor];
        const from = starts.reduce<string>((x, y) => (y && y > x ? y : x), '');
        return from <= yesterday ? [{ acc, from }] : [];
      });
      const asks = plans.flatMap(({ acc, from }) => {
        const quietFrom = businessDay(acc.lastAt);
        const days: { accountId: number; day: string }[] = [];
        for (let day = from; day <= yesterday && day < quietFrom; day = addDays(day, 1))
          days.push({ accountId: acc.accountId, day });
        return days;
      });
      const settled = await cutOffBalances(tx, asks);
      const payments = plans.flatMap(({ acc, from }) => owed(acc, from, yesterday, rate, settled));
      if (payments.length === 0) return { last, users: 0, paid: 0 };

      const source = await ledger.systemAccount(tx, 'yield', 'USDT');
      const locked = await ledger.lockAccounts(tx, [source, ...payments.map((p) => p.accountId)]);
      let paid = 0;
      const users = new Set<number>();
      for (const p of payments) {
        // Frozen since it was read: like every frozen wallet, it earns nothing for the days of this run.
        if (locked.get(p.accountId)?.frozen) continue;
        unwrap(
          await ledger.transfer(tx, {
            key: yieldKey(p.userId, p.day),
            debit: source,
            credit: p.accountId,
            asset: 'USDT',
            amount: p.amount,
            code: COIN_MIX_YIELD,
            refType: COIN_MIX_DAY,
            refId: p.day,
            memo: `${rate} bp × ${formatAmount(p.base)}`,
          }),
        );
        paid++;
        users.add(p.userId);
      }
      return { last, users: users.size, paid };
    });
  }

  /**
   * Pays every day before `today` (a business day, `YYYY-MM-DD`) not yet paid. Answers how many users
   * were paid and how many daily earnings were paid; a second run for the same day pays nothing.
   */
  async function run(today: string): Promise<{ users: number; paid: number }> {
    if (today > businessDay(clock.now()))
      throw new Error(`coin-mix accrual for ${today}: that day has not begun`);
    const yesterday = addDays(today, -1);
    const through = await settledThrough(db);
    // The job calls this every few minutes: once the day is settled, that is all it costs.
    if (through !== null && through >= yesterday) return { users: 0, paid: 0 };
    const floor = through && addDays(through, 1);
    const rate = (await settings.get()).coinMixDailyRateBp;
    const total = { users: 0, paid: 0 };
    // At a zero rate nothing is owed; the days still count as settled.
    for (let after = 0; rate > 0; ) {
      const done = await chunk(after, floor, yesterday, rate);
      total.users += done.users;
      total.paid += done.paid;
      if (done.last === 0) break;
      after = done.last;
    }
    await markSettled(yesterday);
    return total;
  }

  return { name: 'coin-mix' as const, run };
}

export type CoinMixAccrual = ReturnType<typeof createCoinMixAccrual>;
