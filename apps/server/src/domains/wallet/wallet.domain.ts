import { chainsFromConfig } from '../../chain/chains.ts';
import { defineDomain } from '../../lib/domain.ts';
import { autoRechargeRoutes, chainAdminRoutes } from './auto-recharge.routes.ts';
import { type AutoRecharge, createAutoRecharge } from './auto-recharge.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import { walletAdminRoutes } from './wallet-admin.routes.ts';
import { walletListRoutes } from './wallet-lists.routes.ts';
import { createWalletLists, type WalletLists } from './wallet-lists.ts';
import { createWalletReview, type WalletReview } from './wallet-review.service.ts';
import { createWalletStats, type WalletStats } from './wallet-stats.service.ts';
import { createWalletWorth, type WalletWorthService } from './wallet-worth.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    wallet: WalletService;
    walletReview: WalletReview;
    /** The finance queues as the console lists and exports them. */
    walletLists: WalletLists;
    autoRecharge: AutoRecharge;
    /** The total value of what a user holds (`/api/fund/worth`). */
    walletWorth: WalletWorthService;
    /** Deposits, withdrawals and the review queues for the console's dashboard. */
    walletStats: WalletStats;
  }
}

/** The USDT/MCC/SSK wallet: balances, statements, recharges, withdrawals, transfers; the finance queues. */
export const walletDomain = defineDomain({
  name: 'wallet',
  services: {
    wallet: (c) =>
      createWalletService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        settings: c.settings,
        uploads: c.uploads,
        users: c.users,
        feed: c.feed,
        security: c.security,
      }),
    walletWorth: (c) =>
      createWalletWorth({ db: c.db, ledger: c.ledger, prices: c.market, pledges: c.pledge }),
    walletReview: (c) =>
      createWalletReview({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        audit: c.audit,
        settings: c.settings,
        proposals: c.proposals,
      }),
    walletLists: (c) => createWalletLists({ db: c.db, users: c.users }),
    walletStats: (c) => createWalletStats({ db: c.db }),
    autoRecharge: (c) =>
      createAutoRecharge({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        settings: c.settings,
        chains: chainsFromConfig(c.config),
        log: c.log,
        failures: c.jobFailures,
      }),
  },
  routes: (c) => [
    walletRoutes(c.wallet, c.walletWorth),
    walletAdminRoutes(c.walletReview, c.operatorKeys),
    walletListRoutes(c.walletLists),
    autoRechargeRoutes(c.autoRecharge),
    chainAdminRoutes(c.autoRecharge),
  ],
});
