/**
 * The texts of auctions, in Simplified Chinese: the reference for the other three languages, which
 * must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const auctionsZhHans = {
  auctions: {
    new: '新建拍卖',
    newHint:
      '平台拍卖所选系列的一份：创建时即从未售份数中预留，成交后为得主铸造。结束前 {{minutes}} 分钟内有人出价，结束时间顺延至出价后 {{minutes}} 分钟。',
    available: '剩余 {{n}} 份',
    copy: '藏品',
    platformCopy: '平台份额',
    seller: '卖家',
    platform: '平台',
    startPrice: '起拍价',
    increment: '加价幅度',
    incrementHint: '每次出价至少高出领先价的百分比（1%–50%）',
    raiseBy: '加价 {{percent}}',
    reserve: '保留价',
    reserveHint: '留空为无保留价；最高出价低于保留价则流拍',
    noReserve: '无',
    reserveIs: '保留价 {{amount}} USDT',
    withoutReserve: '无保留价',
    reserveMet: '已达保留价',
    reserveNotMet: '未达保留价',
    leadingBid: '领先出价',
    noBids: '暂无出价',
    bids: '出价',
    window: '拍卖时间',
    startsAt: '开始时间',
    endsAt: '结束时间',
    endsAtHint: '拍卖最长 {{days}} 天',
    createConfirm: '创建该拍卖？',
    createText:
      '{{name}}：起拍 {{price}} USDT，加价 {{increment}}，{{reserve}}，{{startsAt}} 至 {{endsAt}}。将从该系列预留 1 份。',
    cancel: '取消拍卖',
    cancelConfirm: '取消拍卖 #{{id}}「{{name}}」？',
    cancelTextPlatform: '尚无人出价。取消后预留的一份退回系列，此操作不可撤销。',
    cancelTextOwner: '尚无人出价。取消后藏品解除锁定、退回卖家，此操作不可撤销。',
    cancelled: '拍卖已取消',
    states: {
      upcoming: '未开始',
      live: '竞拍中',
      ended: '待结算',
      sold: '已成交',
      unsold: '流拍',
      cancelled: '已取消',
    },
  },
};

export type AuctionsMessages = typeof auctionsZhHans;
