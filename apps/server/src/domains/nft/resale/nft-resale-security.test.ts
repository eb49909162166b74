/**
 * Resale behind account security (issue 34, items 1 and 3): releasing a sold copy (`coupon/confirm`)
 * waits out the seller's hold and asks for their 2FA code; listing a copy (its payment methods say
 * where buyers pay) is refused while the hold runs.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../../test/harness.ts';
import { copyFor, type ResaleSteps, resaleSteps } from '../../../test/nft.ts';
import { codeNow, enableTotp } from '../../../test/security.ts';
import { PAY_PASSWORD, signUp } from '../../../test/users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let app: TestApp;
let api: Api;
let reach: ResaleSteps['reach'];
let listCopy: ResaleSteps['listCopy'];
beforeAll(async () => {
  let tokens: Record<'finance', string>;
  ({ app, api, tokens } = await openTestApp('finance'));
  ({ reach, listCopy } = resaleSteps(app, api, tokens.finance));
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

describe('releasing a sold copy', () => {
  it('waits out the seller’s hold, then asks for their 2FA code', async () => {
    const trade = await reach('paid');
    const { secret } = await enableTotp(app, trade.seller.token);
    const confirm = (totpCode?: string) =>
      api.post(
        '/api/coupon/confirm',
        { id: trade.orderId, payPassword: PAY_PASSWORD, ...(totpCode ? { totpCode } : {}) },
        { token: trade.seller.token },
      );
    const held = await confirm(codeNow(app, secret));
    expectError(held, 'SECURITY_LOCKED');
    expect(held.body.data.reason).toBe('totp_changed');
    app.clock.advance(24 * HOUR + MINUTE);
    expectError(await confirm(), 'TOTP_REQUIRED');
    const released = await confirm(codeNow(app, secret));
    expect(released.body.code, released.body.msg).toBe(1);
    expect(released.body.data.status).toBe('completed');
  });
});

describe('listing a copy', () => {
  it('is refused while the seller’s hold runs, and allowed after', async () => {
    const seller = await signUp(app, { usdt: '100' });
    const copyId = await copyFor(app, seller.user.id);
    await app.services.security.startLock(seller.user.id, 'pay_password_changed');
    expectError(await listCopy(seller.token, copyId), 'SECURITY_LOCKED');
    app.clock.advance(24 * HOUR + MINUTE);
    const listed = await listCopy(seller.token, copyId);
    expect(listed.body.code, listed.body.msg).toBe(1);
  });
});
