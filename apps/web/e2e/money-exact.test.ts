/**
 * Money shown exactly (issue 33, items 1 and 2) in a real browser against the real server: the total
 * value counts everything a user holds at the market's prices, and an amount the ledger holds reads the
 * same, to its last non-zero decimal, on the trade sheet, the toast, the records and the statement,
 * whose rows add up to its balances as shown. Each test makes its own user with its own money.
 */
import { moneyText, parseAmount, parsePrice, worthDown } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { credit, newUser, signedInPhone, startWebServer, userApi } from './web-harness.ts';

/** The micro-units a user reads in an amount's text ("-1,000.003125" → -1000003125n), exactly. */
function shownMicro(text: string): bigint {
  const plain = text.replace(/[,\s]|USDT|SSK|MCC|\+/g, '');
  const micro = parseAmount(plain.replace('-', ''));
  if (micro === undefined) throw new Error(`not an amount: ${text}`);
  return plain.startsWith('-') ? -micro : micro;
}

/** Every toast the page shows, in order: recorded from before the app starts. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.adm-toast-main')) {
        const text = toast.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

describeInBrowser('money shown exactly', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    admin = await operatorToken(server);
    // The issue's own figures: SSK at 0.0125 USDT, MCC at a price with every decimal in use.
    for (const [symbol, price] of [
      ['SSK', '0.0125'],
      ['MCC', '1.2345678901'],
    ] as const) {
      const set = await callApi(server, '/admin-api/market/price', {
        bearer: admin,
        body: { symbol, price },
      });
      expect(set.code, set.msg).toBe(1);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('counts every asset the user holds at the market price — wallets, frozen, staked, tokens — and says what is in it', async () => {
    const user = await newUser(server, { usdt: '1000.5' });
    await credit(server, user.mobile, '123.4567', 'MCC');
    await credit(server, user.mobile, '50.0001', 'SSK');
    const call = userApi(server, user.token);
    const index = await call<{ products: { id: number; minAmount: string }[] }>('/api/pledge/index');
    const product = index.products[0];
    if (!product) throw new Error('the demo has no AI quant product');
    await call('/api/pledge/add', { productId: product.id, amount: '200', payPassword: user.payPassword });
    await call('/api/coinMix/transferIn', { amount: '100.25', payPassword: user.payPassword });

    // What each place holds, read call by call, priced as the market prices it now.
    const wallet = await call<{
      main: Record<'USDT' | 'MCC' | 'SSK', { total: string }>;
      quant: { total: string };
    }>('/api/fund/wallet');
    const staked = (await call<{ staked: string }>('/api/pledge/total')).staked;
    const price = async (symbol: string) =>
      parsePrice((await call<{ price: string }>(`/api/market/price?symbol=${symbol}`)).price);
    const micro = (wire: string) => parseAmount(wire) ?? 0n;
    const expected =
      micro(wallet.main.USDT.total) +
      micro(wallet.quant.total) +
      micro(staked) +
      worthDown(micro(wallet.main.MCC.total), await price('MCC')) +
      worthDown(micro(wallet.main.SSK.total), await price('SSK'));
    expect(staked).toBe('200.000000');

    const page = await signedInPhone(browser, server, user.token);
    for (const route of ['/pages/user/user', '/pages/wallet/wallet']) {
      await page.goto(route);
      await expect
        .poll(() => page.getByTestId('total-value-amount').textContent())
        .toBe(moneyText(expected, 'USDT', 'zh-Hans'));
      expect(await page.getByTestId('total-value-unpriced').count()).toBe(0);
    }
    await page.getByTestId('worth-toggle').click();
    const breakdown = page.getByTestId('worth-breakdown');
    expect(await breakdown.getByTestId('worth-pledge-USDT').textContent()).toContain('200.00 USDT');
    expect(await breakdown.getByTestId('worth-coinMix-USDT').textContent()).toContain('100.25 USDT');
    expect(await breakdown.getByTestId('worth-main-MCC').textContent()).toContain('123.4567 MCC');
    expect(await breakdown.textContent()).toContain('NFT 藏品不计入');
    await shot(page, 'money-total-breakdown');
    await page.context().close();
  });

  it('an SSK purchase’s amounts read the same on the sheet, the toast, the records and the statement, which adds up', async () => {
    const user = await newUser(server, { usdt: '300' });
    const page = await signedInPhone(browser, server, user.token);
    await recordToasts(page);
    await page.goto('/pages/market/market?symbol=SSK');
    await expect.poll(() => page.getByTestId('ticker-price').getAttribute('data-price')).toBe('0.0125000000');

    // Awkward amounts: 50 SSK is the (pay 0.628125, fee 0.003125), 33.3333 leaves a fee of 0.002084.
    const bought: { pay: string; fee: string }[] = [];
    for (const amount of ['50', '33.3333']) {
      await page.getByTestId('open-buy_ssk').click();
      await page.getByPlaceholder('请输入数量').fill(amount);
      await expect.poll(() => page.getByTestId('trade-pay').textContent()).not.toBe('—');
      const pay = (await page.getByTestId('trade-pay').textContent()) ?? '';
      const fee = (await page.getByTestId('trade-fee').textContent()) ?? '';
      bought.push({ pay, fee });
      if (amount === '50') {
        expect(pay).toBe('0.628125 USDT');
        expect(fee).toBe('0.003125 USDT');
        await shot(page, 'money-ssk-sheet');
      }
      await page.getByPlaceholder('6位数字').fill(user.payPassword);
      await page.getByTestId('trade-submit').click();
      await expect.poll(() => toasts(page)).toContainEqual(expect.stringContaining(`支付 ${pay}`));
    }

    // The records: the ledger's figures, written as the sheet wrote them.
    const records = (
      await userApi(server, user.token)<{ list: { paid: string; fee: string }[] }>('/api/market/record')
    ).list;
    expect(
      records.map((r) => ({
        pay: `${moneyText(r.paid, 'USDT', 'zh-Hans')} USDT`,
        fee: `${moneyText(r.fee, 'USDT', 'zh-Hans')} USDT`,
      })),
    ).toEqual([...bought].reverse());
    await expect.poll(() => page.getByTestId('trade-item').count()).toBe(2);
    expect(await page.getByTestId('record-paid').allTextContents()).toEqual(
      bought.map((b) => b.pay).reverse(),
    );
    expect(await page.getByTestId('record-fee').allTextContents()).toEqual(
      bought.map((b) => b.fee).reverse(),
    );

    // The USDT statement: no row of a non-zero amount reads as zero, the fee rows read as the sheet's
    // fees, and each row's balance is the one before it plus its amount, as shown.
    await page.goto('/pages/usdt/usdt');
    await expect.poll(() => page.getByTestId('statement-line').count()).toBeGreaterThanOrEqual(3);
    const lines = page.getByTestId('statement-line');
    const rows: { amount: string; after: string }[] = [];
    for (let i = 0; i < (await lines.count()); i += 1) {
      const line = lines.nth(i);
      rows.push({
        amount: (await line.getByTestId('line-amount').textContent()) ?? '',
        after: (await line.getByTestId('balance-after').textContent()) ?? '',
      });
    }
    await shot(page, 'money-usdt-statement');
    for (const row of rows) {
      expect(row.amount).not.toMatch(/^[-+]?0\.00$/);
      expect(shownMicro(row.amount)).not.toBe(0n);
    }
    // Newest first: each balance is the older row's balance plus this row's amount.
    for (let i = 0; i + 1 < rows.length; i += 1) {
      const [row, older] = [rows[i], rows[i + 1]];
      if (!row || !older) continue;
      expect(shownMicro(older.after) + shownMicro(row.amount), `${older.after} ${row.amount}`).toBe(
        shownMicro(row.after),
      );
    }
    const oldest = rows.at(-1);
    expect(oldest && shownMicro(oldest.after)).toBe(shownMicro('300'));
    const spent = bought.reduce((sum, b) => sum + shownMicro(b.pay), 0n);
    expect(shownMicro(rows[0]?.after ?? '')).toBe(shownMicro('300') - spent);
    // Each fee is a row of its own, written as the sheet wrote it.
    const amounts = rows.map((r) => r.amount);
    for (const { fee } of bought) expect(amounts).toContain(`-${fee.replace(' USDT', '')}`);
    await page.context().close();
  });
});
