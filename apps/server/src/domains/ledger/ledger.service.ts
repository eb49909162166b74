import type { TransferCode } from '@mcc/contract';
import type { Clock } from '../../lib/clock.ts';
import type { MovementKind } from '../../lib/metrics.ts';
import { createLedgerAccounts } from './ledger-accounts.ts';
import { createLedgerBalances } from './ledger-balances.ts';
import { createLedgerCredits } from './ledger-credits.ts';
import { createLedgerHistory } from './ledger-history.ts';
import { createLedgerStatement } from './ledger-statement.ts';
import { createLedgerTransfers } from './ledger-transfers.ts';

export type { Account } from './ledger-accounts.ts';
export { type Figures, figuresOf, NO_FIGURES, wireBalance } from './ledger-figures.ts';
export type { AccountHistory } from './ledger-history.ts';
export { toStatementLine } from './ledger-statement.ts';
export {
  type LedgerError,
  type LedgerOp,
  type Result,
  type Transfer,
  type TransferSpec,
  unwrap,
} from './ledger-transfers.ts';

const uncounted = () => {};

/**
 * The double-entry ledger: accounts (`ledger-accounts.ts`), movements between them
 * (`ledger-transfers.ts`), what they hold (`ledger-balances.ts`), what transfers paid
 * (`ledger-credits.ts`), their statements (`ledger-statement.ts`) and past (`ledger-history.ts`).
 */
export function createLedger(deps: {
  clock: Clock;
  /** Counts committed movements for the server's metrics; tools that run the ledger alone count none. */
  movement?: (kind: MovementKind, code: TransferCode) => () => void;
}) {
  const { clock, movement = () => uncounted } = deps;
  const accounts = createLedgerAccounts();
  const transfers = createLedgerTransfers({ clock, lockAccounts: accounts.lockAccounts, movement });
  const balances = createLedgerBalances();
  const credits = createLedgerCredits();
  const statements = createLedgerStatement();

  return {
    userAccount: accounts.userAccount,
    userAccounts: accounts.userAccounts,
    systemAccount: accounts.systemAccount,
    lockAccounts: accounts.lockAccounts,
    ...transfers,
    setFrozen: accounts.setFrozen,
    balances: balances.balances,
    refuseUnaffordable: balances.refuseUnaffordable,
    accountsOf: balances.accountsOf,
    findUserAccount: accounts.findUserAccount,
    usersTotal: balances.usersTotal,
    credited: credits.credited,
    creditedQuery: credits.creditedQuery,
    userStatement: statements.userStatement,
    statementVersion: statements.statementVersion,
    availableQuery: balances.availableQuery,
    referenced: credits.referenced,
    referenceTotals: credits.referenceTotals,
    statement: statements.statement,
    /**
     * The function that counts one committed movement of `kind` and `code`, for a movement a database
     * function of another domain makes through `ledger_create` itself (a user's transfer).
     */
    movementCounter: movement,
    ...createLedgerHistory(),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
