import {
  type AdminAppeal,
  type AdminAppealDetail,
  type AdminAppealQuery,
  type AppealDetail,
  type AppealMessage,
  formatAmount,
  type Language,
} from '@mcc/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageOf } from '../../../lib/paging.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftAppealMessages, nftAppeals, nftOrders } from '../core/nft.tables.ts';
import type { OrderReads } from '../core/nft-ports.ts';
import type { NftListings } from './nft-listings.ts';

/**
 * Appeals as their sides read them (`/api/coupon/appeals`, `/api/coupon/appeal`) and as operators do:
 * both sides' evidence and the order's timeline.
 */
export function createNftAppealViews(deps: {
  db: Db;
  users: Pick<UserDirectory, 'uidsOf'>;
  listings: Pick<NftListings, 'appealRows' | 'appealRow' | 'toAppealSummary'>;
  orders: Pick<OrderReads, 'ordersOf'>;
}) {
  const { db, users, listings, orders } = deps;

  async function messagesOf(appealId: number, mySide: string | null): Promise<AppealMessage[]> {
    const rows = await db
      .select()
      .from(nftAppealMessages)
      .where(eq(nftAppealMessages.appealId, appealId))
      .orderBy(asc(nftAppealMessages.id));
    return rows.map((m) => ({
      from: m.side,
      mine: m.side === mySide,
      text: m.text,
      images: m.images,
      at: m.createdAt.toISOString(),
    }));
  }

  async function orderOf(orderId: number, viewer: number, lang: Language) {
    const { list } = await orders.ordersOf(eq(nftOrders.id, orderId), 1, 1, lang, viewer);
    const [order] = list;
    if (!order) throw new Error(`nft order ${orderId} vanished`);
    return order;
  }

  /** One appeal of the user's orders, with every message. */
  async function detail(userId: number, id: number, lang: Language): Promise<AppealDetail> {
    const row = await listings.appealRow(id, userId);
    const summary = listings.toAppealSummary(row, userId, lang);
    const [order, messages] = await Promise.all([
      orderOf(row.order.id, userId, lang),
      messagesOf(id, summary.role),
    ]);
    return { ...summary, order, messages, note: row.appeal.note };
  }

  async function toAdmin(rows: Awaited<ReturnType<NftListings['appealRows']>>, lang: Language) {
    const uids = await users.uidsOf(rows.flatMap((r) => [r.order.userId, r.order.sellerId ?? 0]));
    return rows.map((r): AdminAppeal => {
      const { role: _role, ...summary } = listings.toAppealSummary(r, 0, lang);
      const sellerId = r.order.sellerId ?? 0;
      return {
        ...summary,
        buyer: { userId: r.order.userId, uid: uids.get(r.order.userId) ?? '' },
        seller: { userId: sellerId, uid: uids.get(sellerId) ?? '' },
        price: formatAmount(r.order.amount),
      };
    });
  }

  /** Every appeal, newest first, optionally those in one state. */
  async function adminList(query: AdminAppealQuery, lang: Language) {
    const where = query.status ? eq(nftAppeals.status, query.status) : undefined;
    const [rows, total] = await Promise.all([
      listings.appealRows(where, query.page, query.limit),
      db.$count(nftAppeals, where),
    ]);
    return pageOf(await toAdmin(rows, lang), total, query.page, query.limit);
  }

  /** An appeal as the deciding operator sees it: both sides' messages, the proof, the timeline. */
  async function adminDetail(id: number, lang: Language): Promise<AdminAppealDetail> {
    const row = await listings.appealRow(id, null);
    const [[summary], order, messages] = await Promise.all([
      toAdmin([row], lang),
      orderOf(row.order.id, 0, lang),
      messagesOf(id, null),
    ]);
    if (!summary) throw new Error(`nft appeal ${id} vanished`);
    const o = row.order;
    const timeline = [
      { event: 'ordered', at: o.createdAt },
      { event: 'paid', at: o.paidAt },
      { event: 'appealed', at: row.appeal.createdAt },
      { event: row.appeal.status, at: row.appeal.decidedAt },
    ].flatMap((t) => (t.at ? [{ event: t.event, at: t.at.toISOString() }] : []));
    return { ...summary, order, messages, note: row.appeal.note, proof: o.proof, timeline };
  }

  return { detail, adminList, adminDetail };
}
