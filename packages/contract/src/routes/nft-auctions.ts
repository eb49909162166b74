import { csvExport, routes } from './define.ts';

/** Auctions (`/api/auction/*`): the tabs, one auction with its bids, its live stream, listing, bidding. */
const auctions = routes('auction', {
  list: {
    method: 'GET',
    path: '/api/auction/index',
    auth: 'user',
    query: 'auctionListQuery',
    answer: 'auctionList',
  },
  detail: {
    method: 'GET',
    path: '/api/auction/detail',
    auth: 'user',
    query: 'auctionIdQuery',
    answer: 'auctionDetail',
  },
  // Server-sent events, read with fetch (the `token` header, as every call) rather than EventSource.
  stream: {
    method: 'GET',
    path: '/api/auction/stream',
    auth: 'user',
    query: 'auctionIdQuery',
    answer: 'event-stream',
    description: 'Server-sent events: `auction` events (data: the auction id) after each change, `: ping`.',
  },
  add: {
    method: 'POST',
    path: '/api/auction/add',
    auth: 'user',
    body: 'auctionAddBody',
    answer: 'auctionDetail',
  },
  // A bid holds money: it honours Idempotency-Key.
  bid: {
    method: 'POST',
    path: '/api/auction/bid',
    auth: 'user',
    body: 'bidBody',
    answer: 'auctionDetail',
    idempotent: true,
  },
});

const auctionList = {
  method: 'GET',
  path: '/admin-api/nft/auctions',
  auth: 'operator',
  permission: 'users.read',
  query: 'adminAuctionQuery',
  answer: 'adminAuctionList',
} as const;

/**
 * Auctions: the list shows who sells and leads (`users.read`); the platform's own auctions are created,
 * and any auction without a bid is cancelled, with `content.write`.
 */
const auctionsAdmin = routes('admin: nft', {
  list: auctionList,
  export: csvExport(auctionList, 'adminAuctionExportQuery'),
  create: {
    method: 'POST',
    path: '/admin-api/nft/auctions',
    auth: 'operator',
    permission: 'content.write',
    body: 'adminAuctionBody',
    answer: 'adminAuction',
  },
  cancel: {
    method: 'POST',
    path: '/admin-api/nft/auctions/:id/cancel',
    auth: 'operator',
    permission: 'content.write',
    params: 'auctionIdParams',
    answer: 'adminAuction',
  },
});

export const api = { auctions };
export const adminApi = { auctions: auctionsAdmin };
