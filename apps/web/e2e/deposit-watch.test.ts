/**
 * Deposits that arrive by themselves (issue 36), in a real browser against the real server and a local
 * Ganache chain: the server scans the chain every 300 ms, ERC20 is switched on by an operator with the
 * test USDT, 2 confirmations and a minimum of 5 USDT not carried to the next deposit. Each test has a
 * user of its own who opens the deposit page and pastes nothing: the test sends tokens to the address
 * the page shows and watches "recent deposits" — confirming 1 / 2, then credited once a block follows
 * (the balance on the page rising by exactly the amount, and a notice sent), or not credited, below
 * the minimum, with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Balances, DepositTarget, SysConfig } from '@mcc/contract';
import type { Browser, Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
  shot,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  type LocalChain,
  startLocalChain,
  testDepositKeys,
} from '../../server/src/test/chain/local-chain.ts';
import { newUser, ok, signedInPhone, startWebServer, type WebUser } from './web-harness.ts';

/** A wire amount ("10025.500000") in micro-USDT, to compare exactly. */
const micro = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};
/** The scanner finds a transfer within a pass; the page's list looks for a new one every 10 s. */
const SEEN = { timeout: 25_000 };

describeInBrowser('deposits credited without a hash, watched on the deposit page', () => {
  let chain: LocalChain;
  let token: Address;
  let server: TestServer;
  let browser: Browser;
  let user: WebUser;
  let page: Page;
  let address: Address;

  const text = (testId: string) => page.getByTestId(testId).first().textContent();
  const newest = () => page.getByTestId('recharge-item').first();
  const newestText = (testId: string) => newest().getByTestId(testId).textContent();
  const usdtAvailable = async () => {
    const body = await callApi<Balances>(server, '/api/user/balance', { token: user.token });
    expect(body.code, body.msg).toBe(1);
    return micro(body.data.USDT.available);
  };
  /** The notices the server sent to `to` for `event` (the development outbox). */
  const sent = (to: string, event: string) => {
    const file = path.join(server.dataDir, 'outbox.jsonl');
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
    return lines
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; event: string; text: string })
      .filter((m) => m.to === to && m.event === event);
  };

  beforeAll(async () => {
    chain = await startLocalChain();
    token = await chain.deployToken(6);
    const keys = testDepositKeys();
    server = await startWebServer({
      env: {
        CHAIN_ERC20_RPC_URL: chain.url,
        CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey,
        CHAIN_SCAN_INTERVAL_MS: '300',
      },
    });
    browser = await launchBrowser();
    const bearer = await operatorToken(server);
    const settings = await ok(callApi<SysConfig>(server, '/admin-api/settings', { bearer }));
    await ok(
      callApi(server, '/admin-api/settings', {
        bearer,
        body: {
          ...settings,
          autoRecharge: {
            ...settings.autoRecharge,
            carryBelowMinimum: false,
            networks: settings.autoRecharge.networks.map((n) =>
              n.network === 'ERC20' ? { ...n, token, confirmations: 2, minimum: '5', enabled: true } : n,
            ),
          },
        },
      }),
    );
  });

  beforeEach(async () => {
    user = await newUser(server, { usdt: '10000' });
    page = await signedInPhone(browser, server, user.token);
    const targets = await ok(
      callApi<DepositTarget[]>(server, '/api/fund/depositAddress', { token: user.token }),
    );
    address = targets.find((d) => d.network === 'ERC20')?.address as Address;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await chain?.close();
  });

  it('credits a transfer to the address the page shows: confirming 1 / 2, then credited after a block, the balance up by exactly the amount', async () => {
    // From the USDT wallet, Recharge opens the deposit page itself (a chain is set up here).
    // Recharge leads to the automatic page once the wallet knows a network is set up: wait for that.
    const networksKnown = page.waitForResponse((r) => r.url().includes('/api/fund/depositAddress'));
    await page.goto('/pages/usdt/usdt');
    await networksKnown;
    await page.getByRole('button', { name: '充值USDT' }).click();
    await page.waitForURL('**/pages/usdt/autoRecharge');
    await page.getByTestId('deposit-qr').waitFor();
    expect(await text('deposit-address')).toBe(address);
    expect(await text('deposit-headline')).toBe(
      '向此地址转入 USDT，2 个区块确认后自动到账，无需提交任何信息。',
    );
    expect(await text('deposit-network')).toBe('ERC20');
    expect(await text('deposit-minimum')).toBe('5.00 USDT');
    expect(await text('deposit-minimum-note')).toBe('低于 5.00 USDT 的充值不会到账。');
    // The hash form is folded away as the second way.
    expect(await page.locator('#auto-recharge-hash').isVisible()).toBe(false);
    await expect.poll(() => text('balance-available')).toBe('10,000.00');
    await page.getByText('暂无充值。向上方地址转入 USDT 后，将自动显示在这里。').waitFor();
    await shot(page, 'deposit-watch-address');

    const before = await usdtAvailable();
    const { hash } = await chain.transfer(token, address, 25_500_000n);
    await expect.poll(() => newestText('record-confirmations'), SEEN).toBe('1 / 2');
    expect(await newestText('state-tag')).toBe('确认中');
    expect(await newest().textContent()).toContain('25.50 USDT · ERC20');
    const bare = chain.bare(hash);
    expect(await newestText('record-hash')).toBe(`${bare.slice(0, 10)}…${bare.slice(-8)}`);
    expect(await usdtAvailable()).toBe(before);
    expect(await text('balance-available')).toBe('10,000.00');
    await newest().scrollIntoViewIfNeeded();
    await shot(page, 'deposit-watch-confirming');

    // One more block: credited, and the balance on the page follows without a reload.
    await chain.mine(1);
    await expect.poll(() => newestText('state-tag'), SEEN).toBe('已到账');
    expect(await newest().getByTestId('record-confirmations').count()).toBe(0);
    await expect.poll(() => text('balance-available')).toBe('10,025.50');
    expect((await usdtAvailable()) - before).toBe(25_500_000n);
    await newest().scrollIntoViewIfNeeded();
    await shot(page, 'deposit-watch-credited');

    // The user is told, once, in the words of their sign-in.
    await expect.poll(() => sent(user.mobile, 'deposit_credited').length).toBe(1);
    expect(sent(user.mobile, 'deposit_credited')[0]?.text).toContain(
      '【MCC】您的充值 25.50 USDT 已到账（ERC20，',
    );
  });

  it('shows a transfer below the minimum as not credited, with the reason, and credits nothing', async () => {
    await page.goto('/pages/usdt/autoRecharge');
    await page.getByTestId('deposit-qr').waitFor();
    const before = await usdtAvailable();
    await chain.transfer(token, address, 2_000_000n);
    await expect.poll(() => newestText('record-confirmations'), SEEN).toBe('1 / 2');
    await chain.mine(1);
    await expect.poll(() => newestText('state-tag'), SEEN).toBe('未到账');
    expect(await newest().textContent()).toContain('2.00 USDT · ERC20');
    expect(await newestText('record-reason')).toBe('低于最小充值数量 5.00 USDT，未到账');
    expect(await usdtAvailable()).toBe(before);
    expect(await text('balance-available')).toBe('10,000.00');
    expect(sent(user.mobile, 'deposit_credited')).toEqual([]);
    await newest().scrollIntoViewIfNeeded();
    await shot(page, 'deposit-watch-below-minimum');
  });
});
