/**
 * The route table: every call of `/api` (the app's) and `/admin-api` (the console's) as data
 * (`define.ts`). Each domain's file exports its areas, `api` and `adminApi`; they are merged here, so
 * adding a call or an area touches only its domain's file.
 */
import * as admin from './admin.ts';
import * as auth from './auth.ts';
import * as chainDeposits from './chain-deposits.ts';
import * as coinMix from './coin-mix.ts';
import * as config from './config.ts';
import { mergeAreas, type Route } from './define.ts';
import * as jobs from './jobs.ts';
import * as ledger from './ledger.ts';
import * as ledgerDigests from './ledger-digests.ts';
import * as market from './market.ts';
import * as nftAuctions from './nft-auctions.ts';
import * as nftBoxes from './nft-boxes.ts';
import * as nftCatalog from './nft-catalog.ts';
import * as nftResale from './nft-resale.ts';
import * as nftSale from './nft-sale.ts';
import * as notice from './notice.ts';
import * as pledge from './pledge.ts';
import * as proposals from './proposals.ts';
import * as security from './security.ts';
import * as team from './team.ts';
import * as upload from './upload.ts';
import * as wallet from './wallet.ts';

export * from './address.ts';
export * from './define.ts';

/** The app's calls, by area: `api.pledge.add`. */
export const api = /*#__PURE__*/ mergeAreas(
  admin.api,
  auth.api,
  chainDeposits.api,
  coinMix.api,
  config.api,
  jobs.api,
  ledger.api,
  ledgerDigests.api,
  market.api,
  nftCatalog.api,
  nftSale.api,
  nftResale.api,
  nftBoxes.api,
  nftAuctions.api,
  notice.api,
  pledge.api,
  proposals.api,
  security.api,
  team.api,
  upload.api,
  wallet.api,
);

/** The console's calls, by area: `adminApi.pledge.products`. */
export const adminApi = /*#__PURE__*/ mergeAreas(
  admin.adminApi,
  auth.adminApi,
  chainDeposits.adminApi,
  coinMix.adminApi,
  config.adminApi,
  jobs.adminApi,
  ledger.adminApi,
  ledgerDigests.adminApi,
  market.adminApi,
  nftCatalog.adminApi,
  nftSale.adminApi,
  nftResale.adminApi,
  nftBoxes.adminApi,
  nftAuctions.adminApi,
  notice.adminApi,
  pledge.adminApi,
  proposals.adminApi,
  security.adminApi,
  team.adminApi,
  upload.adminApi,
  wallet.adminApi,
);

/** Every route of the table. */
export const allRoutes: Route[] = /*#__PURE__*/ [api, adminApi].flatMap((table) =>
  Object.values(table).flatMap((area) => Object.values(area) as Route[]),
);
