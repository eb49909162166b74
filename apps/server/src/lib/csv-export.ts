import { Readable } from 'node:stream';
import type { Language, QueryOf, Route } from '@mcc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ConsoleList, listBatches, listCount } from './console-list.ts';
import { BOM, type CellValue, csvLine, type Header } from './csv.ts';
import { serve } from './serve.ts';

/*
 * A console list as a CSV file (issue 35, item 3), streamed from the database: rows are read in
 * keyset batches as the client takes the file (a stream that is not read asks for no more), never the
 * whole list in memory; a client that goes away ends the reads at the next batch.
 */

/** Rows per read: large enough that a million rows are 500 short queries, small enough to hold. */
export const EXPORT_BATCH = 2_000;
/** Rows per piece written. */
const CHUNK_ROWS = 200;

/** One column of an export: its header in each language, and its cell from a row of the list. */
export interface CsvColumn<Row> {
  header: Header;
  cell: (row: Row, utcOffset: number) => CellValue;
}

/** What an export records in the audit log (one entry, as it starts): who, which list, which filters, how many rows. */
export interface ExportRecord {
  list: string;
  filters: Record<string, unknown>;
  rows: number;
}

/** A list's export: its name (the file's and the audit entry's), the list and its columns. */
export interface ExportSpec<Q, Raw, Row> {
  name: string;
  list: ConsoleList<Q, Raw, Row>;
  columns: readonly CsvColumn<Row>[];
}

/** Who asks, and when: the columns' language, the file's time, and the audit entry to write. */
export interface ExportRequest {
  lang: Language;
  now: Date;
  record: (record: ExportRecord) => Promise<void>;
}

/** The filters as given: the query without its defaults' noise (undefined fields). */
const filtersOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/** `recharges-20260501-083000.csv`, in the operator's offset. */
function fileName(name: string, now: Date, utcOffset: number) {
  const local = new Date(now.getTime() + utcOffset * 60_000).toISOString();
  return `${name}-${local.slice(0, 10).replaceAll('-', '')}-${local.slice(11, 19).replaceAll(':', '')}.csv`;
}

async function* csvText<Q, Raw, Row>(
  spec: ExportSpec<Q, Raw, Row>,
  query: Q,
  lang: Language,
  utcOffset: number,
): AsyncGenerator<string> {
  yield BOM + csvLine(spec.columns.map((c) => c.header[lang]));
  for await (const rows of listBatches(spec.list, query, lang, EXPORT_BATCH)) {
    // Pieces of CHUNK_ROWS rows: a text under V8's large-object size (~128 KB) dies young, where a
    // whole batch's would wait for a full collection, and a million rows' worth would pile up first.
    for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
      let chunk = '';
      for (const row of rows.slice(from, from + CHUNK_ROWS))
        chunk += csvLine(spec.columns.map((c) => c.cell(row, utcOffset)));
      yield chunk;
    }
  }
}

/**
 * Answers the CSV of every row `query` selects. The audit entry is written first: an export that
 * cannot be recorded is not made.
 */
export async function sendCsv<Q, Raw, Row>(
  reply: FastifyReply,
  spec: ExportSpec<Q, Raw, Row>,
  query: Q & { utcOffset: number },
  request: ExportRequest,
): Promise<FastifyReply> {
  const rows = await listCount(spec.list, query);
  await request.record({ list: spec.name, filters: filtersOf(query), rows });
  const file = fileName(spec.name, request.now, query.utcOffset);
  // Readable.from reads the generator only as the socket drains, and destroys it (ending the reads)
  // when the client goes away.
  const body = Readable.from(csvText(spec, query, request.lang, query.utcOffset), { objectMode: false });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(rows))
    .send(body);
}

/** Where exports are recorded (the audit log, app.ts) and the time their files are named by. */
export interface ExportLog {
  record(req: FastifyRequest, record: ExportRecord): Promise<void>;
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once on the root instance (app.ts), like the guards. */
    exportLog: ExportLog;
  }
}

/** Serves a list's export route (`answer: 'csv'`): the CSV of every row its query selects, audited. */
export function serveExport<R extends Route & { answer: 'csv' }, Raw, Row>(
  app: FastifyInstance,
  route: R,
  spec: ExportSpec<QueryOf<R>, Raw, Row>,
) {
  serve(app, route, async (req, reply) =>
    sendCsv(reply, spec, req.query as QueryOf<R> & { utcOffset: number }, {
      lang: req.lang,
      now: app.exportLog.now(),
      record: (record) => app.exportLog.record(req, record),
    }),
  );
}
