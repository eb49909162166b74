import { type BoxEntry, type BoxState, formatAmount, type Language } from '@mcc/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { nftSeries } from '../core/nft.tables.ts';
import { nftBoxDraws, nftBoxEntries, type nftBoxes } from '../core/nft-box.tables.ts';
import { type SeriesRow, textIn } from '../core/nft-views.ts';

export type BoxRow = typeof nftBoxes.$inferSelect;
export type EntryRow = typeof nftBoxEntries.$inferSelect;
export type EntryWithSeries = { entry: EntryRow; series: SeriesRow };

/** Where a box stands at `now`: closed or past its end, before its start, empty, or open. */
export function boxState(box: BoxRow, left: number, now: Date): BoxState {
  if (box.closed || (box.closesAt && box.closesAt <= now)) return 'ended';
  if (box.opensAt > now) return 'upcoming';
  return left === 0 ? 'sold_out' : 'open';
}

/** Percent with two decimals, rounded down, of `part` over `whole` ("12.50"). */
const percent = (part: number, whole: number) =>
  whole === 0
    ? '0.00'
    : formatAmount((BigInt(part) * 100_000_000n) / BigInt(whole)).replace(/(\.\d\d)\d*$/, '$1');

/** A box's entries as users see them: the odds from the weights of the entries that still have stock. */
export function entryViews(entries: EntryWithSeries[], lang: Language): BoxEntry[] {
  const total = entries.reduce((sum, e) => sum + (e.entry.left > 0 ? e.entry.weight : 0), 0);
  return entries.map(({ entry, series }) => ({
    seriesId: series.id,
    seriesName: textIn(series.name, lang),
    image: series.image,
    rarity: series.rarity,
    weight: entry.weight,
    left: entry.left,
    odds: percent(entry.left > 0 ? entry.weight : 0, total),
  }));
}

/** Boxes' entries with their series, in pool order (by entry id: the order draws map onto). */
export async function entriesOf(tx: Db | Tx, boxIds: number[]): Promise<Map<number, EntryWithSeries[]>> {
  const byBox = new Map<number, EntryWithSeries[]>(boxIds.map((id) => [id, []]));
  if (boxIds.length === 0) return byBox;
  const rows = await tx
    .select({ entry: nftBoxEntries, series: nftSeries })
    .from(nftBoxEntries)
    .innerJoin(nftSeries, eq(nftSeries.id, nftBoxEntries.seriesId))
    .where(inArray(nftBoxEntries.boxId, boxIds))
    .orderBy(asc(nftBoxEntries.id));
  for (const row of rows) byBox.get(row.entry.boxId)?.push(row);
  return byBox;
}

/** How many times `userId` has opened each box. */
export async function openedBy(tx: Db | Tx, userId: number, boxIds: number[]): Promise<Map<number, number>> {
  if (boxIds.length === 0) return new Map();
  const rows = await tx
    .select({ boxId: nftBoxDraws.boxId, n: count() })
    .from(nftBoxDraws)
    .where(and(eq(nftBoxDraws.userId, userId), inArray(nftBoxDraws.boxId, boxIds)))
    .groupBy(nftBoxDraws.boxId);
  return new Map(rows.map((r) => [r.boxId, r.n]));
}
