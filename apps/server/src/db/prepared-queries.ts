import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle query (with placeholders) built and named once per database: building a query costs Node
 * more than PostgreSQL spends running a small one, so the hot reads build theirs once. Inside a
 * transaction the query is built for the call, named the same.
 */
export function preparedOn<P>(db: Db | Tx, name: string, build: () => { prepare(name: string): P }): P {
  if (db instanceof PgTransaction) return build().prepare(name);
  let named = byDatabase.get(db);
  if (!named) {
    named = new Map();
    byDatabase.set(db, named);
  }
  let query = named.get(name) as P | undefined;
  if (!query) {
    query = build().prepare(name);
    named.set(name, query);
  }
  return query;
}
