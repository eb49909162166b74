import type { AuctionsMessages } from './zh-Hans.ts';

/** The texts of auctions, in Japanese. */
export const auctionsJa: AuctionsMessages = {
  auctions: {
    new: 'オークションを作成',
    newHint:
      'プラットフォームがシリーズの 1 点を出品します。作成時に未販売分から確保し、落札者のためにミントします。終了前 {{minutes}} 分以内の入札で、終了はその {{minutes}} 分後に延びます。',
    available: '残り {{n}} 点',
    copy: '作品',
    platformCopy: 'プラットフォーム出品',
    seller: '出品者',
    platform: 'プラットフォーム',
    startPrice: '開始価格',
    increment: '最低上げ幅',
    incrementHint: '各入札は最高入札をこの割合以上上回る必要があります（1%〜50%）',
    raiseBy: '上げ幅 {{percent}}',
    reserve: '最低落札価格',
    reserveHint: '空欄でなし。これを下回ると落札されません',
    noReserve: 'なし',
    reserveIs: '最低落札価格 {{amount}} USDT',
    withoutReserve: '最低落札価格なし',
    reserveMet: '最低価格到達',
    reserveNotMet: '最低価格未達',
    leadingBid: '最高入札',
    noBids: '入札なし',
    bids: '入札数',
    window: '期間',
    startsAt: '開始日時',
    endsAt: '終了日時',
    endsAtHint: '期間は最長 {{days}} 日です',
    createConfirm: 'このオークションを作成しますか？',
    createText:
      '{{name}}：開始 {{price}} USDT、上げ幅 {{increment}}、{{reserve}}、{{startsAt}} 〜 {{endsAt}}。シリーズから 1 点を確保します。',
    cancel: 'オークションを取消',
    cancelConfirm: 'オークション #{{id}}「{{name}}」を取り消しますか？',
    cancelTextPlatform: 'まだ入札はありません。確保した 1 点はシリーズに戻ります。元に戻せません。',
    cancelTextOwner: 'まだ入札はありません。作品のロックが解除され、出品者の手元に残ります。元に戻せません。',
    cancelled: 'オークションを取り消しました',
    states: {
      upcoming: '開始前',
      live: '開催中',
      ended: '精算待ち',
      sold: '落札',
      unsold: '不成立',
      cancelled: '取消済み',
    },
  },
};
