import { routes } from './define.ts';

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

/** The finance queues of the console: recharges to approve, withdrawals to pay (`finance.review`). */
const finance = routes('admin: finance', {
  recharges: {
    method: 'GET',
    path: '/admin-api/recharges',
    auth: 'operator',
    permission: 'finance.review',
    query: 'adminRechargeQuery',
    answer: 'adminRechargePage',
  },
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
  withdrawals: {
    method: 'GET',
    path: '/admin-api/withdrawals',
    auth: 'operator',
    permission: 'finance.review',
    query: 'adminWithdrawalQuery',
    answer: 'adminWithdrawalPage',
  },
  payWithdrawal: {
    method: 'POST',
    path: '/admin-api/withdrawals/:id/pay',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'payBody',
    answer: 'withdrawal',
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
});

/** The console's view of each network's chain set-up (any operator may read it, like the settings). */
const chain = routes('admin: settings', {
  status: { method: 'GET', path: '/admin-api/chain/status', auth: 'operator', answer: 'chainStatus' },
});

export const api = { wallet };
export const adminApi = { finance, chain };
