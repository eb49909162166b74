import { defineDomain } from '../../lib/domain.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { ledgerAdminRoutes } from './ledger-admin.routes.ts';
import { createLedgerAdmin, type LedgerAdmin } from './ledger-admin.service.ts';
import { createLedgerDigests, type LedgerDigests } from './ledger-digests.ts';
import { ledgerListRoutes } from './ledger-lists.routes.ts';
import { createLedgerLists, type LedgerLists } from './ledger-lists.ts';
import { ledgerChainAdminRoutes, ledgerProofRoutes } from './ledger-proofs.routes.ts';
import { createLedgerSigningKey, type LedgerSigningKey } from './ledger-signing-key.ts';
import { createLedgerStats, type LedgerStats } from './ledger-stats.service.ts';
import { createLedgerVerifications, type LedgerVerifications } from './ledger-verifications.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    ledger: Ledger;
    ledgerAdmin: LedgerAdmin;
    /** The explorer's transfers and accounts, listed and exported. */
    ledgerLists: LedgerLists;
    /** Yield and commissions paid, and liabilities, for the console's dashboard. */
    ledgerStats: LedgerStats;
    /** The key the daily digests are signed with (issue 37). */
    ledgerSigningKey: LedgerSigningKey;
    /** The signed daily digests and users' proofs of liabilities. */
    ledgerDigests: LedgerDigests;
    /** The hash chain's verifications, daily and on demand. */
    ledgerVerifications: LedgerVerifications;
  }
}

/** The double-entry ledger every unit of value moves through, and its console explorer. */
export const ledgerDomain = defineDomain({
  name: 'ledger',
  services: {
    ledger: (c) => createLedger({ clock: c.clock, movement: c.metrics.movement }),
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
    ledgerSigningKey: (c) => createLedgerSigningKey({ db: c.db, seed: c.config.LEDGER_SIGNING_KEY }),
    ledgerDigests: (c) =>
      createLedgerDigests({ db: c.db, clock: c.clock, signingKey: c.ledgerSigningKey, audit: c.audit }),
    ledgerVerifications: (c) => {
      const runs = createLedgerVerifications({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        operators: c.operators,
      });
      c.onClose(() => runs.settled());
      return runs;
    },
  },
  routes: (c) => [
    ledgerAdminRoutes(c.ledgerAdmin),
    ledgerListRoutes(c.ledgerLists),
    ledgerProofRoutes(c.ledgerDigests),
    ledgerChainAdminRoutes({ digests: c.ledgerDigests, verifications: c.ledgerVerifications }),
  ],
});
