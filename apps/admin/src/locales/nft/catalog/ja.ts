import type { NftCatalogMessages } from './zh-Hans.ts';

/** The texts of the NFT catalogue (the series, their form and how they sell), in Japanese. */
export const nftCatalogJa: NftCatalogMessages = {
  nft: {
    new: 'シリーズを作成',
    editTitle: 'シリーズ #{{id}} を編集',
    supply: '発行数',
    takenHint: '販売済み・予約済み {{taken}} 点。発行数はこれを下回れません',
    perUserLimit: 'お一人様の上限',
    saleStart: '販売開始',
    saleEnd: '販売終了',
    saleEndHint: '空欄は終了なし',
    saleWindow: '販売期間',
    rarity: 'レア度',
    creator: 'クリエイター',
    chain: 'チェーン',
    contractAddress: 'コントラクトアドレス',
    tokenStandard: 'トークン規格',
    featured: '注目',
    publishedHint: '公開するまでユーザーには表示されません',
    sales: '販売',
    salesText: '販売 {{sold}}・予約 {{reserved}}・残り {{remaining}} / {{supply}}',
    revenue: '売上',
    saveConfirm: 'このシリーズの変更を保存しますか？',
    createConfirm: 'このシリーズを作成しますか？',
    confirmText: '{{name}}：{{price}} USDT、{{supply}} 点、{{state}}。',
    states: {
      upcoming: '近日販売',
      on_sale: '販売中',
      sold_out: '完売',
      ended: '終了',
    },
  },
};
