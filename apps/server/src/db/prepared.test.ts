import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  ({ app } = await openTestApp());
});
afterAll(() => app.dispose());

describe.runIf(process.env.TEST_DB === 'postgres')('queries on PostgreSQL', () => {
  it('go as named prepared statements when they carry parameters, once per connection', async () => {
    const pool = app.database.pool;
    if (!pool) throw new Error('no pool');
    const client = await pool.connect();
    try {
      const names = async () =>
        (
          await client.query<{ name: string; statement: string }>(
            'SELECT name, statement FROM pg_prepared_statements',
          )
        ).rows;
      const before = await names();
      for (const n of [1, 2, 3]) {
        const { rows } = await client.query({ text: 'SELECT $1::int + 1 AS next' }, [n]);
        expect(rows[0]).toEqual({ next: n + 1 });
      }
      await client.query('SELECT 42 AS plain');
      const added = (await names()).filter((s) => !before.some((b) => b.name === s.name));
      expect(added).toEqual([
        { name: expect.stringMatching(/^s_[\w-]{24}$/), statement: 'SELECT $1::int + 1 AS next' },
      ]);
    } finally {
      client.release();
    }
  });
});
