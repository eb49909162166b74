import { csvExport, routes } from './define.ts';

/**
 * Resale: the listings, the seller's own, listing and unlisting a copy, the seller's confirmation and
 * the appeals. Listing (a fee held) and confirming (the copy and the fee move) honour Idempotency-Key.
 */
const resale = routes('nft', {
  listings: {
    method: 'GET',
    path: '/api/nft/listings',
    auth: 'user',
    query: 'listingsQuery',
    answer: 'listingList',
  },
  myListings: {
    method: 'GET',
    path: '/api/nft/myListings',
    auth: 'user',
    query: 'myListingsQuery',
    answer: 'myListingList',
  },
  list: {
    method: 'POST',
    path: '/api/nft/list',
    auth: 'user',
    body: 'listBody',
    answer: 'myListing',
    idempotent: true,
  },
  unlist: { method: 'POST', path: '/api/nft/unlist', auth: 'user', body: 'unlistBody', answer: 'myListing' },
  confirm: {
    method: 'POST',
    path: '/api/coupon/confirm',
    auth: 'user',
    body: 'confirmBody',
    answer: 'nftOrder',
    idempotent: true,
  },
  feedback: {
    method: 'POST',
    path: '/api/coupon/feedback',
    auth: 'user',
    body: 'feedbackBody',
    answer: 'appealDetail',
  },
  appeals: {
    method: 'GET',
    path: '/api/coupon/appeals',
    auth: 'user',
    query: 'pageQuery',
    answer: 'appealList',
  },
  appeal: {
    method: 'GET',
    path: '/api/coupon/appeal',
    auth: 'user',
    query: 'idQuery',
    answer: 'appealDetail',
  },
});

const appealList = {
  method: 'GET',
  path: '/admin-api/nft/appeals',
  auth: 'operator',
  permission: 'users.read',
  query: 'adminAppealQuery',
  answer: 'adminAppealList',
} as const;

/**
 * Resale appeals: they show who bought what (`users.read`); deciding one moves a copy and a fee between
 * users: `finance.review`.
 */
const resaleAdmin = routes('admin: nft', {
  appeals: appealList,
  appealsExport: csvExport(appealList, 'adminAppealExportQuery'),
  appeal: {
    method: 'GET',
    path: '/admin-api/nft/appeals/:id',
    auth: 'operator',
    permission: 'users.read',
    params: 'appealIdParams',
    answer: 'adminAppealDetail',
  },
  decide: {
    method: 'POST',
    path: '/admin-api/nft/appeals/:id/decide',
    auth: 'operator',
    permission: 'finance.review',
    params: 'appealIdParams',
    body: 'decideBody',
    answer: 'adminAppealDetail',
  },
});

export const api = { resale };
export const adminApi = { resale: resaleAdmin };
