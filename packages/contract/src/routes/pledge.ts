import { csvExport, routes } from './define.ts';

/** AI quant (pledge): products, stakes and their daily earnings, for signed-in users. */
const pledge = routes('pledge', {
  index: { method: 'GET', path: '/api/pledge/index', auth: 'user', answer: 'pledgeIndex' },
  add: {
    method: 'POST',
    path: '/api/pledge/add',
    auth: 'user',
    body: 'pledgeAddBody',
    answer: 'pledgeOrder',
    idempotent: true,
  },
  orders: {
    method: 'GET',
    path: '/api/pledge/order',
    auth: 'user',
    query: 'keysetPageQuery',
    answer: 'pledgeOrderList',
  },
  total: { method: 'GET', path: '/api/pledge/total', auth: 'user', answer: 'pledgeTotal' },
  earnings: {
    method: 'GET',
    path: '/api/pledge/earnings',
    auth: 'user',
    query: 'pledgeEarningsQuery',
    answer: 'pledgeEarningList',
  },
});

const orderList = {
  method: 'GET',
  path: '/admin-api/pledge/orders',
  auth: 'operator',
  permission: 'users.read',
  query: 'adminPledgeOrderQuery',
  answer: 'adminPledgeOrderList',
} as const;

/**
 * AI quant in the console. Products are read by every operator (no personal data) and written with
 * `content.write`; orders show whose money is staked, so they need `users.read`.
 */
const pledgeAdmin = routes('admin: pledge', {
  products: {
    method: 'GET',
    path: '/admin-api/pledge/products',
    auth: 'operator',
    answer: 'adminPledgeProductList',
  },
  createProduct: {
    method: 'POST',
    path: '/admin-api/pledge/products',
    auth: 'operator',
    permission: 'content.write',
    body: 'pledgeProductBody',
    answer: 'adminPledgeProduct',
  },
  updateProduct: {
    method: 'POST',
    path: '/admin-api/pledge/products/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    body: 'pledgeProductBody',
    answer: 'adminPledgeProduct',
  },
  orders: orderList,
  ordersExport: csvExport(orderList, 'adminPledgeOrderExportQuery'),
});

export const api = { pledge };
export const adminApi = { pledge: pledgeAdmin };
