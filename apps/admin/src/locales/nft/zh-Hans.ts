import { auctionsZhHans } from './auctions/zh-Hans.ts';
import { boxesZhHans } from './boxes/zh-Hans.ts';
import { nftCatalogZhHans } from './catalog/zh-Hans.ts';
import { nftCoreZhHans } from './core/zh-Hans.ts';
import { appealsZhHans } from './resale/zh-Hans.ts';
import { nftSaleZhHans } from './sale/zh-Hans.ts';

/**
 * The NFT texts in Simplified Chinese, a folder per room as features/nft/ has them: the core's words
 * every room uses, the catalogue (series), the primary sale (orders), resale (appeals), blind boxes
 * (and recipes) and auctions. The `nft` keys of the core, catalogue and sale are one namespace.
 */
export const nftZhHans = {
  nft: { ...nftCoreZhHans.nft, ...nftCatalogZhHans.nft, ...nftSaleZhHans.nft },
  ...boxesZhHans,
  ...auctionsZhHans,
  ...appealsZhHans,
};

export type NftMessages = typeof nftZhHans;
