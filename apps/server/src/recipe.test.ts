import { type AnswerOf, type InputOf, routes } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { DOMAINS } from './domains.ts';
import { defineDomain } from './lib/domain.ts';
import { type RouteRequest, serve } from './lib/serve.ts';
import { client, createTestApp, expectError, type TestApp } from './test/harness.ts';
import { signUp } from './test/users.ts';

/*
 * CONTRIBUTING.md's recipe "A read call", followed in a domain of its own: one entry in the route
 * table, one handler (and the domain that registers it); the hook, its last step, in apps/web/src/test/recipe-hook.test.tsx.
 */

// 1. The entry in the route table (packages/contract/src/routes/<domain>.ts).
const fixture = routes('fixture', {
  unread: {
    method: 'GET',
    path: '/api/fixture/unread',
    auth: 'user',
    query: 'idQuery',
    answer: 'tipsUnread',
  },
});

// 2. The handler (apps/server/src/domains/<domain>/<domain>.routes.ts) …
function fixtureRoutes(): FastifyPluginAsync {
  return async (app) => {
    serve(app, fixture.unread, async (req) => ({ unread: req.query.id * 2 }));
  };
}
// … and the domain that brings it (<domain>.domain.ts, listed in domains.ts).
const fixtureDomain = defineDomain({ name: 'fixture', services: {}, routes: () => [fixtureRoutes()] });

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ domains: [...DOMAINS, fixtureDomain] });
});
afterAll(() => app.dispose());

describe('a read call added by the recipe', () => {
  it('is served with the guard, the validation and the envelope the table gives it', async () => {
    const api = client(app);
    const { token } = await signUp(app);
    const res = await api.get('/api/fixture/unread?id=21', { token });
    expect(res.body).toMatchObject({ code: 1, data: { unread: 42 } });
    expect((await api.get('/api/fixture/unread?id=21')).status).toBe(401);
    expectError(await api.get('/api/fixture/unread?id=x', { token }), 'VALIDATION');
  });

  it('is documented in the OpenAPI document under its area', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const operation = doc.paths['/api/fixture/unread']?.get;
    expect(operation.tags).toEqual(['fixture']);
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'id', required: true })]),
    );
  });

  it('is typed from its schemas, on the server and for the clients', () => {
    expectTypeOf<RouteRequest<typeof fixture.unread>['query']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<AnswerOf<typeof fixture.unread>>().toEqualTypeOf<{ unread: number }>();
    expectTypeOf<InputOf<typeof fixture.unread>>().toHaveProperty('id');
  });
});
