/**
 * Account security (issue 34) in a real browser against the real server, its clock movable through the
 * test controls:
 * 1. a user turns on 2FA from the QR the page draws (decoded here as a phone's scanner would), with codes
 *    this file computes itself (RFC 6238 on node:crypto, shared with nothing the server runs), for the
 *    server's clock; keeps the recovery codes; signs out and, a day later (past the hold that turning 2FA
 *    on starts), signs in with the password and then a code; adds an address to the book with the payment
 *    password and a code; sees it cooling in the book and the withdrawal form, is refused when sending to
 *    it anyway; a day later withdraws to it from the book, and the withdrawal waits for review;
 * 2. a second phone (a context of its own in the same browser) signed in as the same user is signed out
 *    from the first one's device list, and its next step lands on the sign-in page.
 * A code is good once per 30-second step: the test moves the server's clock a step before the next one.
 */
import { createHmac } from 'node:crypto';
import jsQR from 'jsqr';
import { type Browser, devices, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  describeInBrowser,
  launchBrowser,
  phoneContext,
  shot,
  signIn,
  type TestServer,
  TRC20_ADDRESS,
} from '../../../tests/browser/harness.ts';
import { newUser, serverNow, startWebServer, userApi } from './web-harness.ts';

const STEP_MS = 30_000;
const DAY_MS = 86_400_000;

/** RFC 4648 Base32 (the authenticator key's alphabet) to bytes. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) throw new Error(`not Base32: ${text}`);
    value = ((value << 5) | digit) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 of the 30-second step count, dynamically truncated (RFC 4226), 6 digits. */
function totp(key: Buffer, at: Date, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / STEP_MS)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** The pixels of an `<img>` on the page, decoded here with jsQR, as a phone's scanner would read it. */
async function scanQr(page: Page, testId: string): Promise<string | undefined> {
  const image = await page.getByTestId(testId).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    // Drawn at twice its size: the SVG's own size is what the page gives it.
    const canvas = document.createElement('canvas');
    canvas.width = img.width * 2;
    canvas.height = img.height * 2;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  });
  const rgba = new Uint8ClampedArray(Buffer.from(image.rgba, 'base64'));
  return jsQR(rgba, image.width, image.height)?.data;
}

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';

describeInBrowser('account security in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startWebServer({ testControls: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    expect(pageErrors).toEqual([]);
  });

  /** A signed-out phone (iPhone, Safari) whose page errors fail the file. */
  async function phone(): Promise<Page> {
    const page = await (await phoneContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    return page;
  }

  /** The authenticator's code now by the server's clock, moved on a step first when `nextStep`. */
  async function codeNow(key: Buffer, nextStep = false): Promise<string> {
    return totp(key, nextStep ? await advanceClock(server, STEP_MS) : await serverNow(server));
  }

  it('the file’s own TOTP gives the codes of RFC 6238’s test vectors (SHA-1)', () => {
    const key = Buffer.from('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totp(key, new Date(seconds * 1000), 8)).toBe(code);
    expect(base32Bytes('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });

  it('2FA from the QR, sign-in with its code, a cooling address refused, then a withdrawal to it', async () => {
    const user = await newUser(server, { usdt: '1000' });
    const page = await phone();
    await signIn(page, user.mobile, user.password);

    // The overview from the user centre: 2FA off; set it up from the QR.
    await page.locator('.area-grid').getByText('账户安全').click();
    await page.waitForURL('**/pages/security/security');
    await expect.poll(() => text(page, 'state-totp')).toBe('未开启');
    await page.getByTestId('protection-totp').click();
    await page.waitForURL('**/pages/security/totp');
    await page.getByTestId('totp-start').click();
    await page.getByTestId('totp-qr').waitFor();
    const scanned = new URL((await scanQr(page, 'totp-qr')) ?? 'missing:');
    expect(scanned.protocol).toBe('otpauth:');
    expect(scanned.host).toBe('totp');
    const secret = scanned.searchParams.get('secret') ?? '';
    // An authenticator takes SHA-1, 6 digits, 30 s when the URI names none; any it names are those.
    expect(scanned.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(scanned.searchParams.get('digits') ?? '6').toBe('6');
    expect(scanned.searchParams.get('period') ?? '30').toBe('30');
    // The key to type by hand is the QR's, in groups of four.
    expect((await text(page, 'totp-key')).replace(/\s/g, '')).toBe(secret);
    const key = base32Bytes(secret);
    await shot(page, 'security-totp-setup');

    await page.getByPlaceholder('身份验证器中的6位动态码').fill(await codeNow(key));
    await page.getByTestId('totp-enable').click();
    // Ten recovery codes, shown this once; the user keeps them.
    await expect.poll(() => page.getByTestId('recovery-code').count()).toBe(10);
    const recovery = await page.getByTestId('recovery-code').allTextContents();
    expect(new Set(recovery).size).toBe(10);
    for (const code of recovery) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    await shot(page, 'security-recovery-codes');
    await page.getByTestId('recovery-saved').click();
    await page.waitForURL('**/pages/security/security');
    await expect.poll(() => text(page, 'state-totp')).toBe('已开启 · 恢复码剩余 10 个');
    // Turning 2FA on holds withdrawals for a day, and the overview says so.
    await page.getByTestId('security-lock').getByText('更改身份验证器后').waitFor();
    await shot(page, 'security-overview');

    // Signs out; a day later (the hold over) signs in: the password, then the authenticator's code.
    await page.goto('/pages/user/user');
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/pages/login/login');
    await advanceClock(server, DAY_MS + 60_000);
    await page.locator('#login-account').fill(user.mobile);
    await page.locator('#login-password').fill(user.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const step = page.getByTestId('second-step');
    await step.getByText('身份验证器验证').waitFor();
    await step.getByPlaceholder('6位动态码或恢复码').fill(await codeNow(key));
    await step.getByRole('button', { name: '验证并登录' }).click();
    await page.waitForURL('**/pages/user/user');
    await page.getByTestId('copy-uid').waitFor();

    // Adds an address to the book with the payment password and a code: it cools for a day.
    await page.goto('/pages/security/addresses');
    await page.getByTestId('addresses-empty').waitFor();
    await page.getByTestId('add-address').click();
    const sheet = page.getByTestId('add-address-sheet');
    await sheet.getByPlaceholder('请输入TRC20地址').fill(TRC20_ADDRESS);
    await sheet.getByPlaceholder('如：我的交易所账户').fill('我的交易所');
    await sheet.getByPlaceholder('6位数字').fill(user.payPassword);
    await sheet.getByPlaceholder('身份验证器中的6位动态码').fill(await codeNow(key, true));
    await sheet.getByTestId('add-address-submit').click();
    await sheet.waitFor({ state: 'detached' });
    const entry = page.getByTestId('book-address');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await text(page, 'book-address-label')).toBe('我的交易所');
    const cooling = await text(page, 'book-address-state');
    const until = /^冷却中，(.+) 后可用$/.exec(cooling)?.[1];
    expect(until, cooling).toBeTruthy();
    await shot(page, 'security-address-cooling');

    // The withdrawal form shows it cooling and lets nobody pick it; sent to anyway, it is refused until then.
    await page.goto('/pages/usdt/withdraw');
    const choice = page.getByTestId('book-choice');
    await choice.getByText(cooling).waitFor();
    expect(await choice.locator('input[type=radio]').isDisabled()).toBe(true);
    expect(await page.getByTestId('security-lock').count()).toBe(0);
    await shot(page, 'security-withdraw-book');
    await page.getByPlaceholder('或输入其他 TRC20 地址').fill(TRC20_ADDRESS);
    await page.getByPlaceholder('请输入提币数量').fill('100');
    await page.getByPlaceholder('6位数字').fill(user.payPassword);
    await page.getByPlaceholder('身份验证器中的6位动态码').fill(await codeNow(key, true));
    await page.getByRole('button', { name: '确认提币' }).click();
    await page.locator('.adm-toast-main', { hasText: `该地址仍在冷却期内，${until} 后可用` }).waitFor();
    expect(await page.getByTestId('withdrawal-item').count()).toBe(0);

    // A day later the address is usable: picked from the book, with the payment password and a code.
    await advanceClock(server, DAY_MS + 60_000);
    await page.reload();
    await choice.getByText('可用', { exact: true }).waitFor();
    await choice.click();
    await page.getByPlaceholder('请输入提币数量').fill('100');
    await page.getByPlaceholder('6位数字').fill(user.payPassword);
    await page.getByPlaceholder('身份验证器中的6位动态码').fill(await codeNow(key, true));
    expect(await choice.locator('input[type=radio]').isChecked()).toBe(true);
    await shot(page, 'security-withdraw-picked');
    await page.getByRole('button', { name: '确认提币' }).click();
    const withdrawal = page.getByTestId('withdrawal-item').first();
    await withdrawal.getByText('审核中').waitFor();
    expect(await withdrawal.textContent()).toContain(TRC20_ADDRESS);
    const mine = await userApi(
      server,
      user.token,
    )<{ list: { address: string; state: string }[] }>('/api/fund/withdrawList');
    expect(mine.list.map((w) => [w.address, w.state])).toEqual([[TRC20_ADDRESS, 'reviewing']]);
    await page.context().close();
  });

  it('a second phone signed in as the same user is signed out from the first one’s device list', async () => {
    const user = await newUser(server);
    const first = await phone();
    await signIn(first, user.mobile, user.password);
    // The second phone is another kind (Android, Chrome): its session is told apart by its device name.
    const pixel = devices['Pixel 7'];
    const second = await (
      await browser.newContext({ ...pixel, baseURL: server.url, locale: 'zh-CN' })
    ).newPage();
    second.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(second, user.mobile, user.password);

    await first.goto('/pages/security/sessions');
    const other = first.getByTestId('session').filter({ hasText: 'Android' });
    await other.waitFor();
    expect(
      await first
        .getByTestId('session')
        .filter({ has: first.getByTestId('session-current') })
        .count(),
    ).toBe(1);
    expect(await other.getByTestId('session-current').count()).toBe(0);
    await shot(first, 'security-sessions');
    await other.getByRole('button', { name: '下线' }).click();
    await first.getByRole('button', { name: '确定' }).click();
    await first.locator('.adm-toast-main', { hasText: '已下线' }).waitFor();
    await expect.poll(() => other.count()).toBe(0);
    // This phone stays signed in.
    await first.getByTestId('session-current').waitFor();

    // The second phone's next step: to the security page from the user centre, which lands on sign-in.
    await second.locator('.area-grid').getByText('账户安全').click();
    await second.waitForURL('**/pages/login/login**');
    expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await first.context().close();
    await second.context().close();
  });
});
