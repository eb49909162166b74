import type { BoxEntry } from '@mcc/contract';
import { useMemo } from 'react';
import { isSignedIn } from '../../../../lib/session.ts';
import { useBox, useBoxes } from './box.ts';

/** How a series of a pool shows: its name, picture and rarity. */
export type SeriesFace = Pick<BoxEntry, 'seriesName' | 'image' | 'rarity'>;
export type SeriesFaces = ReadonlyMap<number, SeriesFace>;

/** The series of the pools given, by id (the first pool that names one wins). */
export function facesOf(pools: readonly (readonly BoxEntry[])[]): SeriesFaces {
  const faces = new Map<number, SeriesFace>();
  for (const entry of pools.flat())
    if (!faces.has(entry.seriesId))
      faces.set(entry.seriesId, { seriesName: entry.seriesName, image: entry.image, rarity: entry.rarity });
  return faces;
}

/**
 * The names and pictures of the series a draw can yield, for the verify page to show in place of their
 * ids: the pool of the draw's box (`boxId`), or, for typed inputs, the pools of every published box. A
 * visitor who is not signed in can read neither, and sees the ids.
 */
export function useSeriesFaces(boxId?: number): SeriesFaces {
  const box = useBox(boxId);
  const boxes = useBoxes(boxId === undefined && isSignedIn());
  const pool = box.data?.pool;
  const all = boxes.data?.list;
  return useMemo(
    () => facesOf(boxId === undefined ? (all ?? []).map((b) => b.pool) : pool ? [pool] : []),
    [boxId, pool, all],
  );
}
