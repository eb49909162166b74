import { defineDomain } from '../../lib/domain.ts';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { type AdminDashboard, createAdminDashboard } from './admin-dashboard.service.ts';
import { type AdminTrends, createAdminTrends } from './admin-trends.service.ts';
import { type AuditService, createAuditService } from './audit.service.ts';
import { createOperatorService, type OperatorService } from './operator.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    audit: AuditService;
    operators: OperatorService;
    dashboard: AdminDashboard;
    trends: AdminTrends;
  }
}

/** Operators: sign-in with TOTP, roles, the audit log, the console's dashboard. */
export const adminDomain = defineDomain({
  name: 'admin',
  services: {
    audit: (c) => createAuditService({ clock: c.clock }),
    operators: (c) => createOperatorService({ db: c.db, clock: c.clock, audit: c.audit }),
    dashboard: (c) =>
      createAdminDashboard({
        clock: c.clock,
        figures: {
          countUsers: c.users.countUsers,
          waitingRequests: c.walletReview.waitingRequests,
          usdtHeld: () => c.ledger.usersTotal(c.db, 'USDT'),
          lastVerify: c.ledgerAdmin.lastVerify,
          market: c.market.summaries,
        },
      }),
    trends: (c) =>
      createAdminTrends({
        db: c.db,
        clock: c.clock,
        sources: {
          metrics: [
            ...c.userStats.metrics,
            ...c.walletStats.metrics,
            ...c.pledgeStats.metrics,
            ...c.ledgerStats.metrics,
            ...c.nftStats.metrics,
          ],
          activeUsers: c.userStats.activeUsers,
          pending: async () => [...(await c.walletStats.pending()), ...(await c.nftStats.pending())],
          liabilities: c.ledgerStats.liabilities,
        },
      }),
  },
  routes: (c) => [
    adminAuthRoutes({
      db: c.db,
      operators: c.operators,
      audit: c.audit,
      perMinute: c.config.AUTH_RATE_LIMIT_PER_MINUTE,
    }),
    adminDashboardRoutes(c.dashboard, c.trends),
  ],
});
