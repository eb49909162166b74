import { csvExport, routes } from './define.ts';

/**
 * Orders, of a series (primary sale) or of a listing (resale), and the order notifications. Ordering
 * and paying honour Idempotency-Key (see the server's idempotency plugin).
 */
const nftOrders = routes('nft', {
  add: {
    method: 'POST',
    path: '/api/order/add',
    auth: 'user',
    body: 'orderAddBody',
    answer: 'nftOrder',
    idempotent: true,
  },
  pay: {
    method: 'POST',
    path: '/api/order/pay',
    auth: 'user',
    body: 'orderPayBody',
    answer: 'nftOrder',
    idempotent: true,
  },
  cancel: {
    method: 'POST',
    path: '/api/order/cancel',
    auth: 'user',
    body: 'orderCancelBody',
    answer: 'nftOrder',
  },
  list: {
    method: 'GET',
    path: '/api/order/index',
    auth: 'user',
    query: 'orderListQuery',
    answer: 'nftOrderList',
  },
  detail: { method: 'GET', path: '/api/order/detail', auth: 'user', query: 'idQuery', answer: 'nftOrder' },
  tips: { method: 'GET', path: '/api/order/tips', auth: 'user', answer: 'orderTips' },
  readTip: {
    method: 'GET',
    path: '/api/order/readTips',
    auth: 'user',
    query: 'readTipsQuery',
    answer: 'tipsUnread',
  },
});

const orderList = {
  method: 'GET',
  path: '/admin-api/nft/orders',
  auth: 'operator',
  permission: 'users.read',
  query: 'adminOrderQuery',
  answer: 'adminNftOrderList',
} as const;

/** Orders (primary sale and resale): they show who bought what, so they need `users.read`. */
const nftOrdersAdmin = routes('admin: nft', {
  list: orderList,
  export: csvExport(orderList, 'adminOrderExportQuery'),
});

export const api = { nftOrders };
export const adminApi = { nftOrders: nftOrdersAdmin };
