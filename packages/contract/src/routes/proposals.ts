import { routes } from './define.ts';

/**
 * Four eyes on money: the queue of proposals (manual adjustments, payouts above the threshold) and
 * their decisions. A finance queue (`finance.review`); approving or refusing an adjustment needs
 * `finance.adjust` as well, and nobody decides their own proposal (the server checks both).
 */
const proposals = routes('admin: proposals', {
  list: {
    method: 'GET',
    path: '/admin-api/proposals',
    auth: 'operator',
    permission: 'finance.review',
    query: 'proposalQuery',
    answer: 'proposalPage',
  },
  waiting: {
    method: 'GET',
    path: '/admin-api/proposals/waiting',
    auth: 'operator',
    permission: 'finance.review',
    answer: 'proposalsWaiting',
  },
  approve: {
    method: 'POST',
    path: '/admin-api/proposals/:id/approve',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'proposalApproveBody',
    answer: 'proposal',
    description:
      'Applies the proposal (the adjustment, the payout) in the same transaction as its state change; two approvals at once apply it once. Not by its proposer.',
  },
  refuse: {
    method: 'POST',
    path: '/admin-api/proposals/:id/refuse',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    body: 'reasonBody',
    answer: 'proposal',
  },
  cancel: {
    method: 'POST',
    path: '/admin-api/proposals/:id/cancel',
    auth: 'operator',
    permission: 'finance.review',
    params: 'idQuery',
    answer: 'proposal',
    description: 'The proposer takes back a pending proposal; nothing moves.',
  },
});

export const api = {};
export const adminApi = { proposals };
