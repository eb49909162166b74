/**
 * The spec's money-moving POSTs: each honours an `Idempotency-Key` (the server's routes mark them
 * `config.idempotent`), and the web app's request client sends one with every call to them, so a
 * retried submit never pays twice. Includes the calls of areas not built yet. Without zod, so the
 * request client (first screen) can import it.
 */
export const IDEMPOTENT_PATHS = [
  '/api/order/add',
  '/api/order/pay',
  '/api/pledge/add',
  '/api/coupon/confirm',
  '/api/nft/list',
  '/api/nft/box/open',
  '/api/nft/synthesize',
  '/api/auction/bid',
  '/api/fund/recharge',
  '/api/fund/autoRecharge',
  '/api/fund/withdraw',
  '/api/fund/transfer',
  '/api/fund/transferMcc',
  '/api/fund/buySsk',
  '/api/fund/sellSsk',
  '/api/market/exchange',
  '/api/coinMix/transferIn',
  '/api/coinMix/transferOut',
  '/api/coinMix/withdraw',
] as const;
