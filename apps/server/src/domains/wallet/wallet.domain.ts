import { type Chains, chainsFromConfig } from '../../chain/chains.ts';
import { defineDomain } from '../../lib/domain.ts';
import { autoRechargeRoutes, chainAdminRoutes } from './auto-recharge.routes.ts';
import { type AutoRecharge, createAutoRecharge } from './auto-recharge.service.ts';
import { chainDepositsAdminRoutes } from './chain-deposits-admin.routes.ts';
import { createChainWatch } from './chain-watch.ts';
import { createDepositAddressList } from './deposit-address-list.ts';
import { createDepositAddresses, type DepositAddresses } from './deposit-addresses.ts';
import { createDepositBook, type DepositBook } from './deposit-book.ts';
import { createDepositCredit, type DepositCredit } from './deposit-credit.ts';
import { createDepositNotices } from './deposit-notices.ts';
import { createDepositReconcile, type DepositReconcile } from './deposit-reconcile.ts';
import { createReconcileLists } from './deposit-reconcile-lists.ts';
import { createDepositScanner, type DepositScanner } from './deposit-scanner.ts';
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
    /** The networks the environment sets up: each one's node (one transaction, blocks, afresh) and addresses. */
    chains: Chains;
    /** Each user's deposit address per network, as the scanner watches them. */
    depositAddresses: DepositAddresses;
    /** Credits a chain deposit deep enough (minimum, carry, one hash credits once); tells `onCredited` after. */
    depositCredit: DepositCredit;
    /** The chain's deposits as recharge rows: recorded, kept at their depth, rewound, dropped, settled. */
    depositBook: DepositBook;
    /** Reads each network's token transfers to users' addresses and credits them (started by server.ts). */
    depositScanner: DepositScanner;
    /** Compares what the chain shows received with the scanner's store and the ledger (daily, or a button). */
    depositReconcile: DepositReconcile;
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
    chains: (c) => chainsFromConfig(c.config),
    walletStats: (c) => createWalletStats({ db: c.db }),
    autoRecharge: (c) =>
      createAutoRecharge({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        settings: c.settings,
        chains: c.chains,
        log: c.log,
        failures: c.jobFailures,
        addresses: c.depositAddresses,
        book: c.depositBook,
        credit: c.depositCredit,
      }),
    depositAddresses: (c) => createDepositAddresses({ db: c.db, clock: c.clock, users: c.users, log: c.log }),
    depositCredit: (c) =>
      createDepositCredit({
        ledger: c.ledger,
        clock: c.clock,
        log: c.log,
        onCredited: createDepositNotices({
          security: c.security,
          auth: c.auth,
          settings: c.settings,
          log: c.log,
        }).credited,
      }),
    depositBook: (c) => createDepositBook({ db: c.db, clock: c.clock, log: c.log, credit: c.depositCredit }),
    depositScanner: (c) => {
      const scanner = createDepositScanner({
        db: c.db,
        clock: c.clock,
        log: c.log,
        settings: c.settings,
        chains: c.chains,
        addresses: c.depositAddresses,
        book: c.depositBook,
        intervalMs: c.config.CHAIN_SCAN_INTERVAL_MS,
      });
      c.onClose(() => scanner.stop());
      return scanner;
    },
    depositReconcile: (c) => {
      const reconcile = createDepositReconcile({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        settings: c.settings,
        chains: c.chains,
        audit: c.audit,
        log: c.log,
      });
      c.onClose(() => reconcile.settled());
      return reconcile;
    },
  },
  routes: (c) => [
    walletRoutes(c.wallet, c.walletWorth),
    walletAdminRoutes(c.walletReview, c.operatorKeys),
    walletListRoutes(c.walletLists),
    autoRechargeRoutes(c.autoRecharge),
    chainAdminRoutes(c.autoRecharge),
    chainDepositsAdminRoutes({
      watch: createChainWatch({
        db: c.db,
        clock: c.clock,
        settings: c.settings,
        chains: c.chains,
        audit: c.audit,
        users: c.users,
        operators: c.operators,
      }),
      reconcile: c.depositReconcile,
      lists: createReconcileLists({ db: c.db, users: c.users, operators: c.operators }),
      addresses: createDepositAddressList({
        db: c.db,
        ledger: c.ledger,
        settings: c.settings,
        chains: c.chains,
        users: c.users,
      }),
    }),
  ],
});
