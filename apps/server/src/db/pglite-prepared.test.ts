import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient, type QueryClient } from './pglite-prepared.ts';

let pglite: PGlite;
let client: QueryClient;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(
    `CREATE TABLE t (id serial PRIMARY KEY, name text, at timestamptz, n numeric, tags int[])`,
  );
  client = preparedClient(pglite);
});
afterAll(() => pglite.close());

/** The prepared client answers as PGlite's own `query` does: the drizzle driver relies on each field. */
describe('the embedded database’s prepared client', () => {
  it('answers rows, fields and counts as PGlite’s own query does', async () => {
    const insert = 'INSERT INTO t (name, at, n, tags) VALUES ($1, $2, $3, $4), ($5, $6, $7, $8) RETURNING id';
    const params = ['a', new Date('2026-01-02T03:04:05Z'), '1.50', [1, 2], null, null, null, null];
    const ours = await client.query(insert, params);
    const theirs = await pglite.query(insert, params);
    expect(ours.affectedRows).toBe(2);
    expect({ ...ours, rows: ours.rows.length }).toEqual({ ...theirs, rows: theirs.rows.length });
    const select = 'SELECT name, at, n, tags FROM t WHERE id = ANY($1) ORDER BY id';
    const ids = [...ours.rows, ...theirs.rows].map((r) => (r as { id: number }).id);
    for (const rowMode of ['array', 'object'] as const) {
      expect(await client.query(select, [ids], { rowMode })).toEqual(
        await pglite.query(select, [ids], { rowMode }),
      );
    }
  });

  it('keeps a statement usable after a run of it failed, and a failed text unkept', async () => {
    await expect(client.query('SELECT 1 / $1::int AS q', [0])).rejects.toThrow(/division by zero/);
    expect((await client.query('SELECT 1 / $1::int AS q', [1])).rows).toEqual([{ q: 1 }]);
    await expect(client.query('SELEC 1')).rejects.toThrow(/syntax error/);
    await expect(client.query('SELEC 1')).rejects.toThrow(/syntax error/);
  });

  it('runs a statement outside a transaction only once the transaction under way has ended', async () => {
    const order: string[] = [];
    const insideStarted = Promise.withResolvers<void>();
    const finish = Promise.withResolvers<void>();
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('in a transaction')");
      insideStarted.resolve();
      await finish.promise;
      order.push('committed');
    });
    await insideStarted.promise;
    const outside = client
      .query("SELECT count(*)::int AS n FROM t WHERE name = 'in a transaction'")
      .then((r) => {
        order.push('read');
        return r.rows;
      });
    finish.resolve();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['committed', 'read']);
  });

  it('undoes a transaction that throws', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("INSERT INTO t (name) VALUES ('undone')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query("SELECT count(*)::int AS n FROM t WHERE name = 'undone'")).rows).toEqual([
      { n: 0 },
    ]);
  });
});
