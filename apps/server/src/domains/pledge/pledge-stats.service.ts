import { sql } from 'drizzle-orm';
import type { HourlyMetric } from '../admin/admin-trends.service.ts';
import { pledgeOrders } from './pledge.tables.ts';

/** New stakes per hour, their principal (`pledge_orders_created_idx`); the yield is the ledger's. */
const staked: HourlyMetric = {
  name: 'staked',
  events: (within) => sql`
    SELECT ${pledgeOrders.createdAt} AS at, ''::text AS dim, ${pledgeOrders.amount} AS amount FROM ${pledgeOrders}
    WHERE ${within(sql`${pledgeOrders.createdAt}`)}`,
};

/** Staking's figures for the console's dashboard. */
export const createPledgeStats = () => ({ metrics: [staked] });
export type PledgeStats = ReturnType<typeof createPledgeStats>;
