import type { BulkItem, BulkResult, Language } from '@mcc/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { isDatabaseUnavailable, refusalOf } from '../../db/faults.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { isMessageKey, type MessageKey, translate } from '../../lib/messages.ts';
import { sha256 } from '../../lib/secrets.ts';
import { operatorRequestKeys } from './admin.tables.ts';
import type { AuditActor } from './audit.service.ts';

/** How long a key answers its first request. */
const KEY_TTL_MS = 24 * 3_600_000;
/**
 * How long a first request holds its key before a repeat may run it again: far above a bulk call's
 * run, so only a request that died lets its key go (running again is safe: a decided row refuses).
 */
const LEASE_MS = 5 * 60_000;

/** An operator's request as its Idempotency-Key is checked: who, the key, and what was asked. */
export interface KeyedRequest {
  by: AuditActor;
  /** The `Idempotency-Key` header; without one the request simply runs. */
  key: string | undefined;
  /** The route and its input: the same key with another request is `IDEMPOTENCY_CONFLICT`. */
  request: unknown;
}

/** A bulk request as a route serves it: keyed, in the operator's language, with the request's log. */
export interface BulkRequest extends KeyedRequest {
  lang: Language;
  log: FastifyBaseLogger;
}

/** The key of a failure: our refusals by theirs, a lost database as such, anything else a fault (logged). */
function failureKey(err: unknown, log: FastifyBaseLogger): { key: MessageKey; params: AppError['params'] } {
  if (err instanceof AppError) return { key: err.key, params: err.params };
  const refused = refusalOf(err);
  if (refused !== undefined && isMessageKey(refused)) return { key: refused, params: {} };
  if (isDatabaseUnavailable(err)) return { key: 'DATABASE_UNAVAILABLE', params: {} };
  log.error({ err }, 'a bulk item failed');
  return { key: 'INTERNAL', params: {} };
}

/**
 * Each row decided on its own, in the order given, one after another: `decide` runs its own
 * transaction, so a row refused or failing half-way is undone alone and the next one runs.
 */
export async function decideEach(
  ids: readonly number[],
  decide: (id: number) => Promise<unknown>,
  context: { lang: Language; log: FastifyBaseLogger },
): Promise<BulkResult> {
  const results: BulkItem[] = [];
  for (const id of ids) {
    try {
      await decide(id);
      results.push({ id, ok: true });
    } catch (err) {
      const { key, params } = failureKey(err, context.log);
      results.push({ id, ok: false, error: key, msg: translate(key, context.lang, params) });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, failed: results.length - done };
}

/**
 * An operator's Idempotency-Key on console calls that move money (a bulk decision, a proposal): per
 * operator, a day. A repeat with the same key and request is answered with the first answer and does
 * nothing; with another request it is refused. Inside a transaction (a proposal) the claim commits
 * with the work, so a repeat waits for the first and finds its answer; a bulk call claims first, runs
 * its rows (each its own transaction), then keeps the answer.
 */
export function createOperatorKeys(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const rowOf = (operatorId: number, key: string) =>
    and(eq(operatorRequestKeys.operatorId, operatorId), eq(operatorRequestKeys.key, key));
  const hashOf = (request: unknown) => sha256(JSON.stringify(request));

  /** Claims the key for this request: null when claimed (run it), else the first answer (answer it). */
  async function claim(tx: Db | Tx, operatorId: number, key: string, request: unknown) {
    const now = clock.now();
    const requestHash = hashOf(request);
    await tx
      .delete(operatorRequestKeys)
      .where(
        and(
          eq(operatorRequestKeys.operatorId, operatorId),
          lt(operatorRequestKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)),
        ),
      );
    const [won] = await tx
      .insert(operatorRequestKeys)
      .values({ operatorId, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: operatorRequestKeys.key });
    if (won) return null;
    const [first] = await tx.select().from(operatorRequestKeys).where(rowOf(operatorId, key));
    if (!first) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (first.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (first.answer !== null) return { answer: first.answer };
    // A first request that died holding the key: after the lease, this one runs in its place.
    const [taken] =
      now.getTime() - first.createdAt.getTime() > LEASE_MS
        ? await tx
            .update(operatorRequestKeys)
            .set({ createdAt: now })
            .where(and(rowOf(operatorId, key), eq(operatorRequestKeys.createdAt, first.createdAt)))
            .returning({ key: operatorRequestKeys.key })
        : [];
    if (taken) return null;
    throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  }

  const keep = (tx: Db | Tx, operatorId: number, key: string, answer: unknown) =>
    tx.update(operatorRequestKeys).set({ answer }).where(rowOf(operatorId, key));

  /** `run` once per key, in the caller's transaction: the claim and the answer commit with the work. */
  async function onceIn<T>(tx: Tx, ask: KeyedRequest, run: () => Promise<T>): Promise<T> {
    const operatorId = ask.by.operator?.id;
    if (ask.key === undefined || operatorId === undefined) return run();
    const first = await claim(tx, operatorId, ask.key, ask.request);
    if (first) return first.answer as T;
    const answer = await run();
    await keep(tx, operatorId, ask.key, answer);
    return answer;
  }

  /** A bulk decision: each row on its own (`decideEach`), the whole answered once per key. */
  async function decideMany(
    ask: BulkRequest,
    ids: readonly number[],
    decide: (id: number) => Promise<unknown>,
  ): Promise<BulkResult> {
    const operatorId = ask.by.operator?.id;
    if (ask.key === undefined || operatorId === undefined) return decideEach(ids, decide, ask);
    const first = await claim(db, operatorId, ask.key, ask.request);
    if (first) return first.answer as BulkResult;
    const answer = await decideEach(ids, decide, ask);
    await keep(db, operatorId, ask.key, answer);
    return answer;
  }

  return { onceIn, decideMany };
}

export type OperatorKeys = ReturnType<typeof createOperatorKeys>;
