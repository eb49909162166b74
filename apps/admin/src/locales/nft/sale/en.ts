import type { NftSaleMessages } from './zh-Hans.ts';

/** The texts of the NFT primary sale (its orders), in English. */
export const nftSaleEn: NftSaleMessages = {
  nft: {
    seriesId: 'Series ID',
    idInvalid: 'Enter a numeric ID',
    quantity: 'Quantity',
    amount: 'Amount',
    serials: 'Serials',
    deadline: 'Pay by',
    createdAt: 'Placed',
    paidAt: 'Paid',
  },
};
