import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { type Database, openPostgres, rowsOf } from '../db/client.ts';
import { seedDemo } from '../db/seed.ts';
import type { OperatorRole } from '../domains/admin/admin.tables.ts';
import type { Deliver } from '../domains/auth/messenger.ts';
import { TestClock } from '../lib/clock.ts';
import type { Domain } from '../lib/domain.ts';
import { freshPglite } from './pglite-snapshot.ts';

/** Which database this test run uses: the vitest project sets TEST_DB (pglite | postgres). */
export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database: in-memory PGlite, or a throw-away PostgreSQL database dropped on close (with its
 * address, so a second server can share it).
 */
async function freshDatabase(): Promise<Database & { url?: string }> {
  if (dbKind === 'pglite') return freshPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `mcc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deliver?: Deliver;
  /** Built apps to serve (a folder with an index.html); by default the real builds, if any. */
  webDist?: string;
  adminDist?: string;
  /** The app's domains (all of them by default): a test may add one of its own. */
  domains?: readonly Domain[];
  /** The app's logger (none by default): a test of what is logged passes one that writes to it. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the real app on a fresh database (with the demo seed), a movable clock and its own data dir. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-test-'));
  // Tests send many requests from one address; rate limits get their own test with low values.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CODE_SENDS_PER_IP_PER_DAY: '100000',
    // Tests move the clock by days on one sign-in: a session lasts its 30 days unused (as before
    // sessions slid); sessions.test.ts tests the sliding expiry with the real settings.
    SESSION_IDLE_DAYS: '30',
    ...opts.env,
  });
  const clock = new TestClock();
  const database = await freshDatabase();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: opts.logger ?? false,
    deliver: opts.deliver,
    webDist: opts.webDist,
    adminDist: opts.adminDist,
    domains: opts.domains,
  });
  await app.ready();
  // The NFT demo series are left out: each test of the NFT area makes the series it needs.
  await seedDemo({ db: database.db, ...app.services }, { nft: false });
  return Object.assign(app, {
    clock,
    dataDir,
    /**
     * A second server on the same PostgreSQL database and clock, as when several servers run behind a
     * load balancer; dispose of it before this app (which drops the database).
     */
    async twin() {
      if (!database.url) throw new Error('a second server needs PostgreSQL (TEST_DB=postgres)');
      const shared = await openPostgres(database.url);
      const other = await buildApp({ config, database: shared, clock, logger: false, deliver: opts.deliver });
      await other.ready();
      return other;
    },
    /** Messages the development provider wrote, oldest first. */
    outbox(): { time: string; channel: string; to: string; event: string; code: string; text: string }[] {
      const file = path.join(dataDir, 'outbox.jsonl');
      if (!fs.existsSync(file)) return [];
      return fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    },
    async dispose() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Json = Record<string, unknown> | unknown[] | null;
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer shapes and assert on them
  body: { code: number; msg: string; time: string; data: any };
  headers: Record<string, unknown>;
}

/**
 * Small request helpers over `inject`, returning status and parsed envelope. Given an app with a
 * change feed, each call first holds a round of it: a test's own writes through services (as a job's
 * would) reach the caches before its next call. The tests of that promise itself pass `{ inject }` only.
 */
export function client(app: Pick<TestApp, 'inject'> & { feed?: ChangeFeed }) {
  async function call(
    method: 'GET' | 'POST',
    url: string,
    opts: { body?: Json | string; token?: string; lang?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.token = opts.token;
    if (opts.lang) headers.lang = opts.lang;
    const payload =
      typeof opts.body === 'string'
        ? opts.body
        : opts.body === undefined
          ? undefined
          : JSON.stringify(opts.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    await app.feed?.sync();
    const res = await app.inject({ method, url, headers, payload });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }
  return {
    call,
    get: (url: string, opts?: Parameters<typeof call>[2]) => call('GET', url, opts),
    post: (url: string, body?: Json | string, opts?: Parameters<typeof call>[2]) =>
      call('POST', url, { ...opts, body }),
  };
}

export type Api = ReturnType<typeof client>;

/** Calls with nothing in between: no round of the feed before them, unlike the usual test client. */
export const direct = (server: Pick<TestApp, 'inject'>) => client({ inject: server.inject.bind(server) });

/**
 * What a test file starts from (call it in `beforeAll`, dispose of the app in `afterAll`): the app, its
 * request client, and a signed-in bearer token for each operator role named.
 */
export async function openTestApp<R extends OperatorRole = never>(...roles: R[]) {
  const app = await createTestApp();
  const signedIn = await Promise.all(roles.map(async (role) => [role, await operatorToken(app, role)]));
  return { app, api: client(app), tokens: Object.fromEntries(signedIn) as Record<R, string> };
}

/**
 * Asserts a success (`code` 1) and answers its data; `what` names the step, so a failure says which
 * step was refused and with what message.
 */
export function expectOk(res: Answer, what: string) {
  expect({ what, code: res.body.code, msg: res.body.msg }).toEqual({
    what,
    code: 1,
    msg: expect.any(String),
  });
  return res.body.data;
}

/** Asserts an answer is the envelope: `code` 0 or 1, a message, a Unix time in seconds, `data`. */
export function expectEnvelope(res: Answer) {
  expect(res.body).toEqual(
    expect.objectContaining({ code: expect.any(Number), msg: expect.any(String), time: expect.any(String) }),
  );
  expect([0, 1]).toContain(res.body.code);
  expect(res.body.time).toMatch(/^\d{10}$/);
  expect(res.body).toHaveProperty('data');
}

/** Asserts an expected failure: HTTP 200, code 0, the stable key, and a message for the user. */
export function expectError(res: Answer, error: string) {
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  expect(res.body.data.error).toBe(error);
  expect(res.body.msg).not.toBe('');
}

/** `Authorization` header for an operator's bearer token on `/admin-api` calls. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Creates an operator of `role` through the operator service (a random username) and signs it in;
 * answers the bearer token. Use with `bearer()`: `api.get('/admin-api/…', { headers: bearer(t) })`.
 */
export async function operatorToken(app: TestApp, role: OperatorRole): Promise<string> {
  const username = `${role}-${randomBytes(4).toString('hex')}`;
  const password = 'operator-password-1';
  await app.services.operators.create(
    { username, role, password },
    { operator: null, actor: 'system:test', ip: '' },
  );
  const session = await app.services.operators.login({ username, password, ip: '127.0.0.1' });
  return session.token;
}

/**
 * The last id `sequence` handed out. A sequence does not roll back, so it shows rows a refused request
 * made and then undid: work that held its locks meanwhile.
 */
export async function lastIdOf(app: TestApp, sequence: string): Promise<number> {
  const result = await app.database.db.execute(sql`SELECT last_value AS n FROM ${sql.identifier(sequence)}`);
  return Number(rowsOf<{ n: string }>(result)[0]?.n);
}
