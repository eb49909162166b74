/**
 * Sessions (issue 31, item 12): a session ends after SESSION_IDLE_DAYS unused, each use renews it (a
 * write at most once per RENEW_STEP_MS), none outlives SESSION_MAX_DAYS from sign-in; and a user can
 * end every session of theirs at once. Time moves on the test clock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { type Api, client, createTestApp, type TestApp } from '../../test/harness.ts';
import { PASSWORD, signUp } from '../../test/users.ts';
import { userTokens } from './auth.tables.ts';
import { RENEW_STEP_MS } from './session-lifetime.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

let app: TestApp;
let api: Api;
beforeAll(async () => {
  // The defaults, spelt out: the harness keeps other tests' sessions for 30 days unused.
  app = await createTestApp({ env: { SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '30' } });
  api = client(app);
});
afterAll(() => app.dispose());
// Exact instants: the clock moves only when a test moves it.
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

const signedIn = async (token: string) => (await api.get('/api/user/balance', { token })).status === 200;
/** The session's stored expiry, read from its row. */
async function storedExpiry(token: string) {
  const [row] = await app.database.db
    .select({ expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(eq(userTokens.tokenHash, sha256(token)));
  return row?.expiresAt.getTime();
}

describe('sliding expiry', () => {
  it('ends a session left unused for 7 days', async () => {
    const { token } = await signUp(app);
    app.clock.advance(7 * DAY - MINUTE);
    expect(await signedIn(token)).toBe(true);
    const other = await signUp(app);
    app.clock.advance(7 * DAY + MINUTE);
    expect(await signedIn(other.token)).toBe(false);
  });

  it('renews a session on use, so one used every 6 days lives on', async () => {
    const { token } = await signUp(app);
    for (let day = 6; day <= 24; day += 6) {
      app.clock.advance(6 * DAY);
      expect(await signedIn(token), `day ${day}`).toBe(true);
    }
  });

  it('ends every session 30 days after sign-in, however often it is used', async () => {
    const { token } = await signUp(app);
    for (let day = 5; day < 30; day += 5) {
      app.clock.advance(5 * DAY);
      expect(await signedIn(token), `day ${day}`).toBe(true);
    }
    app.clock.advance(5 * DAY - MINUTE);
    expect(await signedIn(token), 'a minute before day 30').toBe(true);
    // The renewal a minute ago could not reach past the cap.
    app.clock.advance(2 * MINUTE);
    expect(await signedIn(token), 'a minute after day 30').toBe(false);
  });

  it('writes the renewal at most once per step, not on every call', async () => {
    const { token } = await signUp(app);
    app.clock.advance(DAY);
    expect(await signedIn(token)).toBe(true);
    const renewed = await storedExpiry(token);
    expect(renewed).toBe(app.clock.now().getTime() + 7 * DAY);
    // A call every minute for the rest of the step: the stored expiry does not move.
    for (let minute = 1; minute < RENEW_STEP_MS / MINUTE; minute++) {
      app.clock.advance(MINUTE);
      expect(await signedIn(token)).toBe(true);
      expect(await storedExpiry(token), `minute ${minute}`).toBe(renewed);
    }
    app.clock.advance(MINUTE);
    expect(await signedIn(token)).toBe(true);
    expect(await storedExpiry(token)).toBe(app.clock.now().getTime() + 7 * DAY);
  });

  it('tells the client the idle time as expiresIn', async () => {
    const { mobile } = await signUp(app);
    const login = await api.post('/api/user/login', { account: mobile, password: PASSWORD });
    expect(login.body.data.userinfo.expiresIn).toBe(7 * 86_400);
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the user, the caller's own included, and no one else's", async () => {
    const { mobile, token } = await signUp(app);
    const second = await api.post('/api/user/login', { account: mobile, password: PASSWORD });
    const elsewhere = second.body.data.userinfo.token as string;
    const bystander = await signUp(app);
    for (const t of [token, elsewhere, bystander.token]) expect(await signedIn(t)).toBe(true);

    const res = await api.post('/api/user/logoutAll', null, { token });
    expect(res.body).toMatchObject({ code: 1, data: { sessions: 2 } });
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(bystander.token)).toBe(true);
    // Signing in again works as ever.
    const again = await api.post('/api/user/login', { account: mobile, password: PASSWORD });
    expect(await signedIn(again.body.data.userinfo.token)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const res = await api.post('/api/user/logoutAll', null, { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});
