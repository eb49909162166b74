import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { batched } from '../../db/batched.ts';
import { columnOf, type Db, rowsOf, type Tx } from '../../db/client.ts';
import { describeDatabaseError } from '../../db/faults.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type MoneyGuard, withMoneyGuard } from '../../lib/money-guard.ts';
import { answerAfterMoney } from '../../lib/money-moved.ts';
import { sha256 } from '../../lib/secrets.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export const KEY_TTL_MS = 24 * 3_600_000;
/**
 * How long a request holds its key before a repeat may take it over, unless money it moved has
 * committed. Far above any request's run (statement time-outs end a stuck one well before), so only
 * a request that died (a crash, a lost server) lets its key go this way.
 */
export const LEASE_MS = 60_000;
/** How long a repeat waits for the first request to finish before it answers "still processing". */
const WAIT_MS = 10_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money-moving POST: honours the `Idempotency-Key` header. `'with-money'`: every success of the
     * route commits money through the money guard and nothing it does before that matters if done
     * twice (a transfer), so the key is claimed by the money's own statement instead of one before it.
     */
    idempotent?: boolean | 'with-money';
  }
  interface FastifyRequest {
    /**
     * Set while this request holds an idempotency key (its claim token tells it from a later holder),
     * or, `withMoney`, will claim it with its money.
     */
    idempotency?: { userId: number; key: string; claim: string; requestHash: string; withMoney?: boolean };
  }
}

/** What a key is checked against: the same key with another method, route or body is refused. */
export const requestHashOf = (method: string, route: string, body: unknown) =>
  sha256(`${method} ${route} ${JSON.stringify(body)}`);

/**
 * `Idempotency-Key` on money-moving POSTs (routes with `config.idempotent`), per signed-in user, 24 h:
 * the same key and body replay the first successful answer, byte for byte; another body is refused;
 * a repeat that arrives while the first runs waits for it. Failed answers are not kept, so a fixed
 * request may reuse its key.
 *
 * A request that dies holding its key: every ledger movement it makes marks the key `committed` in
 * the movement's own transaction, and only while the request still holds the key (its claim token),
 * so "money moved" and "the key says so" commit together. After the lease, a key still `pending`
 * moved nothing and is run again by the next repeat; a key `committed` without an answer is never run
 * again and answers `IDEMPOTENCY_ANSWER_LOST` (`data.moneyMoved: true`). A request that lost its key
 * to a repeat cannot commit money any more.
 *
 * Routes marked `'with-money'` (a transfer) claim the key in the money's own statement instead, one
 * row write where the claim up front takes a statement before the request and a mark in it: a repeat
 * runs its handler up to the money, finds the key taken there (waiting on the first's commit), and the
 * first's answer answers it, as does any refusal of a key that turns out to be taken.
 */
export function registerIdempotency(app: FastifyInstance, deps: { asyncCommitDb: Db; clock: Clock }) {
  // The key's own writes (claim, answer, release) commit without waiting for the disk: lost in a
  // database crash, a claim frees its key (no money moved: the money's commit would have flushed it)
  // and an answer leaves the key `committed`, which a repeat answers as IDEMPOTENCY_ANSWER_LOST.
  const { asyncCommitDb: db, clock } = deps;
  const rowOf = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  type Holder = NonNullable<FastifyRequest['idempotency']>;
  const heldBy = (c: Pick<Holder, 'userId' | 'key' | 'claim'>) =>
    and(rowOf(c.userId, c.key), eq(idempotencyKeys.claim, c.claim));

  /**
   * Marks the key `committed` in the money's transaction, or in the money's own statement
   * (`idempotency_commit`, migration 0018); refuses when a repeat took the key over.
   */
  const guardFor = (holder: Holder): MoneyGuard => {
    const expression = sql`idempotency_commit(${holder.userId}::int, ${holder.key}::text, ${holder.claim}::text)`;
    const marked = new WeakSet<Tx>();
    return {
      expression,
      async mark(tx) {
        if (marked.has(tx)) return;
        await tx.execute(sql`SELECT ${expression}`);
        marked.add(tx);
      },
    };
  };

  /**
   * Claims the key in the money's own transaction, already `committed` (`idempotency_claim_committed`,
   * migration 0021); refuses when the key is taken (a first request with it, running or answered),
   * which undoes the money.
   */
  const claimWithMoney = (holder: Holder): MoneyGuard => {
    const { userId, key, requestHash, claim } = holder;
    const expression = sql`idempotency_claim_committed(${userId}::int, ${key}::text, ${requestHash}::text,
      ${claim}::text, ${clock.now()}::timestamptz)`;
    return { expression, mark: (tx) => tx.execute(sql`SELECT ${expression}`).then(() => {}) };
  };

  /** Claims keys, many requests' in one statement: whether each claim got its key. */
  const claimKey = batched(
    async (claims: { userId: number; key: string; requestHash: string; claim: string }[]) => {
      const column = <T>(pick: (c: (typeof claims)[number]) => T) => columnOf(claims, pick);
      const now = clock.now();
      const won = rowsOf<{ claim: string }>(
        await db.execute(sql`INSERT INTO idempotency_keys
          (user_id, key, request_hash, claim, state, claimed_at, created_at)
        SELECT c.*, 'pending', ${now}::timestamptz, ${now}::timestamptz
          FROM unnest(${column((c) => c.userId)}::int[], ${column((c) => c.key)}::text[],
            ${column((c) => c.requestHash)}::text[], ${column((c) => c.claim)}::text[]) c
        ON CONFLICT DO NOTHING RETURNING claim`),
      );
      const winners = new Set(won.map((r) => r.claim));
      return claims.map((c) => winners.has(c.claim));
    },
  );

  /**
   * Keeps successful answers, many requests' in one statement, and lets their owners' keys older than
   * a day go in the same statement, so the table holds about a day of submits.
   */
  const keepAnswer = batched(async (answers: { holder: Holder; response: string }[]) => {
    const column = <T>(pick: (a: (typeof answers)[number]) => T) => columnOf(answers, pick);
    const cutoff = new Date(clock.now().getTime() - KEY_TTL_MS);
    await db.execute(sql`WITH expired AS (
        DELETE FROM idempotency_keys WHERE user_id = ANY(${column((a) => a.holder.userId)}::int[])
          AND created_at < ${cutoff})
      UPDATE idempotency_keys k SET state = 'done', response = a.response
      FROM unnest(${column((a) => a.holder.userId)}::int[], ${column((a) => a.holder.key)}::text[],
        ${column((a) => a.holder.claim)}::text[], ${column((a) => a.response)}::text[])
        AS a(user_id, key, claim, response)
      WHERE k.user_id = a.user_id AND k.key = a.key AND k.claim = a.claim`);
    return answers.map(() => undefined);
  });

  // Idempotent handlers run under their key's guard (routes registered after this plugin).
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler;
    // Outermost: once money of the request has committed, nothing after it may answer "failed".
    route.handler = function answered(this: FastifyInstance, req, reply) {
      return answerAfterMoney(() => guarded.call(this, req, reply));
    };
    async function guarded(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const holder = req.idempotency;
      if (!holder) return handler.call(this, req, reply);
      if (!holder.withMoney) return withMoneyGuard(guardFor(holder), () => handler.call(this, req, reply));
      try {
        return await withMoneyGuard(claimWithMoney(holder), () => handler.call(this, req, reply));
      } catch (err) {
        // Whatever stopped it (the key taken, or a refusal a first request's success explains, as a
        // balance it spent), a first request with the key answers this one, as with a claim up front.
        if (!(await keyTaken(holder))) throw err;
        req.idempotency = undefined;
        const claimed = await claimOrAnswer(reply, holder);
        if (claimed === 'answered') return reply;
        req.idempotency = claimed;
        return withMoneyGuard(guardFor(claimed), () => handler.call(this, req, reply));
      }
    }
  });

  /** Whether another request holds the key (this one's own row means its money moved: its error stands). */
  const keyTaken = async (h: Holder) =>
    (
      await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(and(rowOf(h.userId, h.key), ne(idempotencyKeys.claim, h.claim)))
    ).length > 0;

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const mode = req.routeOptions.config.idempotent;
    if (!mode) return;
    const key = req.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    const requested = {
      userId: req.user.id,
      key,
      requestHash: requestHashOf(req.method, req.routeOptions.url ?? '', req.body),
      claim: randomUUID(),
    };
    if (mode === 'with-money') {
      req.idempotency = { ...requested, withMoney: true };
      return;
    }
    const claimed = await claimOrAnswer(reply, requested);
    // A replayed answer is sent: returning the reply ends the request before its handler.
    if (claimed === 'answered') return reply;
    req.idempotency = claimed;
  });

  /**
   * Claims the key for this request (the holder it then is), or answers it: the first answer
   * replayed (`'answered'`), or a refusal thrown (another body, still running, its answer lost).
   */
  async function claimOrAnswer(reply: FastifyReply, requested: Holder): Promise<Holder | 'answered'> {
    const { userId, key, requestHash, claim } = requested;
    // Held from now on up front, whichever way the request first meant to claim it.
    const holder: Holder = { userId, key, requestHash, claim };
    const deadline = Date.now() + WAIT_MS;

    for (;;) {
      const now = clock.now();
      if (await claimKey({ userId, key, requestHash, claim })) {
        return holder;
      }
      const [row] = await db.select().from(idempotencyKeys).where(rowOf(userId, key));
      if (!row) continue; // the first request failed and let go of the key: claim it
      if (now.getTime() - row.createdAt.getTime() >= KEY_TTL_MS) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(rowOf(userId, key), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS))),
          );
        continue;
      }
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
      if (row.state === 'done') {
        reply
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .serializer((text: unknown) => text as string)
          .send(row.response);
        return 'answered';
      }
      const leaseLeftMs = row.claimedAt.getTime() + LEASE_MS - now.getTime();
      if (leaseLeftMs <= 0 && row.state === 'committed') {
        throw new AppError('IDEMPOTENCY_ANSWER_LOST', {}, { moneyMoved: true });
      }
      if (leaseLeftMs <= 0) {
        // Still pending after the lease: nothing committed, so the repeat runs it (once: the claim is
        // taken over only from the holder this request saw).
        const taken = await db
          .update(idempotencyKeys)
          .set({ claim, claimedAt: now })
          .where(and(heldBy({ userId, key, claim: row.claim }), eq(idempotencyKeys.state, 'pending')))
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) return holder;
        continue;
      }
      if (Date.now() > deadline) {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', {}, { retryAfter: Math.ceil(leaseLeftMs / 1000) });
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Keeps a successful answer; after a failure, lets go of a key that moved nothing, and ends the
   * lease of one that did (its repeat answers at once that the money moved). The database may be
   * gone by now: the row then stays as it is, and its lease settles it.
   */
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const holder = req.idempotency;
    if (!holder) return payload;
    req.idempotency = undefined;
    try {
      const text = typeof payload === 'string' ? payload : undefined;
      if (reply.statusCode === 200 && text !== undefined && parseJson(text)?.code === 1) {
        await keepAnswer({ holder, response: text });
        return payload;
      }
      const released = await db
        .delete(idempotencyKeys)
        .where(and(heldBy(holder), eq(idempotencyKeys.state, 'pending')))
        .returning({ key: idempotencyKeys.key });
      if (released.length === 0) {
        await db
          .update(idempotencyKeys)
          .set({ claimedAt: new Date(0) })
          .where(heldBy(holder));
      }
    } catch (e) {
      req.log.warn(`idempotency key ${holder.key} left as it is: ${describeDatabaseError(e)}`);
    }
    return payload;
  });
}

function parseJson(text: string): { code?: unknown } | undefined {
  try {
    return JSON.parse(text) as { code?: unknown };
  } catch {
    return undefined;
  }
}
