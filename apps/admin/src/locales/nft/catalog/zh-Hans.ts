/**
 * The texts of the NFT catalogue (the series, their form and how they sell), in Simplified Chinese:
 * the reference for the other three languages, which must have exactly these keys (./en.ts, ./ja.ts,
 * ./zh-Hant.ts).
 */
export const nftCatalogZhHans = {
  nft: {
    new: '新建系列',
    editTitle: '编辑系列 #{{id}}',
    supply: '发行量',
    takenHint: '已售和预留共 {{taken}} 份，发行量不能少于此数',
    perUserLimit: '每人限购',
    saleStart: '开售时间',
    saleEnd: '结束时间',
    saleEndHint: '留空为不结束',
    saleWindow: '发售时间',
    rarity: '稀有度',
    creator: '创作者',
    chain: '所在链',
    contractAddress: '合约地址',
    tokenStandard: '代币标准',
    featured: '精选',
    publishedHint: '未发布的系列用户看不到',
    sales: '销售',
    salesText: '已售 {{sold}} · 预留 {{reserved}} · 剩余 {{remaining}} / {{supply}}',
    revenue: '销售额',
    saveConfirm: '保存对该系列的修改？',
    createConfirm: '创建该系列？',
    confirmText: '{{name}}：{{price}} USDT，发行 {{supply}} 份，{{state}}。',
    states: {
      upcoming: '即将开售',
      on_sale: '发售中',
      sold_out: '已售罄',
      ended: '已结束',
    },
  },
};

export type NftCatalogMessages = typeof nftCatalogZhHans;
