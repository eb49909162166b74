import { auctionsZhHant } from './auctions/zh-Hant.ts';
import { boxesZhHant } from './boxes/zh-Hant.ts';
import { nftCatalogZhHant } from './catalog/zh-Hant.ts';
import { nftCoreZhHant } from './core/zh-Hant.ts';
import { appealsZhHant } from './resale/zh-Hant.ts';
import { nftSaleZhHant } from './sale/zh-Hant.ts';
import type { NftMessages } from './zh-Hans.ts';

/** The NFT texts in Traditional Chinese, a folder per room (./zh-Hans.ts). */
export const nftZhHant: NftMessages = {
  nft: { ...nftCoreZhHant.nft, ...nftCatalogZhHant.nft, ...nftSaleZhHant.nft },
  ...boxesZhHant,
  ...auctionsZhHant,
  ...appealsZhHant,
};
