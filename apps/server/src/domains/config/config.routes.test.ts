import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * sysConfig tells the app whether the operator set PUBLIC_URL: invite links and posters use it then,
 * and the address the browser is on otherwise (the default localhost cannot be opened from a phone).
 */
describe('sysConfig and PUBLIC_URL', () => {
  let unset: TestApp;
  let set: TestApp;
  beforeAll(async () => {
    unset = await createTestApp();
    set = await createTestApp({ env: { PUBLIC_URL: 'https://mcc.example.com/' } });
  });
  afterAll(async () => {
    await unset?.dispose();
    await set?.dispose();
  });

  it('answers null when PUBLIC_URL is not set (the localhost default is not an address to share)', async () => {
    const body = (await unset.inject({ url: '/api/common/sysConfig' })).json();
    expect(body.code).toBe(1);
    expect(body.data.publicUrl).toBeNull();
  });

  it('answers the address the operator set, without a trailing slash', async () => {
    const body = (await set.inject({ url: '/api/common/sysConfig' })).json();
    expect(body.data.publicUrl).toBe('https://mcc.example.com');
  });
});
