import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleList } from './console-list.ts';
import { EXPORT_BATCH, type ExportRecord, type ExportSpec, sendCsv } from './csv-export.ts';

/**
 * The export stream over a real socket, on a list of 1,000 batches that needs no database: a reader
 * that goes away stops the reads, and the reads keep pace with the reader.
 */

const BATCHES = 1_000;
let reads = 0;
let closed: Promise<void> = Promise.resolve();
const list: ConsoleList<{ utcOffset: number }, number, number> = {
  plan: () => ({
    where: undefined,
    key: { expr: { getSQL: () => undefined as never }, type: 'integer' },
    id: undefined as never,
    order: 'asc',
  }),
  async read(parts) {
    reads++;
    // Each batch starts after the last id read (parts.offset is 0 for an export's batches).
    const start = (reads - 1) * parts.limit;
    return start >= BATCHES * EXPORT_BATCH
      ? []
      : Array.from({ length: parts.limit }, (_, i) => ({
          raw: start + i,
          sortKey: String(start + i),
          id: start + i,
        }));
  },
  count: async () => BATCHES * EXPORT_BATCH,
  present: async (rows) => rows,
};
const spec: ExportSpec<{ utcOffset: number }, number, number> = {
  name: 'numbers',
  list,
  columns: [
    {
      header: { 'zh-Hans': '数', en: 'Number', ja: '数', 'zh-Hant': '數' },
      cell: (n) => `row ${n} ${'x'.repeat(60)}`,
    },
  ],
};
const records: ExportRecord[] = [];

const app = Fastify();
let port = 0;
beforeAll(async () => {
  app.get('/numbers', (_req, reply) => {
    closed = new Promise((resolve) => reply.raw.on('close', resolve));
    return sendCsv(
      reply,
      spec,
      { utcOffset: 0 },
      { lang: 'en', now: new Date(), record: async (r) => void records.push(r) },
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('an export stream', () => {
  it('reads no further than the client takes, and stops when the client goes away', async () => {
    reads = 0;
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`http://127.0.0.1:${port}/numbers`, resolve),
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(records).toEqual([{ list: 'numbers', filters: { utcOffset: 0 }, rows: BATCHES * EXPORT_BATCH }]);
    // Take a little, then hold: the server fills the socket's buffers and waits.
    const first = await new Promise<Buffer>((resolve) => res.once('data', resolve));
    expect(first.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    res.pause();
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    await turns(100);
    const held = reads;
    // The reads stall while the client holds (the socket's buffers are full); a small part of the list.
    await turns(200);
    expect(reads).toBe(held);
    expect(held).toBeLessThan(BATCHES / 10);
    res.destroy();
    await closed;
    await turns(100);
    // At most the batch in flight when the client left: nothing of the rest of the 1,000.
    expect(reads).toBeLessThanOrEqual(held + 1);
  });
});
