import { PgTransaction } from 'drizzle-orm/pg-core';
import { batched } from './batched.ts';
import type { Db, Tx } from './client.ts';

const madeByDatabase = new WeakMap<Db, Map<string, unknown>>();

/** What `make` makes for this database under `name`, made the first time only. */
function oncePerDatabase<T>(db: Db, name: string, make: () => T): T {
  let made = madeByDatabase.get(db);
  if (!made) {
    made = new Map();
    madeByDatabase.set(db, made);
  }
  if (!made.has(name)) made.set(name, make());
  return made.get(name) as T;
}

/**
 * A drizzle query (with placeholders) built and named once per database: building a query costs Node
 * more than PostgreSQL spends running a small one, so the hot reads build theirs once. Inside a
 * transaction the query is built for the call, named the same.
 */
export function preparedOn<P>(db: Db | Tx, name: string, build: () => { prepare(name: string): P }): P {
  if (db instanceof PgTransaction) return build().prepare(name);
  return oncePerDatabase(db, `prepared:${name}`, () => build().prepare(name));
}

/**
 * `batched` for a read on a database, made once per database and name: the calls of the same moment
 * share one statement. Inside a transaction each call runs alone in it: the transaction's own
 * snapshot and locks are what it must see.
 */
export function batchedOn<I, O>(
  db: Db | Tx,
  name: string,
  run: (db: Db | Tx, items: I[]) => Promise<O[]>,
): (item: I) => Promise<O> {
  if (db instanceof PgTransaction) return async (item) => (await run(db, [item]))[0] as O;
  return oncePerDatabase(db, `batched:${name}`, () => batched((items: I[]) => run(db, items)));
}
