import { bpRoundDown, formatAmount, type ReferenceType, type TransferCode } from '@mcc/contract';
import { type Db, lockKey, type Tx } from '../../db/client.ts';
import type { ItemFailures, ItemFilter } from '../../jobs/item-failures.ts';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type AccountHistory, type Ledger, unwrap } from '../ledger/ledger.service.ts';

/** The ledger code of a day's coin-mix earning; its transfer references the day it was earned for. */
export const COIN_MIX_YIELD = 'coinmix_yield' satisfies TransferCode;
export const COIN_MIX_DAY = 'coinmix_day' satisfies ReferenceType;
/** One earning per user and day, ever: the ledger refuses to move a key twice. */
export const yieldKey = (userId: number, day: string) => `coinmix:yield:${userId}:${day}`;

/** Settings row holding the last day every account was settled for (see `run`). */
export const ACCRUAL_STATE_KEY = 'coinMix.accrual';
/** Accounts per transaction: long enough to pay in bulk, short enough not to hold their locks for long. */
const CHUNK = 500;

/** A coin-mix wallet; `lastRef` is the day of its newest earning. */
type Account = AccountHistory;

interface Payment {
  accountId: number;
  userId: number;
  day: string;
  base: bigint;
  amount: bigint;
}

/**
 * The coin-mix daily accrual: for every day D before `today` not yet paid, each coin-mix wallet earns
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
 * an account was frozen, is not paid again later at another rate. A chunk that fails is paid again
 * wallet by wallet, so only the wallet at fault is left unpaid (kept as a failure, tried again after a
 * back-off: jobs/item-failures.ts); the settled day waits until it is paid.
 */
export function createCoinMixAccrual(deps: {
  db: Db;
  ledger: Ledger;
  settings: ConfigService;
  clock: Clock;
  failures: Pick<ItemFailures, 'begin'>;
  /** Accounts per transaction (tests make it small to cross chunk boundaries). */
  chunkSize?: number;
}) {
  const { db, ledger, settings, clock, failures, chunkSize = CHUNK } = deps;

  async function settledThrough(tx: Db | Tx): Promise<string | null> {
    const value = await settings.readState(ACCRUAL_STATE_KEY, tx);
    return (value as { through?: string } | undefined)?.through ?? null;
  }

  /** Moves the settled day forward (never back: a late, slower process must not undo a newer run). */
  async function markSettled(day: string) {
    await db.transaction(async (tx) => {
      await lockKey(tx, ACCRUAL_STATE_KEY);
      const current = await settledThrough(tx);
      if (current !== null && current >= day) return;
      await settings.writeState(ACCRUAL_STATE_KEY, { through: day }, clock.now(), tx);
    });
  }

  /**
   * The next `limit` coin-mix wallets after account `after` that are not frozen and have moved at least
   * once (`last`: the last account read, 0 past the end); each wallet's id is its account's.
   */
  async function accountsAfter(tx: Tx, after: number, limit = chunkSize) {
    const page = await ledger.accountsAfter(tx, {
      asset: 'USDT',
      kind: 'quant',
      after,
      limit,
      lastRefOf: COIN_MIX_YIELD,
    });
    return { last: page.last, accounts: page.accounts.map((a) => ({ ...a, id: a.accountId })) };
  }

  /**
   * The wallets in account order, a chunk at a time, as `take` of the failures' `drain`: the walk moves
   * past each chunk it reads, whether it is then paid or taken apart. Wallets `filter` skips (waiting
   * out a failure's back-off) are left out; a wallet asked for alone is read alone.
   */
  function walk() {
    let after: number | undefined = 0;
    return async (tx: Tx, filter: ItemFilter) => {
      await lockKey(tx, 'coin-mix-accrual');
      if ('only' in filter) {
        const { accounts } = await accountsAfter(tx, filter.only - 1, 1);
        return accounts.filter((a) => a.accountId === filter.only);
      }
      while (after !== undefined) {
        const { last, accounts } = await accountsAfter(tx, after);
        after = last === 0 ? undefined : last;
        const due = accounts.filter((a) => !filter.skip.includes(a.accountId));
        if (due.length > 0) return due;
      }
      return [];
    };
  }

  /**
   * Balances at the cut-offs of days that have statement lines after them: the last line before each
   * cut-off, plus the earnings paid after that line (always for earlier days: days are paid in order).
   */
  async function cutOffBalances(tx: Tx, asks: { accountId: number; day: string }[]) {
    const balances = await ledger.balancesAt(
      tx,
      asks.map((q) => ({ accountId: q.accountId, at: dayStart(addDays(q.day, 1)) })),
      { plusLaterOf: COIN_MIX_YIELD },
    );
    const settled = new Map<string, bigint>();
    asks.forEach((q, i) => {
      const balance = balances[i];
      if (balance !== undefined) settled.set(`${q.accountId}:${q.day}`, balance);
    });
    return settled;
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

  /** Pays what a chunk of accounts is owed, in the chunk's transaction (under its lock). */
  async function payChunk(
    tx: Tx,
    accounts: Account[],
    floor: string | null,
    yesterday: string,
    rate: number,
  ) {
    const plans = accounts.flatMap((acc) => {
      const starts = [businessDay(acc.firstAt), acc.lastRef && addDays(acc.lastRef, 1), floor];
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
    if (payments.length === 0) return { users: 0, paid: 0 };

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
    return { users: users.size, paid };
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
    if (rate === 0) {
      await markSettled(yesterday);
      return total;
    }
    const pass = await failures.begin('coin-mix-accrual');
    const chunks = await pass.drain({
      take: walk(),
      work: (tx, accounts) => payChunk(tx, accounts, floor, yesterday, rate),
    });
    for (const done of chunks) {
      total.users += done.users;
      total.paid += done.paid;
    }
    // A wallet that failed is owed days from the settled one on: the mark waits for it, and until then
    // each run walks the wallets again (those paid owe nothing more and cost only their read).
    if (pass.failingCount() === 0) await markSettled(yesterday);
    return total;
  }

  return { name: 'coin-mix' as const, run };
}

export type CoinMixAccrual = ReturnType<typeof createCoinMixAccrual>;
