import type { NftSaleMessages } from './zh-Hans.ts';

/** The texts of the NFT primary sale (its orders), in Traditional Chinese. */
export const nftSaleZhHant: NftSaleMessages = {
  nft: {
    seriesId: '系列 ID',
    idInvalid: '請輸入數字 ID',
    quantity: '數量',
    amount: '金額',
    serials: '編號',
    deadline: '支付截止',
    createdAt: '下單時間',
    paidAt: '支付時間',
  },
};
