import { auctionsJa } from './auctions/ja.ts';
import { boxesJa } from './boxes/ja.ts';
import { nftCatalogJa } from './catalog/ja.ts';
import { nftCoreJa } from './core/ja.ts';
import { appealsJa } from './resale/ja.ts';
import { nftSaleJa } from './sale/ja.ts';
import type { NftMessages } from './zh-Hans.ts';

/** The NFT texts in Japanese, a folder per room (./zh-Hans.ts). */
export const nftJa: NftMessages = {
  nft: { ...nftCoreJa.nft, ...nftCatalogJa.nft, ...nftSaleJa.nft },
  ...boxesJa,
  ...auctionsJa,
  ...appealsJa,
};
