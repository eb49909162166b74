import {
  type BoxDraw,
  type BoxOpenAnswer,
  type BoxOpenInput,
  fairDraw,
  formatAmount,
  type Language,
  type NftBox,
} from '@mcc/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import { nftCopies, nftSeries } from '../core/nft.tables.ts';
import { nftBoxDraws, nftBoxEntries, nftBoxes, nftSeedPairs } from '../core/nft-box.tables.ts';
import { mintCopies, recordEvents } from '../core/nft-mint.ts';
import { type SeriesRow, textIn } from '../core/nft-views.ts';
import {
  type BoxRow,
  boxState,
  type EntryRow,
  type EntryWithSeries,
  entriesOf,
  entryViews,
  openedBy,
} from './nft-box-views.ts';
import { type NftSeeds, nodeHmac, type SeedPairRow, seedView } from './nft-seeds.ts';

/**
 * Blind boxes for users: the published boxes with their odds, opening them (pay, draw, mint in one
 * transaction under the box's row lock, so the stock and the per-user limit hold however many open at
 * once), and the draws made, with what it takes to recompute them.
 */
export function createNftBoxes(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  seeds: NftSeeds;
}) {
  const { db, clock, ledger, auth, seeds } = deps;

  function toBox(box: BoxRow, entries: EntryWithSeries[], opened: number, lang: Language): NftBox {
    const now = clock.now();
    const left = entries.reduce((sum, e) => sum + e.entry.left, 0);
    const status = boxState(box, left, now);
    const byLimit = box.perUserLimit > 0 ? Math.max(0, box.perUserLimit - opened) : left;
    return {
      id: box.id,
      name: textIn(box.name, lang),
      description: textIn(box.description, lang),
      image: box.image,
      price: formatAmount(box.price),
      asset: box.asset,
      status,
      opensAt: box.opensAt.toISOString(),
      closesAt: box.closesAt?.toISOString() ?? null,
      perUserLimit: box.perUserLimit,
      left,
      opened,
      canOpen: status === 'open' ? Math.min(left, byLimit) : 0,
      pool: entryViews(entries, lang),
      now: now.toISOString(),
    };
  }

  async function views(userId: number, rows: BoxRow[], lang: Language) {
    const ids = rows.map((b) => b.id);
    const [entries, opened] = await Promise.all([entriesOf(db, ids), openedBy(db, userId, ids)]);
    return rows.map((b) => toBox(b, entries.get(b.id) ?? [], opened.get(b.id) ?? 0, lang));
  }

  /** `/api/nft/boxes`: the published boxes, in the operators' order. */
  async function list(userId: number, page: number, limit: number, lang: Language) {
    const where = eq(nftBoxes.published, true);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftBoxes)
        .where(where)
        .orderBy(asc(nftBoxes.sort), desc(nftBoxes.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftBoxes, where),
    ]);
    return pageOf(await views(userId, rows, lang), total, page, limit);
  }

  /** `/api/nft/box?id`: one published box. */
  async function detail(userId: number, id: number, lang: Language): Promise<NftBox> {
    const [row] = await db
      .select()
      .from(nftBoxes)
      .where(and(eq(nftBoxes.id, id), eq(nftBoxes.published, true)));
    if (!row) throw new AppError('BOX_NOT_FOUND');
    const [view] = await views(userId, [row], lang);
    if (!view) throw new Error(`nft box ${id} has no view`);
    return view;
  }

  /** Refuses an open the box cannot take now (time, stock, the user's limit). */
  async function checkOpen(tx: Db | Tx, box: BoxRow, entries: EntryRow[], userId: number, wanted: number) {
    const now = clock.now();
    const left = entries.reduce((sum, e) => sum + e.left, 0);
    const state = boxState(box, left, now);
    if (state === 'ended') throw new AppError('BOX_ENDED');
    if (state === 'upcoming') throw new AppError('BOX_NOT_OPEN', { time: box.opensAt.toISOString() });
    if (state === 'sold_out') throw new AppError('BOX_SOLD_OUT');
    if (left < wanted) throw new AppError('BOX_NOT_ENOUGH_LEFT', { left }, { left });
    if (box.perUserLimit > 0) {
      const opened = (await openedBy(tx, userId, [box.id])).get(box.id) ?? 0;
      if (opened + wanted > box.perUserLimit) {
        const mayOpen = Math.max(0, box.perUserLimit - opened);
        throw new AppError('BOX_LIMIT', { limit: box.perUserLimit, left: mayOpen }, { left: mayOpen });
      }
    }
  }

  /** A published box and its entries in pool order; `lock` takes their rows for the transaction. */
  async function boxWithEntries(tx: Db | Tx, boxId: number, lock: boolean) {
    const boxQuery = tx
      .select()
      .from(nftBoxes)
      .where(and(eq(nftBoxes.id, boxId), eq(nftBoxes.published, true)));
    const [box] = lock ? await boxQuery.for('update') : await boxQuery;
    if (!box) throw new AppError('BOX_NOT_FOUND');
    const entriesQuery = tx
      .select()
      .from(nftBoxEntries)
      .where(eq(nftBoxEntries.boxId, box.id))
      .orderBy(asc(nftBoxEntries.id));
    const entries = lock ? await entriesQuery.for('update') : await entriesQuery;
    return { box, entries };
  }

  /**
   * Everything an open can be refused for, read without a lock: the box's window and stock, the user's
   * limit, and whether they can pay. An open takes the box's row lock, which every other opener of
   * the box waits for; one that will be refused (a user with no money, sending opens at the rate
   * limit) must not make them wait. The transaction checks all of it again under the locks.
   */
  async function refuseEarly(userId: number, input: BoxOpenInput) {
    const { box, entries } = await boxWithEntries(db, input.boxId, false);
    await checkOpen(db, box, entries, userId, input.count);
    await ledger.refuseUnaffordable(db, userId, box.asset, box.price * BigInt(input.count));
  }

  /**
   * `/api/nft/box/open`: `count` draws, nonce after nonce of the user's current pair, each from the
   * entries that still have stock; each mints one copy out of its series' reservation. The price of all
   * of them is debited at once; too little of the asset refuses the whole open, as does anything else.
   */
  async function open(userId: number, input: BoxOpenInput, lang: Language): Promise<BoxOpenAnswer> {
    await auth.verifyPayPassword(userId, input.payPassword);
    await refuseEarly(userId, input);
    const drawIds = await db.transaction(async (tx) => {
      // The user's own pair first: one user's opens queue behind each other, not behind the box.
      const pair = await seeds.lockCurrent(tx, userId);
      const { box, entries } = await boxWithEntries(tx, input.boxId, true);
      await checkOpen(tx, box, entries, userId, input.count);
      // The series rows in id order, the order every transaction that mints takes them in.
      const seriesRows = await tx
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
      const now = clock.now();
      const draws = await drawAll(pair, entries, input.count);
      const copyIds = await mintDrawn(tx, seriesRows, draws, { userId, box, now });
      const made = await tx
        .insert(nftBoxDraws)
        .values(
          draws.map((d, i) => ({
            userId,
            boxId: box.id,
            seedPairId: pair.id,
            nonce: d.nonce,
            pool: d.pool,
            pick: d.pick,
            seriesId: d.seriesId,
            copyId: copyIds[i] as number,
            price: box.price,
            asset: box.asset,
            createdAt: now,
          })),
        )
        .returning({ id: nftBoxDraws.id, copyId: nftBoxDraws.copyId });
      await recordEvents(
        tx,
        made.map((d) => d.copyId),
        {
          event: 'minted',
          toUser: userId,
          refType: 'nft_box_draw',
          refId: made.map((d) => String(d.id)),
          now,
        },
      );
      for (const entry of entries) {
        await tx.update(nftBoxEntries).set({ left: entry.left }).where(eq(nftBoxEntries.id, entry.id));
      }
      await seeds.advance(tx, pair, input.count);
      const ids = made.map((d) => d.id);
      const [from, sales] = await Promise.all([
        ledger.userAccount(tx, userId, box.asset),
        ledger.systemAccount(tx, 'nft_sales', box.asset),
      ]);
      unwrap(
        await ledger.transfer(tx, {
          key: `nft:box:${box.id}:seed:${pair.id}:${pair.nonce}`,
          debit: from,
          credit: sales,
          asset: box.asset,
          amount: box.price * BigInt(input.count),
          code: 'box_open',
          refType: 'nft_box_draw',
          refId: String(ids[0]),
        }),
      );
      return ids;
    });
    const [draws, seed] = await Promise.all([
      drawsWhere(inArray(nftBoxDraws.id, drawIds), 1, drawIds.length, lang),
      seeds.current(userId),
    ]);
    return { draws: draws.list.reverse(), seed };
  }

  /**
   * The draws of one open, made in memory: nonce after nonce of the pair, each from the entries that
   * still have stock (their `left` is taken down as they are drawn).
   */
  async function drawAll(pair: SeedPairRow, entries: EntryRow[], count: number) {
    const draws: {
      nonce: number;
      pool: { seriesId: number; weight: number }[];
      pick: number;
      seriesId: number;
    }[] = [];
    for (let i = 0; i < count; i++) {
      const nonce = pair.nonce + i;
      const stocked = entries.filter((e) => e.left > 0);
      const pool = stocked.map((e) => ({ seriesId: e.seriesId, weight: e.weight }));
      const pick = await fairDraw(
        nodeHmac,
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
        pool,
      );
      const entry = stocked[pick];
      if (!entry) throw new Error(`draw ${pick} is outside the pool of ${pool.length}`);
      entry.left -= 1;
      draws.push({ nonce, pool, pick, seriesId: entry.seriesId });
    }
    return draws;
  }

  /**
   * Mints the drawn copies, one statement per series rather than per draw (the box's lock is held
   * meanwhile), out of each series' reservation. Answers each draw's copy id, in draw order.
   */
  async function mintDrawn(
    tx: Tx,
    seriesRows: SeriesRow[],
    draws: { seriesId: number }[],
    o: { userId: number; box: BoxRow; now: Date },
  ): Promise<number[]> {
    const copyIds: number[] = [];
    for (const series of seriesRows) {
      const mine = draws.flatMap((d, i) => (d.seriesId === series.id ? [i] : []));
      if (mine.length === 0) continue;
      const copies = await mintCopies(tx, series, {
        ownerId: o.userId,
        count: mine.length,
        via: 'box',
        price: o.box.asset === 'USDT' ? o.box.price : null,
        fromReserved: mine.length,
        now: o.now,
      });
      mine.forEach((drawIndex, k) => {
        const copy = copies[k];
        if (!copy) throw new Error(`series ${series.id} minted ${copies.length} of ${mine.length} copies`);
        copyIds[drawIndex] = copy.id;
      });
    }
    return copyIds;
  }

  /** Draws matching `where`, newest first, with their pair, box and copy. */
  async function drawsWhere(where: SQL | undefined, page: number, limit: number, lang: Language) {
    const [rows, total] = await Promise.all([
      db
        .select({ draw: nftBoxDraws, pair: nftSeedPairs, box: nftBoxes, series: nftSeries, copy: nftCopies })
        .from(nftBoxDraws)
        .innerJoin(nftSeedPairs, eq(nftSeedPairs.id, nftBoxDraws.seedPairId))
        .innerJoin(nftBoxes, eq(nftBoxes.id, nftBoxDraws.boxId))
        .innerJoin(nftSeries, eq(nftSeries.id, nftBoxDraws.seriesId))
        .innerJoin(nftCopies, eq(nftCopies.id, nftBoxDraws.copyId))
        .where(where)
        .orderBy(desc(nftBoxDraws.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftBoxDraws, where),
    ]);
    const list: BoxDraw[] = rows.map(({ draw, pair, box, series, copy }) => ({
      id: draw.id,
      boxId: box.id,
      boxName: textIn(box.name, lang),
      ...seedView(pair),
      // The pair's nonce is its next draw's; a draw shows its own.
      nonce: draw.nonce,
      serverSeed: pair.revealedAt ? pair.serverSeed : null,
      pool: draw.pool,
      pick: draw.pick,
      seriesId: series.id,
      seriesName: textIn(series.name, lang),
      image: series.image,
      rarity: series.rarity,
      copyId: copy.id,
      serial: copy.serial,
      supply: series.supply,
      price: formatAmount(draw.price),
      asset: draw.asset,
      createdAt: draw.createdAt.toISOString(),
    }));
    return pageOf(list, total, page, limit);
  }

  /** `/api/nft/draws`: the user's draws, newest first (one box's with `boxId`). */
  const draws = (userId: number, q: { page: number; limit: number; boxId?: number }, lang: Language) =>
    drawsWhere(
      and(eq(nftBoxDraws.userId, userId), q.boxId ? eq(nftBoxDraws.boxId, q.boxId) : undefined),
      q.page,
      q.limit,
      lang,
    );

  /** `/api/nft/draw?id`: one of the user's draws. */
  async function draw(userId: number, id: number, lang: Language): Promise<BoxDraw> {
    const [found] = (
      await drawsWhere(and(eq(nftBoxDraws.userId, userId), eq(nftBoxDraws.id, id)), 1, 1, lang)
    ).list;
    if (!found) throw new AppError('DRAW_NOT_FOUND');
    return found;
  }

  return { list, detail, open, draws, draw };
}

export type NftBoxes = ReturnType<typeof createNftBoxes>;
