import type { AuctionTab, Language, SeriesState } from '@mcc/contract';

/**
 * Every NFT query starts with 'nft', so one invalidation refreshes them all after an order, a
 * payment or a resale step. Names come in the app's language, so those keys carry it.
 */
export const nftKeys = {
  all: ['nft'] as const,
  home: (lang: Language) => ['nft', 'home', lang] as const,
  series: (lang: Language, status: SeriesState | 'all') => ['nft', 'series', lang, status] as const,
  detail: (lang: Language, id: number) => ['nft', 'detail', lang, id] as const,
  copies: (id: number) => ['nft', 'copies', id] as const,
  orders: (lang: Language) => ['nft', 'orders', lang] as const,
  order: (lang: Language, id: number) => ['nft', 'order', lang, id] as const,
  heldCopies: (lang: Language) => ['nft', 'heldCopies', lang] as const,
  heldCopy: (lang: Language, id: number) => ['nft', 'heldCopy', lang, id] as const,
  tips: (lang: Language) => ['nft', 'tips', lang] as const,
  listings: (lang: Language, seriesId: number) => ['nft', 'listings', lang, seriesId] as const,
  lastListing: (lang: Language) => ['nft', 'lastListing', lang] as const,
  appeals: (lang: Language) => ['nft', 'appeals', lang] as const,
  appeal: (lang: Language, id: number) => ['nft', 'appeal', lang, id] as const,
  boxes: (lang: Language) => ['nft', 'boxes', lang] as const,
  box: (lang: Language, id: number) => ['nft', 'box', lang, id] as const,
  /** The user's current seed pair: no names in it, so not per language. */
  seed: ['nft', 'seed'] as const,
  draws: (lang: Language, boxId: number) => ['nft', 'draws', lang, boxId] as const,
  draw: (lang: Language, id: number) => ['nft', 'draw', lang, id] as const,
  recipes: (lang: Language) => ['nft', 'recipes', lang] as const,
  auctions: (lang: Language, tab: AuctionTab) => ['nft', 'auctions', lang, tab] as const,
  auction: (lang: Language, id: number) => ['nft', 'auction', lang, id] as const,
};
