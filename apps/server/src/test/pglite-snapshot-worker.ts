/** One test worker opening a fresh PGlite from the shared dump (`pglite-snapshot.test.ts` starts several). */
import { parentPort, workerData } from 'node:worker_threads';
import { freshPglite } from './pglite-snapshot.ts';

const database = await freshPglite(workerData.dir);
const { rows } = await (database.pglite ?? never()).query<{ n: number }>(
  'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
);
await database.close();
parentPort?.postMessage(rows[0]?.n);

function never(): never {
  throw new Error('freshPglite gave no PGlite');
}
