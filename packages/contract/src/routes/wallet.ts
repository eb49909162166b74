import { csvExport, routes } from './define.ts';

/**
 * The user's wallet: balances, statements, recharges (manual and automatic), withdrawals and transfers
 * between users. Money-moving calls honour `Idempotency-Key` (see the server's idempotency plugin).
 */
const wallet = routes('wallet', {
  balances: { method: 'GET', path: '/api/user/balance', auth: 'user', answer: 'balances' },
  summary: { method: 'GET', path: '/api/fund/wallet', auth: 'user', answer: 'walletSummary' },
  // The total value and what is in it (added: the spec shows the total, not how it is counted).
  worth: { method: 'GET', path: '/api/fund/worth', auth: 'user', answer: 'walletWorth' },
  usdt: { method: 'GET', path: '/api/fund/usdt', auth: 'user', answer: 'balance' },
  usdtStatement: {
    method: 'GET',
    path: '/api/fund/usdtDetail',
    auth: 'user',
    query: 'keysetPageQuery',
    answer: 'statementPage',
  },
  // The MCC page's balance and statement (added: the spec shows the page, not its calls).
  mcc: { method: 'GET', path: '/api/fund/mcc', auth: 'user', answer: 'balance' },
  mccStatement: {
    method: 'GET',
    path: '/api/fund/mccDetail',
    auth: 'user',
    query: 'keysetPageQuery',
    answer: 'statementPage',
  },
  ssk: { method: 'GET', path: '/api/fund/ssk', auth: 'user', answer: 'balance' },
  sskStatement: {
    method: 'GET',
    path: '/api/fund/sskDetail',
    auth: 'user',
    query: 'keysetPageQuery',
    answer: 'statementPage',
  },
  recharge: {
    method: 'POST',
    path: '/api/fund/recharge',
    auth: 'user',
    body: 'rechargeBody',
    answer: 'recharge',
    idempotent: true,
  },
  recharges: {
    method: 'GET',
    path: '/api/fund/rechargeList',
    auth: 'user',
    query: 'pageQuery',
    answer: 'rechargePage',
  },
  withdraw: {
    method: 'POST',
    path: '/api/fund/withdraw',
    auth: 'user',
    body: 'withdrawBody',
    answer: 'withdrawal',
    idempotent: true,
  },
  withdrawals: {
    method: 'GET',
    path: '/api/fund/withdrawList',
    auth: 'user',
    query: 'pageQuery',
    answer: 'withdrawalPage',
  },
  withdrawQuota: { method: 'GET', path: '/api/fund/withdrawQuota', auth: 'user', answer: 'withdrawQuota' },
  recipient: {
    method: 'GET',
    path: '/api/fund/recipient',
    auth: 'user',
    query: 'recipientQuery',
    answer: 'recipient',
  },
  // A transfer's success is its one money statement, which claims the key too (idempotency.plugin.ts).
  transfer: {
    method: 'POST',
    path: '/api/fund/transfer',
    auth: 'user',
    body: 'transferBody',
    answer: 'transferDone',
    idempotent: 'with-money',
  },
  transferMcc: {
    method: 'POST',
    path: '/api/fund/transferMcc',
    auth: 'user',
    body: 'transferMccBody',
    answer: 'transferDone',
    idempotent: 'with-money',
  },
  // Automatic recharge: the user's deposit addresses, a hash to check, a recharge to follow.
  depositAddress: {
    method: 'GET',
    path: '/api/fund/depositAddress',
    auth: 'user',
    answer: 'depositTargets',
  },
  autoRecharge: {
    method: 'POST',
    path: '/api/fund/autoRecharge',
    auth: 'user',
    body: 'autoRechargeBody',
    answer: 'recharge',
    idempotent: true,
  },
  rechargeDetail: {
    method: 'GET',
    path: '/api/fund/rechargeDetail',
    auth: 'user',
    query: 'idQuery',
    answer: 'recharge',
  },
});

const rechargeList = {
  method: 'GET',
  path: '/admin-api/recharges',
  auth: 'operator',
  permission: 'finance.review',
  query: 'adminRechargeQuery',
  answer: 'adminRechargePage',
} as const;

const withdrawalList = {
  method: 'GET',
  path: '/admin-api/withdrawals',
  auth: 'operator',
  permission: 'finance.review',
  query: 'adminWithdrawalQuery',
  answer: 'adminWithdrawalPage',
} as const;

/** The finance queues of the console: recharges to approve, withdrawals to pay (`finance.review`). */
const finance = routes('admin: finance', {
  recharges: rechargeList,
  rechargesExport: csvExport(rechargeList, 'adminRechargeExportQuery'),
  approveRecharge: {
    method: 'POST',
    path: '/admin-api/recharges/:id/approve',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    answer: 'recharge',
  },
  rejectRecharge: {
    method: 'POST',
    path: '/admin-api/recharges/:id/reject',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'reasonBody',
    answer: 'recharge',
  },
  bulkApproveRecharges: {
    method: 'POST',
    path: '/admin-api/recharges/bulk-approve',
    auth: 'operator',
    permission: 'finance.review',
    body: 'bulkIdsBody',
    answer: 'bulkResult',
    description:
      'Approves up to 100 manual recharges. Each row in its own transaction, audited as the single decision; the answer says what came of each. With an `Idempotency-Key` header a repeat answers the first answer.',
  },
  bulkRejectRecharges: {
    method: 'POST',
    path: '/admin-api/recharges/bulk-reject',
    auth: 'operator',
    permission: 'finance.review',
    body: 'bulkReasonBody',
    answer: 'bulkResult',
    description:
      'Rejects up to 100 manual recharges with one reason. Each row in its own transaction, audited as the single decision; the answer says what came of each. With an `Idempotency-Key` header a repeat answers the first answer.',
  },
  withdrawals: withdrawalList,
  withdrawalsExport: csvExport(withdrawalList, 'adminWithdrawalExportQuery'),
  payWithdrawal: {
    method: 'POST',
    path: '/admin-api/withdrawals/:id/pay',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'payBody',
    answer: 'withdrawal',
    description:
      'Marks the withdrawal paid by the chain transaction. Above the four-eyes threshold (`sysConfig.fourEyes.payoutAbove`) the payout is proposed instead: the withdrawal stays `reviewing` until another operator approves it.',
  },
  rejectWithdrawal: {
    method: 'POST',
    path: '/admin-api/withdrawals/:id/reject',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'reasonBody',
    answer: 'withdrawal',
  },
  bulkRejectWithdrawals: {
    method: 'POST',
    path: '/admin-api/withdrawals/bulk-reject',
    auth: 'operator',
    permission: 'finance.review',
    body: 'bulkReasonBody',
    answer: 'bulkResult',
    description:
      'Rejects up to 100 withdrawals with one reason; the held money goes back to each user. Each row in its own transaction, audited as the single decision; the answer says what came of each. With an `Idempotency-Key` header a repeat answers the first answer.',
  },
});

/** The console's view of each network's chain set-up (any operator may read it, like the settings). */
const chain = routes('admin: settings', {
  status: { method: 'GET', path: '/admin-api/chain/status', auth: 'operator', answer: 'chainStatus' },
});

export const api = { wallet };
export const adminApi = { finance, chain };
