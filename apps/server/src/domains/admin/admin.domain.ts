import { defineDomain } from '../../lib/domain.ts';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { type AdminDashboard, createAdminDashboard } from './admin-dashboard.service.ts';
import { type AdminLists, createAdminLists } from './admin-lists.ts';
import { type AdminTrends, createAdminTrends } from './admin-trends.service.ts';
import { type AuditService, createAuditService } from './audit.service.ts';
import { createOperatorService, type OperatorService } from './operator.service.ts';
import { createOperatorKeys, type OperatorKeys } from './operator-keys.service.ts';
import { proposalRoutes } from './proposal.routes.ts';
import { createProposals, type Proposals } from './proposal.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    audit: AuditService;
    /** The audit log and the operators, listed and exported. */
    adminLists: AdminLists;
    operators: OperatorService;
    dashboard: AdminDashboard;
    /** Operators' Idempotency-Keys on console calls that move money. */
    operatorKeys: OperatorKeys;
    /** Four eyes on money: proposals and their decisions. */
    proposals: Proposals;
    trends: AdminTrends;
  }
}

/** Operators: sign-in with TOTP, roles, the audit log, the console's dashboard, four eyes on money. */
export const adminDomain = defineDomain({
  name: 'admin',
  services: {
    audit: (c) => createAuditService({ clock: c.clock }),
    adminLists: (c) => createAdminLists(c.db),
    operators: (c) => createOperatorService({ db: c.db, clock: c.clock, audit: c.audit }),
    operatorKeys: (c) => createOperatorKeys({ db: c.db, clock: c.clock }),
    proposals: (c) =>
      createProposals({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        keys: c.operatorKeys,
        uidsOf: (ids) => c.users.uidsOf(ids),
        // Read when a proposal is approved: those services read this one to propose.
        apply: {
          adjust: (tx, p, by) => c.ledgerAdmin.applyAdjustment(tx, p, by),
          payout: (tx, p, by) => c.walletReview.applyPayout(tx, p, by),
        },
      }),
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
      operators: c.operators,
      lists: c.adminLists,
      perMinute: c.config.AUTH_RATE_LIMIT_PER_MINUTE,
    }),
    proposalRoutes(c.proposals),
    adminDashboardRoutes(c.dashboard, c.trends),
  ],
});
