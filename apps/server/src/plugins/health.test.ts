import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { registerErrorHandling } from './errors.ts';
import { healthRoutes } from './health.ts';
import { registerRequestContext } from './request-context.ts';
import { registerDrain } from './shutdown.ts';

let app: TestApp;
beforeAll(async () => {
  // A limit of 2 calls a minute: the probes must never be counted.
  app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(() => app.dispose());

const probe = (url: string) => app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('answer 200 on a reachable, migrated database, however often a load balancer asks', async () => {
    for (let i = 0; i < 10; i++) {
      const health = await probe('/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'up' });
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toEqual({ status: 'ready' });
    }
  });

  it('/readyz answers 503 with a retry hint while a migration is missing; /healthz stays up', async () => {
    const db = app.database.db;
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().data).toMatchObject({
        error: 'DATABASE_UNAVAILABLE',
        reason: 'migrations',
        retryAfter: 5,
      });
      expect((await probe('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 SERVER_CLOSING while the server drains; /healthz stays up', async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setSerializerCompiler(serializerCompiler);
    registerRequestContext(server);
    registerErrorHandling(server);
    let draining = false;
    await server.register(healthRoutes(app.database, () => draining));
    expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    draining = true;
    const ready = await server.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data.error).toBe('SERVER_CLOSING');
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await server.close();
  });

  it('the server drains from the first step of its close, before any other part stops', async () => {
    const server = Fastify();
    const drain = registerDrain(server);
    const seen: boolean[] = [];
    server.addHook('preClose', (done) => {
      seen.push(drain.draining());
      done();
    });
    await server.ready();
    expect(drain.draining()).toBe(false);
    await server.close();
    expect(seen).toEqual([true]);
  });
});
