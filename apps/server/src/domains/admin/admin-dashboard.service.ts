import { type Dashboard, formatAmount } from '@mcc/contract';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { users } from '../auth/auth.tables.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { recharges, withdrawals } from '../wallet/wallet.tables.ts';
import { lastVerify } from './admin-ledger.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The last midnight at `utcOffset` minutes from UTC, as an instant. */
export function startOfDay(now: Date, utcOffset: number): Date {
  const local = now.getTime() + utcOffset * MINUTE_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - utcOffset * MINUTE_MS);
}

/** The console's front page: users, the finance queues, what users hold, and the last ledger verify. */
export function createAdminDashboard(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function summary(q: { utcOffset: number }): Promise<Dashboard> {
    const todayFrom = startOfDay(clock.now(), q.utcOffset);
    const [total, today, rechargesWaiting, withdrawalsWaiting, [held], verify] = await Promise.all([
      db.$count(users),
      db.$count(users, gte(users.createdAt, todayFrom)),
      db.$count(recharges, eq(recharges.state, 'reviewing')),
      db.$count(withdrawals, eq(withdrawals.state, 'reviewing')),
      // Posted balances: amounts held for withdrawals under review are still the users'.
      db
        .select({
          micro: sql<string>`coalesce(sum(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted}), 0)::text`,
        })
        .from(ledgerAccounts)
        .where(and(isNotNull(ledgerAccounts.userId), eq(ledgerAccounts.asset, 'USDT'))),
      lastVerify(db),
    ]);
    return {
      users: { today, total, todayFrom: todayFrom.toISOString() },
      rechargesWaiting,
      withdrawalsWaiting,
      usdtHeld: formatAmount(BigInt(held?.micro ?? '0')),
      lastVerify: verify,
    };
  }

  return { summary };
}

export type AdminDashboard = ReturnType<typeof createAdminDashboard>;
