import { DEFAULT_LANGUAGE, type Language, type ListQueryCore, type SortOrder } from '@mcc/contract';
import { type AnyColumn, and, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { offsetOf, pageOf } from './paging.ts';

/*
 * The console's lists (issue 35, item 2), read two ways from one definition: a page (offset, with the
 * total) for the screen, and batches in the same order for an export (keyset: each batch starts after
 * the last row of the one before, so the millionth row costs what the first does and nothing is held
 * open between batches; PGlite's one connection stays free for everyone else).
 */

/**
 * What a list sorts by: an expression never null (a nullable time is `coalesce(t, 'infinity')`, where
 * PostgreSQL puts nulls anyway: last going up, first going down) and its type, to compare a batch's
 * last key given back as text.
 */
export interface SortKey {
  expr: SQLWrapper;
  type: 'timestamptz' | 'bigint' | 'integer' | 'text' | 'date';
}

/** A nullable time as a sort key (see `SortKey`). */
export const laterWhenNull = (column: AnyColumn): SortKey => ({
  expr: sql`coalesce(${column}, 'infinity'::timestamptz)`,
  type: 'timestamptz',
});

/** How a query picks and orders a list's rows. */
export interface ListPlan {
  where: SQL | undefined;
  key: SortKey;
  /** The row id (an integer unique in the list): ties of the key go by it, in the same direction. */
  id: AnyColumn | SQL;
  order: SortOrder;
}

/** One read of a list: its rows' filter, order, how many and from where, and the key to select. */
export interface ReadParts {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The sort key as text, for the list to select as `sortKey`. */
  sortKey: SQL<string>;
}

/** A row as a list reads it, with what the next batch starts after. */
export interface Found<Raw> {
  raw: Raw;
  sortKey: string;
  id: number;
}

/**
 * A console list: its plan for a query, one read of its rows, their count, and what the answer (and
 * the export) shows of them.
 */
export interface ConsoleList<Q, Raw, Row> {
  plan(query: Q): ListPlan;
  read(parts: ReadParts): Promise<Found<Raw>[]>;
  count(where: SQL | undefined): Promise<number>;
  present(rows: Raw[], lang: Language): Promise<Row[]>;
}

/** `from` ≤ column < `to` (the contract's range: `to` not included). */
export function inRange(column: AnyColumn | SQLWrapper, query: ListQueryCore): SQL | undefined {
  return and(
    query.from === undefined ? undefined : gte(column, new Date(query.from)),
    query.to === undefined ? undefined : lt(column, new Date(query.to)),
  );
}

const direction = (order: SortOrder) => (order === 'asc' ? sql`asc` : sql`desc`);

function orderOf(plan: ListPlan): SQL[] {
  return [sql`${plan.key.expr} ${direction(plan.order)}`, sql`${plan.id} ${direction(plan.order)}`];
}

/** The rows after `last` in the plan's order: a row comparison an index on (key, id) answers. */
function after(plan: ListPlan, last: Found<unknown> | undefined): SQL | undefined {
  if (!last) return undefined;
  const key = sql`${last.sortKey}::${sql.raw(plan.key.type)}`;
  const past = plan.order === 'asc' ? sql`>` : sql`<`;
  return sql`(${plan.key.expr}, ${plan.id}) ${past} (${key}, ${last.id})`;
}

const keyText = (plan: ListPlan) => sql<string>`(${plan.key.expr})::text`;

/** A page of a list, with its total, as the console shows it. */
export async function listPage<Q, Raw, Row>(
  list: ConsoleList<Q, Raw, Row>,
  query: Q & { page: number; limit: number },
  lang: Language = DEFAULT_LANGUAGE,
) {
  const plan = list.plan(query);
  const [found, total] = await Promise.all([
    list.read({
      where: plan.where,
      orderBy: orderOf(plan),
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
      sortKey: keyText(plan),
    }),
    list.count(plan.where),
  ]);
  return pageOf(
    await list.present(
      found.map((f) => f.raw),
      lang,
    ),
    total,
    query.page,
    query.limit,
  );
}

/** Every row the query selects, in the list's order, `size` at a time (an export). */
export async function* listBatches<Q, Raw, Row>(
  list: ConsoleList<Q, Raw, Row>,
  query: Q,
  lang: Language,
  size: number,
): AsyncGenerator<Row[]> {
  const plan = list.plan(query);
  let last: Found<Raw> | undefined;
  for (;;) {
    const found = await list.read({
      where: and(plan.where, after(plan, last)),
      orderBy: orderOf(plan),
      limit: size,
      offset: 0,
      sortKey: keyText(plan),
    });
    if (found.length > 0)
      yield await list.present(
        found.map((f) => f.raw),
        lang,
      );
    if (found.length < size) return;
    last = found.at(-1);
  }
}

/** How many rows the query selects (an export's audit entry). */
export function listCount<Q, Raw, Row>(list: ConsoleList<Q, Raw, Row>, query: Q): Promise<number> {
  return list.count(list.plan(query).where);
}

/** LIKE's own characters taken literally: a search for `50%` finds "50%", not everything from "50". */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The row id `q` names when it is one (digits only, in PostgreSQL's integer range). */
export function idIn(q: string): number | undefined {
  if (!/^\d{1,10}$/.test(q)) return undefined;
  const id = Number(q);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** A select (a join) narrowed to one read of a list. */
interface Narrowable<R> {
  where(where: SQL | undefined): {
    orderBy(...by: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}

/** One read of a list from a select of its rows with their `sortKey`; `idOf` names a row's id. */
export async function readWith<R extends { sortKey: string }>(
  select: Narrowable<R>,
  parts: ReadParts,
  idOf: (raw: Omit<R, 'sortKey'>) => number,
): Promise<Found<Omit<R, 'sortKey'>>[]> {
  const rows = await select
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);
  return rows.map(({ sortKey, ...raw }) => ({ raw, sortKey, id: idOf(raw) }));
}

/** A table whose rows are keyed by an integer `id`. */
type IdTable = PgTable & { id: AnyColumn };

/**
 * A list of one table's rows: its plan and what it shows of a row, read by the generic page and batch
 * reads.
 */
export function tableList<T extends IdTable, Q, Row>(
  db: Db,
  table: T,
  list: Pick<ConsoleList<Q, T['$inferSelect'], Row>, 'plan' | 'present'>,
): ConsoleList<Q, T['$inferSelect'], Row> {
  return {
    ...list,
    async read(parts) {
      const rows = await db
        .select({ raw: table as PgTable, sortKey: parts.sortKey } as never)
        .from(table as PgTable)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset);
      return (rows as { raw: T['$inferSelect'] & { id: number }; sortKey: string }[]).map((r) => ({
        raw: r.raw,
        sortKey: r.sortKey,
        id: r.raw.id,
      }));
    },
    count: (where) => db.$count(table, where),
  };
}

/** A text in any of its languages (a jsonb of language → text) holding `q`, any case. */
export const localizedContains = (column: AnyColumn, q: string): SQL =>
  sql`exists (select 1 from jsonb_each_text(${column}) as texts(lang, text) where texts.text ilike ${`%${likeLiteral(q)}%`})`;

/** `column = value` when the filter is given, else no condition. */
export const eqIf = <T>(column: AnyColumn, value: T | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);
