import { auctionsEn } from './auctions/en.ts';
import { boxesEn } from './boxes/en.ts';
import { nftCatalogEn } from './catalog/en.ts';
import { nftCoreEn } from './core/en.ts';
import { appealsEn } from './resale/en.ts';
import { nftSaleEn } from './sale/en.ts';
import type { NftMessages } from './zh-Hans.ts';

/** The NFT texts in English, a folder per room (./zh-Hans.ts). */
export const nftEn: NftMessages = {
  nft: { ...nftCoreEn.nft, ...nftCatalogEn.nft, ...nftSaleEn.nft },
  ...boxesEn,
  ...auctionsEn,
  ...appealsEn,
};
