import { csvExport, routes } from './define.ts';

const transferList = {
  method: 'GET',
  path: '/admin-api/ledger/transfers',
  auth: 'operator',
  permission: 'ledger.read',
  query: 'ledgerTransfersQuery',
  answer: 'ledgerTransferList',
} as const;

const accountList = {
  method: 'GET',
  path: '/admin-api/ledger/accounts',
  auth: 'operator',
  permission: 'ledger.read',
  query: 'ledgerAccountsQuery',
  answer: 'ledgerAccountList',
} as const;

/**
 * The ledger in the console: the explorer and `verify` (`ledger.read`), freezing an account
 * (`finance.adjust`, audited).
 */
const ledger = routes('admin: ledger', {
  transfers: transferList,
  transfersExport: csvExport(transferList, 'ledgerTransfersExportQuery'),
  accounts: accountList,
  accountsExport: csvExport(accountList, 'ledgerAccountsExportQuery'),
  freeze: {
    method: 'POST',
    path: '/admin-api/ledger/accounts/:id/freeze',
    auth: 'operator',
    permission: 'finance.adjust',
    params: 'idQuery',
    body: 'ledgerAccountFreezeBody',
    answer: 'ledgerAccountRow',
  },
  verify: {
    method: 'POST',
    path: '/admin-api/ledger/verify',
    auth: 'operator',
    permission: 'ledger.read',
    answer: 'verifyResult',
  },
});

/** A user's money in the console: the statement (`users.read`) and proposing manual adjustments (`finance.adjust`, audited). */
const userLedger = routes('admin: users', {
  statement: {
    method: 'GET',
    path: '/admin-api/users/:id/statement',
    auth: 'operator',
    permission: 'users.read',
    params: 'idQuery',
    query: 'adminStatementQuery',
    answer: 'adminStatement',
  },
  /*
   * Not `idempotent`: that is the user API's key store (per signed-in user). An adjustment's optional
   * `Idempotency-Key` header (`idempotencyHeaders`, validated and documented by the server's route) is
   * the operator's own (kept a day with the first answer), so the console sends it in `headers`.
   */
  adjust: {
    method: 'POST',
    path: '/admin-api/users/:id/adjust',
    auth: 'operator',
    permission: 'finance.adjust',
    params: 'idQuery',
    body: 'adjustBody',
    answer: 'proposal',
    description:
      'Proposes a manual balance adjustment (four eyes): nothing moves until another operator holding `finance.adjust` approves it (`/admin-api/proposals/{id}/approve`). With an `Idempotency-Key` header, a repeat with the same key answers the first proposal.',
  },
});

export const api = {};
export const adminApi = { ledger, userLedger };
