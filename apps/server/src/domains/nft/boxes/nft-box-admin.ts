import {
  type AdminBox,
  type adminApi,
  type BoxInput,
  type BoxUpdateInput,
  DEFAULT_LANGUAGE,
  formatAmount,
  INPUT_DECIMALS,
  parseAmount,
  type QueryOf,
} from '@mcc/contract';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  eqIf,
  idIn,
  inRange,
  listPage,
  localizedContains,
  type SortKey,
  tableList,
} from '../../../lib/console-list.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import { nftSeries } from '../core/nft.tables.ts';
import { nftBoxDraws, nftBoxEntries, nftBoxes } from '../core/nft-box.tables.ts';
import { storedText } from '../core/nft-views.ts';
import { BOX_COLUMNS } from './box-columns.ts';
import { type BoxRow, boxState, entriesOf, entryViews } from './nft-box-views.ts';

type BoxQuery = Omit<QueryOf<typeof adminApi.boxes.list>, 'page' | 'limit'>;
const BOX_KEYS: Record<BoxQuery['sort'], SortKey> = {
  sort: { expr: nftBoxes.sort, type: 'integer' },
  createdAt: { expr: nftBoxes.createdAt, type: 'timestamptz' },
  opensAt: { expr: nftBoxes.opensAt, type: 'timestamptz' },
};

function boxValues(input: BoxUpdateInput) {
  return {
    name: storedText(input.name),
    description: storedText(input.description),
    image: input.image,
    price: parseAmount(input.price, INPUT_DECIMALS[input.asset]) ?? 0n,
    asset: input.asset,
    opensAt: new Date(input.opensAt),
    closesAt: input.closesAt === null ? null : new Date(input.closesAt),
    perUserLimit: input.perUserLimit,
    published: input.published,
    sort: input.sort,
  };
}

/** What the audit log keeps of a box. */
const auditView = (b: BoxRow) => ({
  name: b.name,
  description: b.description,
  image: b.image,
  price: formatAmount(b.price),
  asset: b.asset,
  opensAt: b.opensAt.toISOString(),
  closesAt: b.closesAt?.toISOString() ?? null,
  perUserLimit: b.perUserLimit,
  published: b.published,
  sort: b.sort,
  closed: b.closed,
});

/**
 * Operators' side of blind boxes (every write audited). Making a box sets its pool's stock aside from
 * each series' unsold copies (`reserved`, under the series' row lock, so the primary sale can never sell
 * them); closing it gives what is left back. The pool cannot change once the box exists.
 */
export function createNftBoxAdmin(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function toAdmin(tx: Db | Tx, rows: BoxRow[]): Promise<AdminBox[]> {
    const ids = rows.map((b) => b.id);
    const entries = await entriesOf(tx, ids);
    const sums = ids.length
      ? await tx
          .select({
            boxId: nftBoxDraws.boxId,
            opens: count(),
            revenue: sql<string>`sum(${nftBoxDraws.price})::text`,
          })
          .from(nftBoxDraws)
          .where(inArray(nftBoxDraws.boxId, ids))
          .groupBy(nftBoxDraws.boxId)
      : [];
    const byBox = new Map(sums.map((s) => [s.boxId, s]));
    const now = clock.now();
    return rows.map((b) => {
      const pool = entries.get(b.id) ?? [];
      const left = pool.reduce((sum, e) => sum + e.entry.left, 0);
      const views = entryViews(pool, DEFAULT_LANGUAGE);
      return {
        id: b.id,
        name: b.name,
        description: b.description,
        image: b.image,
        price: formatAmount(b.price),
        asset: b.asset,
        status: boxState(b, left, now),
        opensAt: b.opensAt.toISOString(),
        closesAt: b.closesAt?.toISOString() ?? null,
        perUserLimit: b.perUserLimit,
        left,
        published: b.published,
        sort: b.sort,
        closed: b.closed,
        pool: views.map((v, i) => ({ ...v, stock: pool[i]?.entry.stock ?? 0 })),
        opens: byBox.get(b.id)?.opens ?? 0,
        revenue: formatAmount(BigInt(byBox.get(b.id)?.revenue ?? '0')),
        createdAt: b.createdAt.toISOString(),
      };
    });
  }

  async function one(tx: Db | Tx, row: BoxRow): Promise<AdminBox> {
    const [view] = await toAdmin(tx, [row]);
    if (!view) throw new Error(`nft box ${row.id} has no view`);
    return view;
  }

  /** Every box, drafts and closed ones included, by `sort` unless sorted otherwise. */
  const boxList = tableList(db, nftBoxes, {
    plan: (q: BoxQuery) => {
      const id = q.q === undefined ? undefined : idIn(q.q);
      return {
        where: and(
          q.status === undefined
            ? undefined
            : q.status === 'closed'
              ? eq(nftBoxes.closed, true)
              : and(eq(nftBoxes.closed, false), eq(nftBoxes.published, q.status === 'published')),
          eqIf(nftBoxes.asset, q.asset),
          q.q === undefined
            ? undefined
            : or(id === undefined ? undefined : eq(nftBoxes.id, id), localizedContains(nftBoxes.name, q.q)),
          inRange(nftBoxes.opensAt, q),
        ),
        key: BOX_KEYS[q.sort],
        id: nftBoxes.id,
        order: q.order ?? 'asc',
      };
    },
    present: (rows) => toAdmin(db, rows),
  });
  const listBoxes = (q: QueryOf<typeof adminApi.boxes.list>) => listPage(boxList, q);
  const boxExport = { name: 'nft-boxes', list: boxList, columns: BOX_COLUMNS };

  async function createBox(input: BoxInput, by: AuditActor): Promise<AdminBox> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const ids = input.pool.map((e) => e.seriesId);
      const series = await tx
        .select()
        .from(nftSeries)
        .where(inArray(nftSeries.id, ids))
        .orderBy(asc(nftSeries.id))
        .for('update');
      const byId = new Map(series.map((s) => [s.id, s]));
      for (const e of input.pool) {
        const s = byId.get(e.seriesId);
        if (!s) throw new AppError('SERIES_NOT_FOUND');
        const left = s.supply - s.sold - s.reserved;
        if (e.stock > left) throw new AppError('BOX_STOCK_TOO_HIGH', { left }, { seriesId: s.id, left });
        s.reserved += e.stock;
        await tx.update(nftSeries).set({ reserved: s.reserved }).where(eq(nftSeries.id, s.id));
      }
      const [row] = await tx
        .insert(nftBoxes)
        .values({ ...boxValues(input), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('nft box insert returned nothing');
      await tx.insert(nftBoxEntries).values(
        input.pool.map((e) => ({
          boxId: row.id,
          seriesId: e.seriesId,
          weight: e.weight,
          stock: e.stock,
          left: e.stock,
        })),
      );
      await audit.record(tx, {
        ...by,
        action: 'nft.box.create',
        targetType: 'nft_box',
        targetId: row.id,
        before: null,
        after: { ...auditView(row), pool: input.pool },
      });
      return one(tx, row);
    });
  }

  async function updateBox(id: number, input: BoxUpdateInput, by: AuditActor): Promise<AdminBox> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(nftBoxes).where(eq(nftBoxes.id, id)).for('update');
      if (!before) throw new AppError('BOX_NOT_FOUND');
      const [after] = await tx
        .update(nftBoxes)
        .set({ ...boxValues(input), updatedAt: clock.now() })
        .where(eq(nftBoxes.id, id))
        .returning();
      if (!after) throw new Error(`nft box ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'nft.box.update',
        targetType: 'nft_box',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return one(tx, after);
    });
  }

  /** Closes a box for good: no more opens, and the copies still in it go back to their series. */
  async function closeBox(id: number, by: AuditActor): Promise<AdminBox> {
    return db.transaction(async (tx) => {
      const [box] = await tx.select().from(nftBoxes).where(eq(nftBoxes.id, id)).for('update');
      if (!box) throw new AppError('BOX_NOT_FOUND');
      if (box.closed) return one(tx, box);
      const entries = await tx.select().from(nftBoxEntries).where(eq(nftBoxEntries.boxId, id)).for('update');
      const series = await tx
        .select()
        .from(nftSeries)
        .where(
          inArray(
            nftSeries.id,
            entries.map((e) => e.seriesId),
          ),
        )
        .orderBy(asc(nftSeries.id))
        .for('update');
      const byId = new Map(series.map((s) => [s.id, s]));
      for (const e of entries) {
        const s = byId.get(e.seriesId);
        if (!s || e.left === 0) continue;
        await tx
          .update(nftSeries)
          .set({ reserved: s.reserved - e.left })
          .where(eq(nftSeries.id, s.id));
        await tx.update(nftBoxEntries).set({ left: 0 }).where(eq(nftBoxEntries.id, e.id));
      }
      const [after] = await tx
        .update(nftBoxes)
        .set({ closed: true, updatedAt: clock.now() })
        .where(eq(nftBoxes.id, id))
        .returning();
      if (!after) throw new Error(`nft box ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'nft.box.close',
        targetType: 'nft_box',
        targetId: id,
        before: auditView(box),
        after: {
          ...auditView(after),
          returned: entries.map((e) => ({ seriesId: e.seriesId, left: e.left })),
        },
      });
      return one(tx, after);
    });
  }

  return { listBoxes, boxExport, createBox, updateBox, closeBox };
}

export type NftBoxAdmin = ReturnType<typeof createNftBoxAdmin>;
