import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** Work that must commit together with any money the current request moves, or stop it. */
export interface MoneyGuard {
  /** Runs the guard in the movement's transaction; throws to stop the money. */
  mark(tx: Tx): Promise<void>;
  /**
   * The same as one SQL expression, for money moved in a single statement: it raises (a refusal,
   * `db/faults.ts`) to stop the money, which undoes the whole statement.
   */
  expression: SQL;
}

const guards = new AsyncLocalStorage<MoneyGuard>();

/**
 * Runs `fn` so that every ledger movement made while it runs is guarded by `guard` in the movement's
 * own transaction. The idempotency layer uses it to record "money moved" atomically with the money,
 * without every money-moving service having to know about Idempotency-Key.
 */
export function withMoneyGuard<T>(guard: MoneyGuard, fn: () => T): T {
  return guards.run(guard, fn);
}

/** The guard of the running request, if it has one. */
export function currentMoneyGuard(): MoneyGuard | undefined {
  return guards.getStore();
}
