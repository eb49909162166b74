import type { AcquiredVia, CopyEvent, ReferenceType } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { nftCopies, nftCopyEvents, nftSeries } from './nft.tables.ts';
import type { SeriesRow } from './nft-views.ts';

/**
 * Mints `count` copies of a series whose row the caller has locked (`FOR UPDATE`), to `ownerId`:
 * serials `sold + 1 …`, `sold` up by `count` and `reserved` down by `fromReserved` (copies set aside
 * for a box come out of the reservation). The row object is kept current, so one transaction can mint
 * from it again. Answers the new copies. Their history is the caller's to write (`recordEvents`), once
 * it knows what they belong to.
 */
export async function mintCopies(
  tx: Tx,
  series: SeriesRow,
  m: {
    ownerId: number;
    count: number;
    via: AcquiredVia;
    price: bigint | null;
    fromReserved: number;
    now: Date;
  },
): Promise<{ id: number; serial: number }[]> {
  const serials = Array.from({ length: m.count }, (_, i) => series.sold + 1 + i);
  series.sold += m.count;
  series.reserved -= m.fromReserved;
  await tx
    .update(nftSeries)
    .set({ sold: series.sold, reserved: series.reserved })
    .where(eq(nftSeries.id, series.id));
  return tx
    .insert(nftCopies)
    .values(
      serials.map((serial) => ({
        seriesId: series.id,
        serial,
        ownerId: m.ownerId,
        acquiredVia: m.via,
        acquiredAt: m.now,
        price: m.price,
      })),
    )
    .returning({ id: nftCopies.id, serial: nftCopies.serial });
}

/** Writes copies' history: one event each, all with the same reference, or each its own (`refId[i]` for `copyIds[i]`). */
export async function recordEvents(
  tx: Tx,
  copyIds: number[],
  e: {
    event: CopyEvent;
    fromUser?: number;
    toUser?: number;
    price?: bigint | null;
    refType: ReferenceType;
    refId: string | string[];
    now: Date;
  },
) {
  if (copyIds.length === 0) return;
  await tx.insert(nftCopyEvents).values(
    copyIds.map((copyId, i) => ({
      copyId,
      event: e.event,
      fromUser: e.fromUser ?? null,
      toUser: e.toUser ?? null,
      price: e.price ?? null,
      refType: e.refType,
      refId: typeof e.refId === 'string' ? e.refId : (e.refId[i] ?? ''),
      createdAt: e.now,
    })),
  );
}
