import { defineDomain } from '../../lib/domain.ts';
import { pledgeRoutes } from './pledge.routes.ts';
import { createPledgeService, type PledgeService } from './pledge.service.ts';
import { createPledgeAccrual, type PledgeAccrual } from './pledge-accrual.ts';
import { pledgeAdminRoutes } from './pledge-admin.routes.ts';
import { createPledgeStats, type PledgeStats } from './pledge-stats.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    pledge: PledgeService;
    /** The daily task that pays each active order its day's yield and the team's commissions. */
    pledgeAccrual: PledgeAccrual;
    /** New stakes for the console's dashboard. */
    pledgeStats: PledgeStats;
  }
}

/** AI quant (pledge): products, stakes, daily yield. */
export const pledgeDomain = defineDomain({
  name: 'pledge',
  services: {
    pledge: (c) =>
      createPledgeService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        users: c.users,
        audit: c.audit,
        shared: c.shared,
      }),
    pledgeAccrual: (c) =>
      createPledgeAccrual({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        settings: c.settings,
        failures: c.jobFailures,
      }),
    pledgeStats: () => createPledgeStats(),
  },
  routes: (c) => [pledgeRoutes(c.pledge), pledgeAdminRoutes(c.pledge)],
});
