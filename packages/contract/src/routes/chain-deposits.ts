import { routes } from './define.ts';

const op = { auth: 'operator', permission: 'finance.review' } as const;

/**
 * The operator's side of the chain scanner (issue 36), a finance area (`finance.review`): each
 * network's scanner, the alerts a reorganisation raised, the reconciliations of the chain with the
 * ledger and their differences, and the deposit addresses with their balances (to sweep by hand).
 */
const chainDeposits = routes('admin: chain deposits', {
  scanners: { method: 'GET', path: '/admin-api/chain/scanners', ...op, answer: 'scannerStatusList' },
  alerts: {
    method: 'GET',
    path: '/admin-api/chain/alerts',
    ...op,
    query: 'chainAlertQuery',
    answer: 'chainAlertPage',
  },
  alertsOpen: { method: 'GET', path: '/admin-api/chain/alerts/open', ...op, answer: 'chainAlertsOpen' },
  resolveAlert: {
    method: 'POST',
    path: '/admin-api/chain/alerts/:id/resolve',
    ...op,
    params: 'idQuery',
    body: 'alertResolveBody',
    answer: 'chainAlert',
    description:
      'Marks the alert dealt with, with what the operator did (the note). Nothing moves: a credited deposit is never taken back by the server.',
  },
  reconciliations: {
    method: 'GET',
    path: '/admin-api/chain/reconciliations',
    ...op,
    query: 'reconciliationQuery',
    answer: 'reconciliationPage',
  },
  reconcile: {
    method: 'POST',
    path: '/admin-api/chain/reconciliations',
    ...op,
    answer: 'reconciliation',
    description:
      'Starts a reconciliation: per network set up, the blocks the scanner covered since the last run (bounded) compared with a fresh read of the node and with the ledger. Answers the run while it runs (or the one already running); read the list again to see it done. Fixes nothing.',
  },
  differences: {
    method: 'GET',
    path: '/admin-api/chain/differences',
    ...op,
    query: 'depositDifferenceQuery',
    answer: 'depositDifferencePage',
  },
  addresses: {
    method: 'GET',
    path: '/admin-api/chain/addresses',
    ...op,
    query: 'depositAddressQuery',
    answer: 'depositAddressPage',
  },
});

export const api = {};
export const adminApi = { chainDeposits };
