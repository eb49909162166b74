import {
  type AdminAppeal,
  type AdminAppealDetail,
  type AdminAppealQuery,
  type AppealDetail,
  type AppealEvent,
  type AppealMessage,
  formatAmount,
  type Language,
} from '@mcc/contract';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type ConsoleList,
  eqIf,
  idIn,
  inRange,
  laterWhenNull,
  listPage,
  readWith,
  type SortKey,
} from '../../../lib/console-list.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftAppealMessages, nftAppeals, nftCopies, nftOrders, nftSeries } from '../core/nft.tables.ts';
import type { OrderReads } from '../core/nft-ports.ts';
import type { NftListings } from './nft-listings.ts';
import { APPEAL_COLUMNS } from './resale-columns.ts';

type AppealQuery = Omit<AdminAppealQuery, 'page' | 'limit'>;
type AppealRow = Awaited<ReturnType<NftListings['appealRows']>>[number];
const APPEAL_KEYS: Record<AppealQuery['sort'], SortKey> = {
  createdAt: { expr: nftAppeals.createdAt, type: 'timestamptz' },
  decidedAt: laterWhenNull(nftAppeals.decidedAt),
};

/**
 * Appeals as their sides read them (`/api/coupon/appeals`, `/api/coupon/appeal`) and as operators do:
 * both sides' evidence and the order's timeline.
 */
export function createNftAppealViews(deps: {
  db: Db;
  users: Pick<UserDirectory, 'uidsOf' | 'userMatches'>;
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

  async function toAdmin(rows: AppealRow[], lang: Language) {
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

  /** Every appeal, newest first; `q` an order id, or the buyer or the seller. */
  function appealWhere(q: AppealQuery): SQL | undefined {
    const id = q.q === undefined ? undefined : idIn(q.q);
    return and(
      eqIf(nftAppeals.status, q.status),
      q.q === undefined
        ? undefined
        : or(
            id === undefined ? undefined : eq(nftOrders.id, id),
            users.userMatches(nftOrders.userId, q.q),
            users.userMatches(nftOrders.sellerId, q.q),
          ),
      inRange(nftAppeals.createdAt, q),
    );
  }
  const appealList: ConsoleList<AppealQuery, AppealRow, AdminAppeal> = {
    plan: (q) => ({
      where: appealWhere(q),
      key: APPEAL_KEYS[q.sort],
      id: nftAppeals.id,
      order: q.order ?? 'desc',
    }),
    read: (parts) =>
      readWith(
        db
          .select({
            appeal: nftAppeals,
            order: nftOrders,
            series: nftSeries,
            serial: nftCopies.serial,
            sortKey: parts.sortKey,
          })
          .from(nftAppeals)
          .innerJoin(nftOrders, eq(nftOrders.id, nftAppeals.orderId))
          .innerJoin(nftSeries, eq(nftSeries.id, nftOrders.seriesId))
          .innerJoin(nftCopies, eq(nftCopies.id, nftOrders.copyId)),
        parts,
        (r) => r.appeal.id,
      ),
    count: async (where) => {
      const [row] = await db
        .select({ n: count() })
        .from(nftAppeals)
        .innerJoin(nftOrders, eq(nftOrders.id, nftAppeals.orderId))
        .where(where);
      return row?.n ?? 0;
    },
    present: toAdmin,
  };
  const adminList = (query: AdminAppealQuery, lang: Language) => listPage(appealList, query, lang);

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
    const steps: { event: AppealEvent; at: Date | null }[] = [
      { event: 'ordered', at: o.createdAt },
      { event: 'paid', at: o.paidAt },
      { event: 'appealed', at: row.appeal.createdAt },
      ...(row.appeal.status === 'open' ? [] : [{ event: row.appeal.status, at: row.appeal.decidedAt }]),
    ];
    const timeline = steps.flatMap((t) => (t.at ? [{ event: t.event, at: t.at.toISOString() }] : []));
    return { ...summary, order, messages, note: row.appeal.note, proof: o.proof, timeline };
  }

  const appealExport = { name: 'nft-appeals', list: appealList, columns: APPEAL_COLUMNS };

  return { detail, adminList, appealExport, adminDetail };
}
