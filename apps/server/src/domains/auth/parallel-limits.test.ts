import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type Answer, client, createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { PASSWORD, PAY_PASSWORD, signUp } from '../../test/users.ts';
import { operators } from '../admin/admin.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { users } from './auth.tables.ts';

/**
 * Guesses sent all at once must not outrun a lockout: each try is reserved before its secret is
 * checked, so at most five are ever checked, whatever the concurrency and however many servers. (The
 * try counter counts reserved tries, wrong or still being checked, and never passes five.) Code
 * sending's daily limit per target is checked and spent under one lock per target, so it holds too.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** Sends every body at once (spread over `servers` in turn); answers in the order sent. */
function burst(
  servers: Pick<App, 'inject'>[],
  url: string,
  bodies: object[],
  headers: Record<string, string>,
) {
  const apis = servers.map(client);
  return bodies.map((body, i) =>
    (apis[i % apis.length] as ReturnType<typeof client>).post(url, { ...body }, { headers }),
  );
}

/**
 * Sends every guess but the last at once, then the last (the right one) as soon as all five tries are
 * taken or the account is locked, while the others are still being answered: the right guess is
 * always among the late ones, whatever order the connections happen to serve them in.
 */
async function guessBurst(
  servers: Pick<App, 'inject'>[],
  url: string,
  bodies: object[],
  headers: Record<string, string>,
  triesTaken: () => Promise<{ tries: number; lockedUntil: Date | null } | undefined>,
) {
  const early = burst(servers, url, bodies.slice(0, -1), headers);
  for (;;) {
    const row = await triesTaken();
    if (row && (row.tries >= 5 || row.lockedUntil !== null)) break;
    // Let the requests run: PGlite answers in microtasks, which alone would starve them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const last = burst(servers.slice(-1), url, bodies.slice(-1), headers);
  return Promise.all([...early, ...last]);
}

/** How many answers gave each error key (`OK` for a success). */
function tally(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.body.code === 1 ? 'OK' : a.body.data.error;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Every guess refused: at most four as wrong (the fifth wrong one locks), the rest as locked. The
 * try counter (checked by each test) shows that exactly five were verified.
 */
function expectRefused(answers: Answer[], wrong: string, locked: string) {
  const counts = tally(answers);
  expect(Object.keys(counts).filter((k) => k !== wrong && k !== locked)).toEqual([]);
  expect(counts[wrong] ?? 0).toBeLessThanOrEqual(4);
}

const db = () => app.database.db;

/** `n` guesses with the right one last: the wrong ones each differ, as a guesser's would. */
const guesses = (n: number, wrong: (i: number) => string, right: string) =>
  Array.from({ length: n }, (_, i) => (i === n - 1 ? right : wrong(i)));

async function transfers() {
  const [row] = await app.database.db.select({ n: count() }).from(ledgerTransfers);
  return row?.n;
}

function scenarios(servers: () => Pick<App, 'inject' | 'services'>[]) {
  it.each([
    ['', false],
    [', though every server remembers the right one from a payment', true],
  ])(
    '150 parallel payment-password guesses, the right one last%s: no money moves and the lock holds',
    async (_, remembered) => {
      const sender = await signUp(app, { usdt: '100' });
      const recipient = await signUp(app);
      const pay = (server: Pick<App, 'inject'>) =>
        client(server).post(
          '/api/fund/transfer',
          { to: recipient.user.uid, amount: '1', payPassword: PAY_PASSWORD },
          { token: sender.token },
        );
      if (remembered) for (const server of servers()) expect((await pay(server)).body.code).toBe(1);
      const before = await transfers();
      const bodies = guesses(150, (i) => String(100_000 + i), PAY_PASSWORD).map((payPassword) => ({
        to: recipient.user.uid,
        amount: '1',
        payPassword,
      }));
      const answers = await guessBurst(
        servers(),
        '/api/fund/transfer',
        bodies,
        { token: sender.token },
        async () => {
          const [row] = await db()
            .select({ tries: users.payFailures, lockedUntil: users.payLockedUntil })
            .from(users)
            .where(eq(users.id, sender.user.id));
          return row;
        },
      );
      expectRefused(answers, 'PAY_PASSWORD_WRONG_LEFT', 'PAY_PASSWORD_LOCKED');
      expect(await transfers()).toBe(before);
      const [row] = await db().select().from(users).where(eq(users.id, sender.user.id));
      expect(row?.payFailures).toBe(5);
      for (const server of servers())
        expect((await pay(server)).body.data).toMatchObject({ error: 'PAY_PASSWORD_LOCKED', minutes: 15 });
      expect(await transfers()).toBe(before);
    },
  );

  it('parallel calls with the right payment password all go through: reserving tries locks no one out', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const recipient = await signUp(app);
    const before = await transfers();
    const body = { to: recipient.user.uid, amount: '1', payPassword: PAY_PASSWORD };
    const answers = await Promise.all(
      burst(servers(), '/api/fund/transfer', Array(12).fill(body), { token: sender.token }),
    );
    expect(tally(answers)).toEqual({ OK: 12 });
    expect(await transfers()).toBe((before ?? 0) + 12);
  });

  it('20 parallel sign-in guesses, the right one among the late ones: no token, and the lock holds', async () => {
    const { mobile } = await signUp(app);
    const bodies = guesses(20, (i) => `wrong-password-${i}`, PASSWORD).map((password) => ({
      account: mobile,
      password,
    }));
    const answers = await guessBurst(servers(), '/api/user/login', bodies, {}, async () => {
      const [row] = await db()
        .select({ tries: users.loginFailures, lockedUntil: users.lockedUntil })
        .from(users)
        .where(eq(users.mobile, mobile));
      return row;
    });
    expectRefused(answers, 'LOGIN_FAILED', 'ACCOUNT_LOCKED');
    const [row] = await db().select().from(users).where(eq(users.mobile, mobile));
    expect(row?.loginFailures).toBe(5);
    const after = await client(app).post('/api/user/login', { account: mobile, password: PASSWORD });
    expect(after.body.data.error).toBe('ACCOUNT_LOCKED');
  });

  it('20 parallel operator sign-in guesses, the right one among the late ones: no session, and the lock holds', async () => {
    const username = `racer-${Math.random().toString(36).slice(2, 8)}`;
    const password = 'operator-password-1';
    await app.services.operators.create(
      { username, role: 'finance', password },
      { operator: null, actor: 'test', ip: '' },
    );
    const bodies = guesses(20, (i) => `wrong-password-${i}`, password).map((p) => ({
      username,
      password: p,
    }));
    const answers = await guessBurst(servers(), '/admin-api/auth/login', bodies, {}, async () => {
      const [row] = await db()
        .select({ tries: operators.loginFailures, lockedUntil: operators.lockedUntil })
        .from(operators)
        .where(eq(operators.username, username));
      return row;
    });
    expectRefused(answers, 'LOGIN_FAILED', 'ACCOUNT_LOCKED');
    const [row] = await db().select().from(operators).where(eq(operators.username, username));
    expect(row?.loginFailures).toBe(5);
    const after = await client(app).post('/admin-api/auth/login', { username, password });
    expect(after.body.data.error).toBe('ACCOUNT_LOCKED');
  });

  it('20 parallel code sends to one target: exactly the daily 10 go out', async () => {
    const target = `1397${Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0')}`;
    // Distinct events, so the one-a-minute rule per event does not hide the daily one.
    const sends = Array.from({ length: 20 }, (_, i) =>
      (servers()[i % servers().length] as App).services.codes.send({
        channel: 'sms',
        target,
        event: `event${i}`,
        lang: 'en',
      }),
    );
    const outcomes = await Promise.allSettled(sends);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes.filter((o) => o.status === 'rejected'))
      expect((o as PromiseRejectedResult).reason).toMatchObject({ key: 'CODE_DAILY_LIMIT' });
    expect(app.outbox().filter((m) => m.to === target)).toHaveLength(10);
  });
}

describe(`parallel tries on one server (${dbKind})`, () => {
  scenarios(() => [app]);

  it('tries left counted by a crashed server end in a lock that runs out, not in a lock-out for good', async () => {
    const { user } = await signUp(app);
    const username = `crashed-${Math.random().toString(36).slice(2, 8)}`;
    const password = 'operator-password-1';
    await app.services.operators.create(
      { username, role: 'finance', password },
      { operator: null, actor: 'test', ip: '' },
    );
    // Five tries reserved and never settled, as when a server dies while checking them.
    await db()
      .update(users)
      .set({ payFailures: 5, payWindowStart: app.clock.now() })
      .where(eq(users.id, user.id));
    await db().update(operators).set({ loginFailures: 5 }).where(eq(operators.username, username));
    const [pay, operator] = await Promise.allSettled([
      app.services.auth.verifyPayPassword(user.id, PAY_PASSWORD),
      app.services.operators.login({ username, password, ip: '127.0.0.1' }),
    ]);
    expect(pay).toMatchObject({ status: 'rejected', reason: { key: 'PAY_PASSWORD_LOCKED' } });
    expect(operator).toMatchObject({ status: 'rejected', reason: { key: 'ACCOUNT_LOCKED' } });
    app.clock.advance(15 * 60_000 + 1_000);
    await app.services.auth.verifyPayPassword(user.id, PAY_PASSWORD);
    expect((await app.services.operators.login({ username, password, ip: '127.0.0.1' })).token).toBeTruthy();
  });
});

describe.skipIf(dbKind !== 'postgres')('parallel tries spread over two servers on one PostgreSQL', () => {
  let twin: App;
  beforeAll(async () => {
    twin = await app.twin();
    // Both pools open their connections now, so no guess is held back (or let ahead) by a connect.
    const busy = sql`SELECT pg_sleep(0.05)`;
    await Promise.all(
      [app, twin].flatMap((s) => Array.from({ length: 20 }, () => s.database.db.execute(busy))),
    );
  });
  afterAll(() => twin.close());
  scenarios(() => [app, twin]);
});
