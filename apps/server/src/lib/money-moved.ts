import { AsyncLocalStorage } from 'node:async_hooks';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { afterCommit, type Db, type Tx } from '../db/client.ts';
import { AppError } from './errors.ts';

/** Whether the running request's money has moved: set once a movement of it has committed. */
const requests = new AsyncLocalStorage<{ moved: boolean }>();

/**
 * Runs a money route's handler so that, once money it moved has committed, no failure after it (a
 * read for the answer that found no free connection, say) tells the client the request failed: it is
 * answered `IDEMPOTENCY_ANSWER_LOST` with `data.moneyMoved: true` ("done; check your records, do not
 * send it again"), as a repeat whose first answer was lost is.
 */
export async function answerAfterMoney<T>(handler: () => Promise<T>): Promise<T> {
  const state = { moved: false };
  try {
    return await requests.run(state, handler);
  } catch (err) {
    if (state.moved && !(err instanceof AppError && err.key === 'IDEMPOTENCY_ANSWER_LOST')) {
      throw new AppError('IDEMPOTENCY_ANSWER_LOST', {}, { moneyMoved: true });
    }
    throw err;
  }
}

/** Called by the ledger for each movement it makes in `tx`: the request's money has moved once `tx` commits. */
export function noteMoneyMoved(tx: Tx | Db) {
  const state = requests.getStore();
  if (!state) return;
  if (tx instanceof PgTransaction) afterCommit(tx, () => (state.moved = true));
  else state.moved = true;
}
