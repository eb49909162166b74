import { defineDomain } from '../../lib/domain.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { ledgerAdminRoutes } from './ledger-admin.routes.ts';
import { createLedgerAdmin, type LedgerAdmin } from './ledger-admin.service.ts';
import { ledgerListRoutes } from './ledger-lists.routes.ts';
import { createLedgerLists, type LedgerLists } from './ledger-lists.ts';
import { createLedgerStats, type LedgerStats } from './ledger-stats.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    ledger: Ledger;
    ledgerAdmin: LedgerAdmin;
    /** The explorer's transfers and accounts, listed and exported. */
    ledgerLists: LedgerLists;
    /** Yield and commissions paid, and liabilities, for the console's dashboard. */
    ledgerStats: LedgerStats;
  }
}

/** The double-entry ledger every unit of value moves through, and its console explorer. */
export const ledgerDomain = defineDomain({
  name: 'ledger',
  services: {
    ledger: (c) => createLedger({ clock: c.clock }),
    ledgerAdmin: (c) =>
      createLedgerAdmin({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        audit: c.audit,
        users: c.users,
        settings: c.settings,
        proposals: c.proposals,
      }),
    ledgerLists: (c) => createLedgerLists({ db: c.db, users: c.users }),
    ledgerStats: (c) => createLedgerStats({ db: c.db }),
  },
  routes: (c) => [ledgerAdminRoutes(c.ledgerAdmin), ledgerListRoutes(c.ledgerLists)],
});
