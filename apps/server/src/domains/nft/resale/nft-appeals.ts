import type { AppealSide, DecideInput, FeedbackInput } from '@mcc/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import type { UploadService } from '../../upload/upload.service.ts';
import { nftAppealMessages, nftAppeals, nftOrders } from '../core/nft.tables.ts';
import type { OrderRow } from '../core/nft-views.ts';
import type { NftResale } from './nft-resale.ts';

/** When the buyer of a paid order may appeal it: `appealAfterMinutes` after they marked it paid. */
export const appealableAt = (o: Pick<OrderRow, 'paidAt'>, appealAfterMinutes: number) =>
  o.paidAt ? new Date(o.paidAt.getTime() + appealAfterMinutes * 60_000) : null;

/**
 * Appeals of resale orders: a side opens one on a paid order (the seller at once, the buyer once the
 * seller has let `appealAfterMinutes` pass), both add evidence while it is open, an operator decides.
 * Each step locks the order first, like every resale step (nft-resale.ts).
 */
export function createNftAppeals(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  uploads: Pick<UploadService, 'isUploadedBy'>;
  settings: Pick<ConfigService, 'get'>;
  resale: Pick<NftResale, 'complete' | 'release' | 'tip'>;
}) {
  const { db, clock, audit, uploads, settings, resale } = deps;

  async function lockSideOrder(tx: Tx, userId: number, orderId: number) {
    const [o] = await tx.select().from(nftOrders).where(eq(nftOrders.id, orderId)).for('update');
    if (o?.kind !== 'resale') throw new AppError('ORDER_NOT_FOUND');
    const side: AppealSide | null = o.userId === userId ? 'buyer' : o.sellerId === userId ? 'seller' : null;
    if (!side) throw new AppError('ORDER_NOT_FOUND');
    return { o, side };
  }

  async function say(
    tx: Tx,
    appealId: number,
    side: AppealSide | 'operator',
    text: string,
    images: string[],
  ) {
    await tx.insert(nftAppealMessages).values({ appealId, side, text, images, createdAt: clock.now() });
  }

  /**
   * `/api/coupon/feedback`: opens the order's appeal, or adds the caller's evidence to the open one.
   * Answers the appeal's id.
   */
  async function feedback(userId: number, input: FeedbackInput): Promise<number> {
    for (const image of input.images)
      if (!(await uploads.isUploadedBy(userId, image))) throw new AppError('PROOF_INVALID');
    const { resale: rules } = await settings.get();
    return db.transaction(async (tx) => {
      const { o, side } = await lockSideOrder(tx, userId, input.orderId);
      const now = clock.now();
      if (o.status === 'appealing') {
        const [open] = await tx.select().from(nftAppeals).where(eq(nftAppeals.orderId, o.id));
        if (!open) throw new Error(`nft order ${o.id} is appealing without an appeal`);
        await say(tx, open.id, side, input.text, input.images);
        return open.id;
      }
      if (o.status === 'unpaid') throw new AppError('ORDER_NOT_PAID');
      if (o.status !== 'paid') throw new AppError('ORDER_CLOSED');
      if (!input.reason) throw new AppError('APPEAL_REASON_REQUIRED');
      const from = appealableAt(o, rules.appealAfterMinutes);
      if (side === 'buyer' && from && from > now)
        throw new AppError('APPEAL_TOO_EARLY', {}, { appealableAt: from.toISOString() });
      const [appeal] = await tx
        .insert(nftAppeals)
        .values({ orderId: o.id, openedBy: side, reason: input.reason, createdAt: now })
        .returning({ id: nftAppeals.id });
      if (!appeal) throw new Error('nft appeal insert returned nothing');
      await say(tx, appeal.id, side, input.text, input.images);
      await tx.update(nftOrders).set({ status: 'appealing' }).where(eq(nftOrders.id, o.id));
      const other = side === 'buyer' ? o.sellerId : o.userId;
      if (other !== null) await resale.tip(tx, o.id, other, 'appealed', now);
      return appeal.id;
    });
  }

  /**
   * An operator decides an open appeal: the copy to the buyer (the order completes, as if confirmed) or
   * back to the seller (the order is cancelled and the copy listed again). Audited; both sides told.
   */
  async function decide(id: number, input: DecideInput, actor: AuditActor): Promise<number> {
    return db.transaction(async (tx) => {
      const [found] = await tx.select().from(nftAppeals).where(eq(nftAppeals.id, id));
      if (!found) throw new AppError('APPEAL_NOT_FOUND');
      // The order's lock first, as every resale step takes it, then the appeal's.
      const [o] = await tx.select().from(nftOrders).where(eq(nftOrders.id, found.orderId)).for('update');
      const [appeal] = await tx.select().from(nftAppeals).where(eq(nftAppeals.id, id)).for('update');
      if (!o || !appeal) throw new Error(`nft appeal ${id} lost its order`);
      if (appeal.status !== 'open' || o.status !== 'appealing') throw new AppError('APPEAL_CLOSED');
      const now = clock.now();
      if (input.to === 'buyer') await resale.complete(tx, o, now);
      else await resale.release(tx, o, 'cancelled', now);
      const [after] = await tx
        .update(nftAppeals)
        .set({
          status: 'decided',
          decision: input.to,
          note: input.note,
          decidedBy: actor.operator?.id ?? null,
          decidedAt: now,
        })
        .where(and(eq(nftAppeals.id, id), eq(nftAppeals.status, 'open')))
        .returning();
      await say(tx, id, 'operator', input.note, []);
      await resale.tip(tx, o.id, o.userId, 'decided', now);
      if (o.sellerId !== null) await resale.tip(tx, o.id, o.sellerId, 'decided', now);
      await audit.record(tx, {
        ...actor,
        action: 'nft.appeal.decide',
        targetType: 'nft_appeal',
        targetId: id,
        before: appeal,
        after,
      });
      return id;
    });
  }

  return { feedback, decide };
}

export type NftAppeals = ReturnType<typeof createNftAppeals>;
