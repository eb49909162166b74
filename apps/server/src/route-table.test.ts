import fs from 'node:fs';
import { allRoutes } from '@mcc/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyRoutesOfTheTable } from './lib/serve.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** The spec's money-moving POSTs (PRODUCT.md: each honours an Idempotency-Key). */
const MONEY_MOVING_CALLS = [
  '/api/order/add',
  '/api/order/pay',
  '/api/pledge/add',
  '/api/coupon/confirm',
  '/api/nft/list',
  '/api/nft/box/open',
  '/api/nft/synthesize',
  '/api/auction/bid',
  '/api/fund/recharge',
  '/api/fund/autoRecharge',
  '/api/fund/withdraw',
  '/api/fund/transfer',
  '/api/fund/transferMcc',
  '/api/fund/buySsk',
  '/api/fund/sellSsk',
  '/api/market/exchange',
  '/api/coinMix/transferIn',
  '/api/coinMix/transferOut',
  '/api/coinMix/withdraw',
] as const;

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
/** The OpenAPI spelling of a path: `/admin-api/users/{id}`. */
const documented = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the route table (packages/contract/src/routes)', () => {
  it('names each call once', () => {
    const keys = allRoutes.map(key);
    expect(keys.length).toBeGreaterThan(150);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the server serves: every route of the table registered, nothing else under /api and /admin-api', () => {
    expect([...app.servedRoutes].map(key).sort()).toEqual(allRoutes.map(key).sort());
    for (const route of app.servedRoutes) expect(allRoutes, key(route)).toContain(route);
    for (const route of allRoutes) {
      expect(app.hasRoute({ method: route.method, url: route.path }), key(route)).toBe(true);
      const other = route.method === 'GET' ? 'POST' : 'GET';
      const both = allRoutes.some((r) => r.path === route.path && r.method === other);
      expect(app.hasRoute({ method: other, url: route.path }), `${other} ${route.path}`).toBe(both);
    }
  });

  it('stops the start of a server that registers a call outside the table', () => {
    const server = Fastify();
    onlyRoutesOfTheTable(server);
    expect(() => server.get('/api/user/secret', async () => 'no')).toThrow(
      'GET /api/user/secret is not registered from the route table',
    );
  });

  it('documents every call in the OpenAPI document with its tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const route of allRoutes) {
      const operation = doc.paths[documented(route.path)]?.[route.method.toLowerCase()];
      expect(operation, key(route)).toBeDefined();
      expect(operation.tags, key(route)).toEqual([route.tag]);
    }
  });

  it('documents a list export as a CSV answer, and every console list with one', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const exports = allRoutes.filter((route) => route.answer === 'csv');
    expect(exports.length).toBeGreaterThanOrEqual(17);
    for (const route of exports) {
      const answer = doc.paths[documented(route.path)].get.responses['200'].content;
      expect(Object.keys(answer), key(route)).toEqual(['text/csv']);
      const list = allRoutes.find((r) => r.method === 'GET' && `${r.path}/export` === route.path);
      expect(list?.query, key(route)).toBeDefined();
    }
  });

  it('covers every call of the spec with its method (docs/spec/api.json)', () => {
    const specFile = new URL('../../../docs/spec/api.json', import.meta.url);
    const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as {
      calls: { method: string; path: string }[];
    };
    const table = new Set(allRoutes.map(key));
    for (const call of spec.calls) expect(table.has(key(call)), key(call)).toBe(true);
  });

  it('marks the money-moving calls: what the clients send an Idempotency-Key with', () => {
    const marked = allRoutes.filter((r) => r.idempotent).map((r) => r.path);
    expect(marked.sort()).toEqual([...MONEY_MOVING_CALLS].sort());
    expect(allRoutes.filter((r) => r.idempotent && r.method !== 'POST')).toEqual([]);
  });
});
