import { type Dashboard, formatAmount, type MarketPrice, type VerifyResult } from '@mcc/contract';
import type { Clock } from '../../lib/clock.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The last midnight at `utcOffset` minutes from UTC, as an instant. */
export function startOfDay(now: Date, utcOffset: number): Date {
  const local = now.getTime() + utcOffset * MINUTE_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - utcOffset * MINUTE_MS);
}

/**
 * The figures the front page shows, each asked of the domain that owns it (wired in app.ts: the
 * admin domain sits below every other, which all use its audit and its operator guard).
 */
export interface DashboardFigures {
  /** Users in all, or signed up since an instant. */
  countUsers(since?: Date): Promise<number>;
  /** Recharges and withdrawals waiting for review. */
  waitingRequests(): Promise<{ recharges: number; withdrawals: number }>;
  /** The posted USDT of every user account, in micro-units. */
  usdtHeld(): Promise<bigint>;
  lastVerify(): Promise<VerifyResult | null>;
  /** The market's summary per token that has a price. */
  market(): Promise<MarketPrice[]>;
}

/** The console's front page: users, the finance queues, what users hold, the last ledger verify, the market. */
export function createAdminDashboard(deps: { clock: Clock; figures: DashboardFigures }) {
  const { clock, figures } = deps;

  async function summary(q: { utcOffset: number }): Promise<Dashboard> {
    const todayFrom = startOfDay(clock.now(), q.utcOffset);
    const [total, today, waiting, held, verify, market] = await Promise.all([
      figures.countUsers(),
      figures.countUsers(todayFrom),
      figures.waitingRequests(),
      // Posted balances: amounts held for withdrawals under review are still the users'.
      figures.usdtHeld(),
      figures.lastVerify(),
      figures.market(),
    ]);
    return {
      users: { today, total, todayFrom: todayFrom.toISOString() },
      rechargesWaiting: waiting.recharges,
      withdrawalsWaiting: waiting.withdrawals,
      usdtHeld: formatAmount(held),
      lastVerify: verify,
      market,
    };
  }

  return { summary };
}

export type AdminDashboard = ReturnType<typeof createAdminDashboard>;
