import { routes } from './define.ts';

/*
 * The NFT calls for signed-in users, by part of the domain: the catalogue and the copies held (the
 * spec's "coupons"), orders (primary sale and resale), resale listings and appeals, blind boxes and
 * the chain game, auctions. Names and descriptions come in the request's language.
 */

/** The NFT home, the series and their copies, the copies the user holds (the spec's "coupons"). */
const nft = routes('nft', {
  // Banners, the notices ticker, featured / on-sale / upcoming series and the MCC price.
  home: { method: 'GET', path: '/api/index/index', auth: 'user', answer: 'nftHome' },
  series: {
    method: 'GET',
    path: '/api/nft/series',
    auth: 'user',
    query: 'seriesListQuery',
    answer: 'nftSeriesList',
  },
  seriesDetail: {
    method: 'GET',
    path: '/api/nft/series/detail',
    auth: 'user',
    query: 'idQuery',
    answer: 'nftSeriesDetail',
  },
  seriesCopies: {
    method: 'GET',
    path: '/api/nft/series/copies',
    auth: 'user',
    query: 'seriesCopiesQuery',
    answer: 'seriesCopyList',
  },
  copies: {
    method: 'GET',
    path: '/api/coupon/index',
    auth: 'user',
    query: 'pageQuery',
    answer: 'heldCopyList',
  },
  copy: {
    method: 'GET',
    path: '/api/coupon/detail',
    auth: 'user',
    query: 'idQuery',
    answer: 'heldCopyDetail',
  },
});

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

/**
 * Blind boxes, seed pairs, draws and the chain game (calls added under `/api/nft`). Opening and
 * synthesising move money: they honour Idempotency-Key.
 */
const boxes = routes('nft', {
  list: { method: 'GET', path: '/api/nft/boxes', auth: 'user', query: 'boxListQuery', answer: 'nftBoxList' },
  detail: { method: 'GET', path: '/api/nft/box', auth: 'user', query: 'idQuery', answer: 'nftBox' },
  open: {
    method: 'POST',
    path: '/api/nft/box/open',
    auth: 'user',
    body: 'boxOpenBody',
    answer: 'boxOpenAnswer',
    idempotent: true,
  },
  seed: { method: 'GET', path: '/api/nft/seed', auth: 'user', answer: 'seedPair' },
  rotateSeed: {
    method: 'POST',
    path: '/api/nft/seed/rotate',
    auth: 'user',
    body: 'rotateBody',
    answer: 'rotateAnswer',
  },
  draws: {
    method: 'GET',
    path: '/api/nft/draws',
    auth: 'user',
    query: 'drawListQuery',
    answer: 'boxDrawList',
  },
  draw: { method: 'GET', path: '/api/nft/draw', auth: 'user', query: 'idQuery', answer: 'boxDraw' },
  recipes: {
    method: 'GET',
    path: '/api/nft/recipes',
    auth: 'user',
    query: 'recipeListQuery',
    answer: 'recipeList',
  },
  synthesize: {
    method: 'POST',
    path: '/api/nft/synthesize',
    auth: 'user',
    body: 'synthesizeBody',
    answer: 'synthesizeAnswer',
    idempotent: true,
  },
});

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

/*
 * The NFT domain in the console. Series, boxes and recipes are read by every operator (no personal
 * data) and written with `content.write`; orders, appeals and auctions show who bought, sells or leads,
 * so they need `users.read`; deciding an appeal moves a copy and a fee between users: `finance.review`.
 */

/** Series. */
const nftAdmin = routes('admin: nft', {
  series: {
    method: 'GET',
    path: '/admin-api/nft/series',
    auth: 'operator',
    query: 'pageQuery',
    answer: 'adminSeriesList',
  },
  createSeries: {
    method: 'POST',
    path: '/admin-api/nft/series',
    auth: 'operator',
    permission: 'content.write',
    body: 'seriesBody',
    answer: 'adminSeries',
  },
  updateSeries: {
    method: 'POST',
    path: '/admin-api/nft/series/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'seriesIdParams',
    body: 'seriesBody',
    answer: 'adminSeries',
  },
});

/** Orders (primary sale and resale). */
const nftOrdersAdmin = routes('admin: nft', {
  list: {
    method: 'GET',
    path: '/admin-api/nft/orders',
    auth: 'operator',
    permission: 'users.read',
    query: 'adminOrderQuery',
    answer: 'adminNftOrderList',
  },
});

/** Resale appeals. */
const resaleAdmin = routes('admin: nft', {
  appeals: {
    method: 'GET',
    path: '/admin-api/nft/appeals',
    auth: 'operator',
    permission: 'users.read',
    query: 'adminAppealQuery',
    answer: 'adminAppealList',
  },
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

/** Blind boxes and chain-game recipes. */
const boxesAdmin = routes('admin: nft', {
  list: {
    method: 'GET',
    path: '/admin-api/nft/boxes',
    auth: 'operator',
    query: 'pageQuery',
    answer: 'adminBoxList',
  },
  create: {
    method: 'POST',
    path: '/admin-api/nft/boxes',
    auth: 'operator',
    permission: 'content.write',
    body: 'boxBody',
    answer: 'adminBox',
  },
  update: {
    method: 'POST',
    path: '/admin-api/nft/boxes/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'boxIdParams',
    body: 'boxUpdateBody',
    answer: 'adminBox',
  },
  close: {
    method: 'POST',
    path: '/admin-api/nft/boxes/:id/close',
    auth: 'operator',
    permission: 'content.write',
    params: 'boxIdParams',
    answer: 'adminBox',
  },
  recipes: {
    method: 'GET',
    path: '/admin-api/nft/recipes',
    auth: 'operator',
    query: 'pageQuery',
    answer: 'adminRecipeList',
  },
  createRecipe: {
    method: 'POST',
    path: '/admin-api/nft/recipes',
    auth: 'operator',
    permission: 'content.write',
    body: 'recipeBody',
    answer: 'adminRecipe',
  },
  updateRecipe: {
    method: 'POST',
    path: '/admin-api/nft/recipes/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'recipeIdParams',
    body: 'recipeBody',
    answer: 'adminRecipe',
  },
});

/**
 * Auctions: the list shows who sells and leads (`users.read`); the platform's own auctions are created,
 * and any auction without a bid is cancelled, with `content.write`.
 */
const auctionsAdmin = routes('admin: nft', {
  list: {
    method: 'GET',
    path: '/admin-api/nft/auctions',
    auth: 'operator',
    permission: 'users.read',
    query: 'pageQuery',
    answer: 'adminAuctionList',
  },
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

export const api = { nft, nftOrders, resale, boxes, auctions };
export const adminApi = {
  nft: nftAdmin,
  nftOrders: nftOrdersAdmin,
  resale: resaleAdmin,
  boxes: boxesAdmin,
  auctions: auctionsAdmin,
};
