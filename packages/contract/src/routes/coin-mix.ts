import { routes } from './define.ts';

/**
 * The coin-mix wallet (the user's `quant` USDT wallet earning a daily rate). Money-moving calls honour
 * `Idempotency-Key` (see the server's idempotency plugin).
 */
const coinMix = routes('coin-mix', {
  index: { method: 'GET', path: '/api/coinMix/index', auth: 'user', answer: 'coinMixIndex' },
  wallet: {
    method: 'GET',
    path: '/api/coinMix/wallet',
    auth: 'user',
    query: 'pageQuery',
    answer: 'coinMixWallet',
  },
  transferIn: {
    method: 'POST',
    path: '/api/coinMix/transferIn',
    auth: 'user',
    body: 'coinMixTransferBody',
    answer: 'coinMixTransferDone',
    idempotent: true,
  },
  transferOut: {
    method: 'POST',
    path: '/api/coinMix/transferOut',
    auth: 'user',
    body: 'coinMixTransferBody',
    answer: 'coinMixTransferDone',
    idempotent: true,
  },
  withdraw: {
    method: 'POST',
    path: '/api/coinMix/withdraw',
    auth: 'user',
    body: 'coinMixWithdrawBody',
    answer: 'withdrawal',
    idempotent: true,
  },
});

export const api = { coinMix };
export const adminApi = {};
