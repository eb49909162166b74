import {
  formatAmount,
  LANGUAGES,
  type Language,
  type LocalizedText,
  type NftOrder,
  type NftSeries,
  type ResaleFacts,
  type SeriesState,
} from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { maskContact, maskNickname } from '../../../lib/mask.ts';
import type { User } from '../../auth/user-directory.service.ts';
import { type nftListings, type nftOrders, nftSeries } from './nft.tables.ts';

export type SeriesRow = typeof nftSeries.$inferSelect;
export type OrderRow = typeof nftOrders.$inferSelect;
export type ListingRow = typeof nftListings.$inferSelect;

export const textIn = (text: LocalizedText, lang: Language) => text[lang] || text['zh-Hans'];

/** Text per language as stored: zh-Hans always, the others only when given. */
export function storedText(input: LocalizedText): LocalizedText {
  const text: LocalizedText = { 'zh-Hans': input['zh-Hans'] };
  for (const lang of LANGUAGES) if (input[lang]) text[lang] = input[lang];
  return text;
}

/**
 * Where a series stands at `now`. Sold out wins over ended: a finished edition reads "sold out"
 * whether or not its window has closed since.
 */
export function seriesState(r: SeriesRow, now: Date): SeriesState {
  if (r.saleStart > now) return 'upcoming';
  if (r.sold + r.reserved >= r.supply) return 'sold_out';
  if (r.saleEnd && r.saleEnd <= now) return 'ended';
  return 'on_sale';
}

/** The same rule in SQL, for filtering a page of series by state. */
export const seriesStateSql = (now: Date) => sql<SeriesState>`CASE
  WHEN ${nftSeries.saleStart} > ${now} THEN 'upcoming'
  WHEN ${nftSeries.sold} + ${nftSeries.reserved} >= ${nftSeries.supply} THEN 'sold_out'
  WHEN ${nftSeries.saleEnd} IS NOT NULL AND ${nftSeries.saleEnd} <= ${now} THEN 'ended'
  ELSE 'on_sale' END`;

export const toSeries = (r: SeriesRow, lang: Language, now: Date): NftSeries => ({
  id: r.id,
  name: textIn(r.name, lang),
  image: r.image,
  price: formatAmount(r.price),
  supply: r.supply,
  sold: r.sold,
  remaining: r.supply - r.sold - r.reserved,
  perUserLimit: r.perUserLimit,
  saleStart: r.saleStart.toISOString(),
  saleEnd: r.saleEnd?.toISOString() ?? null,
  rarity: r.rarity,
  featured: r.featured,
  status: seriesState(r, now),
});

export const chainFactsOf = (r: SeriesRow) => ({
  creator: r.creator,
  chain: r.chain,
  contractAddress: r.contractAddress,
  tokenStandard: r.tokenStandard,
});

/**
 * An order as `viewer` sees it: their side of it and, for a resale, its facts (`resale`, built by
 * resale/nft-listings.ts).
 */
export const toOrder = (
  o: OrderRow,
  s: Pick<SeriesRow, 'name' | 'image' | 'supply'>,
  serials: number[],
  lang: Language,
  now: Date,
  viewer: number,
  resale: ResaleFacts | null,
): NftOrder => ({
  id: o.id,
  kind: o.kind,
  role: o.sellerId === viewer ? 'seller' : 'buyer',
  seriesId: o.seriesId,
  seriesName: textIn(s.name, lang),
  image: s.image,
  quantity: o.quantity,
  unitPrice: formatAmount(o.unitPrice),
  amount: formatAmount(o.amount),
  status: o.status,
  deadline: o.deadline.toISOString(),
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  serials,
  supply: s.supply,
  resale,
  now: now.toISOString(),
});

/** Another user as the NFT pages show an owner: the masked contact, else the starred nickname. */
export const maskedOwner = (u: User | undefined) => (u ? maskContact(u) || maskNickname(u.nickname) : '');
