import type { NftCatalogMessages } from './zh-Hans.ts';

/** The texts of the NFT catalogue (the series, their form and how they sell), in Traditional Chinese. */
export const nftCatalogZhHant: NftCatalogMessages = {
  nft: {
    new: '新建系列',
    editTitle: '編輯系列 #{{id}}',
    supply: '發行量',
    takenHint: '已售和預留共 {{taken}} 份，發行量不能少於此數',
    perUserLimit: '每人限購',
    saleStart: '開賣時間',
    saleEnd: '結束時間',
    saleEndHint: '留空為不結束',
    saleWindow: '發售時間',
    rarity: '稀有度',
    creator: '創作者',
    chain: '所在鏈',
    contractAddress: '合約地址',
    tokenStandard: '代幣標準',
    featured: '精選',
    publishedHint: '未發布的系列用戶看不到',
    sales: '銷售',
    salesText: '已售 {{sold}} · 預留 {{reserved}} · 剩餘 {{remaining}} / {{supply}}',
    revenue: '銷售額',
    saveConfirm: '儲存對該系列的修改？',
    createConfirm: '建立該系列？',
    confirmText: '{{name}}：{{price}} USDT，發行 {{supply}} 份，{{state}}。',
    states: {
      upcoming: '即將開賣',
      on_sale: '發售中',
      sold_out: '已售罄',
      ended: '已結束',
    },
  },
};
