import { csvExport, routes } from './define.ts';

/**
 * The NFT home, the series and their copies, the copies the user holds (the spec's "coupons"). Names
 * and descriptions come in the request's language.
 */
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

const seriesList = {
  method: 'GET',
  path: '/admin-api/nft/series',
  auth: 'operator',
  query: 'adminSeriesQuery',
  answer: 'adminSeriesList',
} as const;

/** Series: read by every operator (no personal data), written with `content.write`. */
const nftAdmin = routes('admin: nft', {
  series: seriesList,
  seriesExport: csvExport(seriesList, 'adminSeriesExportQuery'),
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

export const api = { nft };
export const adminApi = { nft: nftAdmin };
