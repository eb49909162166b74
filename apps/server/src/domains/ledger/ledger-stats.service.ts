import { ASSETS, type TransferCode } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { AssetLiability, HourlyMetric, MetricName, Within } from '../admin/admin-trends.service.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

const t = ledgerTransfers;

/**
 * Posted USDT transfers of some codes per hour, `dim` naming the code as the dashboard does: one select
 * per code, each a range of `ledger_transfers_code_idx` (code, created_at).
 */
function paidByCode(name: MetricName, dims: Partial<Record<TransferCode, string>>): HourlyMetric {
  const codes = Object.keys(dims) as TransferCode[];
  return {
    name,
    events: (within: Within) =>
      sql.join(
        codes.map(
          (code) => sql`
            SELECT ${t.createdAt} AS at, ${dims[code]}::text AS dim, ${t.amount} AS amount FROM ${t}
            WHERE ${t.code} = ${code} AND (${within(sql`${t.createdAt}`)})
              AND ${t.state} = 'posted' AND ${t.asset} = 'USDT'`,
        ),
        sql` UNION ALL `,
      ),
  };
}

/** The ledger's figures for the console's dashboard: yield and commissions paid, and what is owed. */
export function createLedgerStats(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Per asset, the posted balances of every user account summed (what the platform owes users) and of
   * every system account: a double-entry ledger keeps the two opposite, to the micro-unit.
   */
  async function liabilities(): Promise<AssetLiability[]> {
    const a = ledgerAccounts;
    const rows = rowsOf<{ asset: string; users: string; system: string }>(
      await db.execute(sql`
        SELECT ${a.asset} AS asset,
          coalesce(sum(${a.creditsPosted} - ${a.debitsPosted}) FILTER (WHERE ${a.userId} IS NOT NULL), 0)::text AS users,
          coalesce(sum(${a.creditsPosted} - ${a.debitsPosted}) FILTER (WHERE ${a.userId} IS NULL), 0)::text AS system
        FROM ${a} GROUP BY 1`),
    );
    return ASSETS.map((asset) => {
      const row = rows.find((r) => r.asset === asset);
      return { asset, users: BigInt(row?.users ?? 0), system: BigInt(row?.system ?? 0) };
    });
  }

  return {
    metrics: [
      paidByCode('yield', { pledge_yield: 'pledge', coinmix_yield: 'coin_mix' }),
      paidByCode('commissions', { commission: '' }),
    ],
    liabilities,
  };
}

export type LedgerStats = ReturnType<typeof createLedgerStats>;
