import type { AuctionsMessages } from './zh-Hans.ts';

/** The texts of auctions, in English. */
export const auctionsEn: AuctionsMessages = {
  auctions: {
    new: 'New auction',
    newHint:
      'The platform auctions one copy of the series: it is set aside from the unsold supply now and minted for the winner. A bid in the last {{minutes}} minutes moves the end to {{minutes}} minutes after it.',
    available: '{{n}} left',
    copy: 'Copy',
    platformCopy: 'Platform copy',
    seller: 'Seller',
    platform: 'Platform',
    startPrice: 'Start price',
    increment: 'Minimum raise',
    incrementHint: 'Each bid beats the leading one by at least this percentage (1 %–50 %)',
    raiseBy: 'raise {{percent}}',
    reserve: 'Reserve',
    reserveHint: 'Empty for none; below it the copy does not sell',
    noReserve: 'None',
    reserveIs: 'reserve {{amount}} USDT',
    withoutReserve: 'no reserve',
    reserveMet: 'Reserve met',
    reserveNotMet: 'Reserve not met',
    leadingBid: 'Leading bid',
    noBids: 'No bids yet',
    bids: 'Bids',
    window: 'Runs',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    endsAtHint: 'An auction lasts at most {{days}} days',
    createConfirm: 'Create this auction?',
    createText:
      '{{name}}: starts at {{price}} USDT, raise {{increment}}, {{reserve}}, {{startsAt}} to {{endsAt}}. One copy of the series is set aside.',
    cancel: 'Cancel auction',
    cancelConfirm: 'Cancel auction #{{id}} ({{name}})?',
    cancelTextPlatform:
      'Nobody has bid yet. The copy set aside goes back to its series. This cannot be undone.',
    cancelTextOwner:
      'Nobody has bid yet. The copy is unlocked and stays with its owner. This cannot be undone.',
    cancelled: 'Auction cancelled',
    states: {
      upcoming: 'Upcoming',
      live: 'Live',
      ended: 'Settling',
      sold: 'Sold',
      unsold: 'Unsold',
      cancelled: 'Cancelled',
    },
  },
};
