import { csvExport, routes } from './define.ts';

/**
 * The market's user calls: prices and charts (signed in, like every page of the app), trades and
 * records. Money-moving calls honour `Idempotency-Key` (see the server's idempotency plugin).
 */
const market = routes('market', {
  price: {
    method: 'GET',
    path: '/api/market/price',
    auth: 'user',
    query: 'symbolQuery',
    answer: 'marketPrice',
  },
  history: {
    method: 'GET',
    path: '/api/market/history',
    auth: 'user',
    query: 'historyQuery',
    answer: 'marketHistory',
  },
  // Read with fetch (the `token` header, as every call) rather than EventSource.
  stream: {
    method: 'GET',
    path: '/api/market/stream',
    auth: 'user',
    answer: 'event-stream',
    description: 'Server-sent events: `price` events (id = the price row), `: ping` heartbeats.',
  },
  records: {
    method: 'GET',
    path: '/api/market/record',
    auth: 'user',
    query: 'pageQuery',
    answer: 'marketTradeList',
  },
  exchange: {
    method: 'POST',
    path: '/api/market/exchange',
    auth: 'user',
    body: 'exchangeBody',
    answer: 'marketTrade',
    idempotent: true,
  },
  buySsk: {
    method: 'POST',
    path: '/api/fund/buySsk',
    auth: 'user',
    body: 'sskTradeBody',
    answer: 'marketTrade',
    idempotent: true,
  },
  sellSsk: {
    method: 'POST',
    path: '/api/fund/sellSsk',
    auth: 'user',
    body: 'sskTradeBody',
    answer: 'marketTrade',
    idempotent: true,
  },
});

const planList = {
  method: 'GET',
  path: '/admin-api/market/plans',
  auth: 'operator',
  query: 'planListQuery',
  answer: 'marketPlanList',
} as const;

/**
 * Prices and price plans in the console. Every operator reads them (public figures); setting a price
 * and creating or cancelling a plan need `content.write` and are audited. Fees and daily limits are
 * settings (`settings.write`, `/admin-api/settings`).
 */
const marketAdmin = routes('admin: market', {
  prices: { method: 'GET', path: '/admin-api/market/prices', auth: 'operator', answer: 'adminPrices' },
  setPrice: {
    method: 'POST',
    path: '/admin-api/market/price',
    auth: 'operator',
    permission: 'content.write',
    body: 'setPriceBody',
    answer: 'pricePoint',
  },
  plans: planList,
  plansExport: csvExport(planList, 'planExportQuery'),
  previewPlan: {
    method: 'POST',
    path: '/admin-api/market/plans/preview',
    auth: 'operator',
    permission: 'content.write',
    body: 'planBody',
    answer: 'planPreview',
  },
  createPlan: {
    method: 'POST',
    path: '/admin-api/market/plans',
    auth: 'operator',
    permission: 'content.write',
    body: 'planBody',
    answer: 'marketPlan',
  },
  cancelPlan: {
    method: 'POST',
    path: '/admin-api/market/plans/:id/cancel',
    auth: 'operator',
    permission: 'content.write',
    params: 'planIdParams',
    answer: 'marketPlan',
  },
});

export const api = { market };
export const adminApi = { market: marketAdmin };
