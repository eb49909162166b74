import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceIdStore } from '../../../lib/storage.ts';

/** What the sign-in and sign-up calls put on the wire, answered with a session. */
const calls = vi.hoisted(() => [] as { path: string; body: Record<string, unknown> }[]);
vi.mock('../../../lib/api.ts', () => ({
  call: async (route: { path: string }, body: Record<string, unknown>) => {
    calls.push({ path: route.path, body });
    return { code: 1, msg: '', time: 0, data: { userinfo: { token: 't', expiresIn: 60 } } };
  },
}));
vi.mock('../../../lib/session.ts', () => ({ startSession: () => {} }));
const { login, register } = await import('./login.ts');

afterEach(() => {
  calls.length = 0;
  deviceIdStore.clear();
});

describe('the device id on sign-in and sign-up', () => {
  it('sends one id, kept in the browser, with the sign-up and every later sign-in', async () => {
    await register({ mobile: '13800000009', code: '123456', password: 'secret123' });
    await login({ account: '13800000009', password: 'secret123' });
    const [signUp, signIn] = calls;
    expect(signUp?.path).toBe('/api/user/register');
    expect(signUp?.body.deviceId).toMatch(/^[0-9a-f]{32}$/);
    // The device the account was made on is the one it signs in from: the server sees no new device.
    expect(signIn?.body.deviceId).toBe(signUp?.body.deviceId);
    expect(deviceIdStore.get()).toBe(signUp?.body.deviceId);
  });
});
