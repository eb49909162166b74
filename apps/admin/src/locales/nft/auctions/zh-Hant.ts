import type { AuctionsMessages } from './zh-Hans.ts';

/** The texts of auctions, in Traditional Chinese. */
export const auctionsZhHant: AuctionsMessages = {
  auctions: {
    new: '新建拍賣',
    newHint:
      '平台拍賣所選系列的一份：建立時即從未售份數中預留，成交後為得主鑄造。結束前 {{minutes}} 分鐘內有人出價，結束時間順延至出價後 {{minutes}} 分鐘。',
    available: '剩餘 {{n}} 份',
    copy: '藏品',
    platformCopy: '平台份額',
    seller: '賣家',
    platform: '平台',
    startPrice: '起拍價',
    increment: '加價幅度',
    incrementHint: '每次出價至少高出領先價的百分比（1%–50%）',
    raiseBy: '加價 {{percent}}',
    reserve: '保留價',
    reserveHint: '留空為無保留價；最高出價低於保留價則流拍',
    noReserve: '無',
    reserveIs: '保留價 {{amount}} USDT',
    withoutReserve: '無保留價',
    reserveMet: '已達保留價',
    reserveNotMet: '未達保留價',
    leadingBid: '領先出價',
    noBids: '暫無出價',
    bids: '出價',
    window: '拍賣時間',
    startsAt: '開始時間',
    endsAt: '結束時間',
    endsAtHint: '拍賣最長 {{days}} 天',
    createConfirm: '建立該拍賣？',
    createText:
      '{{name}}：起拍 {{price}} USDT，加價 {{increment}}，{{reserve}}，{{startsAt}} 至 {{endsAt}}。將從該系列預留 1 份。',
    cancel: '取消拍賣',
    cancelConfirm: '取消拍賣 #{{id}}「{{name}}」？',
    cancelTextPlatform: '尚無人出價。取消後預留的一份退回系列，此操作不可撤銷。',
    cancelTextOwner: '尚無人出價。取消後藏品解除鎖定、退回賣家，此操作不可撤銷。',
    cancelled: '拍賣已取消',
    states: {
      upcoming: '未開始',
      live: '競拍中',
      ended: '待結算',
      sold: '已成交',
      unsold: '流拍',
      cancelled: '已取消',
    },
  },
};
