import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export const KEY_TTL_MS = 24 * 3_600_000;
/** How long a repeat waits for the first request to finish before it answers "still processing". */
const WAIT_MS = 10_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money-moving POST: honours the `Idempotency-Key` header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request owns a pending idempotency row. */
    idempotency?: { userId: number; key: string };
  }
}

/**
 * `Idempotency-Key` on money-moving POSTs (routes with `config.idempotent`), per signed-in user, 24 h:
 * the same key and body replay the first successful answer, byte for byte; another body is refused;
 * a repeat that arrives while the first runs waits for it. Failed answers are not kept, so a fixed
 * request may reuse its key. A row left pending by a crash is never taken over (the first request
 * may have committed): it blocks only its own key, and the client sends a new key per submit.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const rowOf = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.routeOptions.config.idempotent) return;
    const key = req.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    const userId = req.user.id;
    const requestHash = sha256(`${req.method} ${req.routeOptions.url} ${JSON.stringify(req.body)}`);
    const deadline = Date.now() + WAIT_MS;

    for (;;) {
      const now = clock.now();
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, state: 'pending', createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        req.idempotency = { userId, key };
        return;
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
        return reply
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send(row.response);
      }
      if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      await sleep(POLL_MS);
    }
  });

  /** Keeps a successful answer; lets go of the key after a failure. */
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = undefined;
    const body = typeof payload === 'string' ? parseJson(payload) : undefined;
    if (reply.statusCode === 200 && body?.code === 1) {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', response: body })
        .where(rowOf(claim.userId, claim.key));
    } else {
      await db.delete(idempotencyKeys).where(rowOf(claim.userId, claim.key));
    }
    return payload;
  });

  /** Old keys go when their owner next claims one, so the table holds about a day of submits. */
  app.addHook('onResponse', async (req: FastifyRequest) => {
    if (!req.routeOptions.config.idempotent || !req.user) return;
    const cutoff = new Date(clock.now().getTime() - KEY_TTL_MS);
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, req.user.id), lt(idempotencyKeys.createdAt, cutoff)));
  });
}

function parseJson(text: string): { code?: unknown } | undefined {
  try {
    return JSON.parse(text) as { code?: unknown };
  } catch {
    return undefined;
  }
}
