import { expect } from 'vitest';
import { client, type TestApp } from './harness.ts';
import { rfc6238 } from './rfc6238.ts';
import { signUp } from './users.ts';

/** The authenticator's code now, on the app's clock (the test's own RFC 6238). */
export const codeNow = (app: Pick<TestApp, 'clock'>, secret: string) => rfc6238(secret, app.clock.now());

/** Six digits that are no code of the secret within a step of now (the server accepts one step of drift). */
export function wrongCode(app: Pick<TestApp, 'clock'>, secret: string, from = 100_000): string {
  const now = app.clock.now().getTime();
  const valid = new Set([-1, 0, 1].map((d) => rfc6238(secret, new Date(now + d * 30_000))));
  let n = from;
  while (valid.has(String(n))) n++;
  return String(n);
}

/** Moves the clock to the next 30-second step, so a code that was used is followed by a fresh one. */
export const nextStep = (app: Pick<TestApp, 'clock'>) => app.clock.advance(30_000);

/**
 * Turns 2FA on for the user of `token` through the API, as a user scanning the QR would: answers the
 * secret and the ten recovery codes. The code that turned it on is spent: the clock is moved a step on.
 */
export async function enableTotp(app: TestApp, token: string) {
  const api = client(app);
  const setup = await api.post('/api/security/totp/setup', {}, { token });
  expect(setup.body.code, setup.body.msg).toBe(1);
  const secret = setup.body.data.secret as string;
  const enable = await api.post('/api/security/totp/enable', { code: codeNow(app, secret) }, { token });
  expect(enable.body.code, enable.body.msg).toBe(1);
  nextStep(app);
  return { secret, recoveryCodes: enable.body.data.codes as string[] };
}

/**
 * The console's security writes, one step each for the audit walk (admin-writes-audited.test.ts): a
 * user of the step's own, with 2FA on where it is reset. Each answers the audit row it must leave. The
 * app and the operator's headers are read when a step runs (the walk is listed before they exist).
 */
export function securityWalk(read: () => { app: TestApp; headers: Record<string, string> }) {
  const step = (path: string, action: string, before?: (token: string) => Promise<unknown>) => async () => {
    const { app, headers } = read();
    const { user, token } = await signUp(app);
    await before?.(token);
    const res = await client(app).post(
      `/admin-api/users/${user.id}/${path}`,
      { reason: 'Walk' },
      { headers },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    return { action, targetId: user.id };
  };
  return {
    'POST /admin-api/users/{id}/reset-2fa': step('reset-2fa', 'user.totp.reset', (token) =>
      enableTotp(read().app, token),
    ),
    'POST /admin-api/users/{id}/lift-lock': step('lift-lock', 'user.lock.lift'),
  };
}
