import type { NftSaleMessages } from './zh-Hans.ts';

/** The texts of the NFT primary sale (its orders), in Japanese. */
export const nftSaleJa: NftSaleMessages = {
  nft: {
    seriesId: 'シリーズ ID',
    idInvalid: '数字の ID を入力してください',
    quantity: '数量',
    amount: '金額',
    serials: 'シリアル',
    deadline: '支払期限',
    createdAt: '注文日時',
    paidAt: '支払日時',
  },
};
