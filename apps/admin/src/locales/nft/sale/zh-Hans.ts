/**
 * The texts of the NFT primary sale (its orders), in Simplified Chinese: the reference for the other
 * three languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const nftSaleZhHans = {
  nft: {
    seriesId: '系列 ID',
    idInvalid: '请输入数字 ID',
    quantity: '数量',
    amount: '金额',
    serials: '编号',
    deadline: '支付截止',
    createdAt: '下单时间',
    paidAt: '支付时间',
  },
};

export type NftSaleMessages = typeof nftSaleZhHans;
