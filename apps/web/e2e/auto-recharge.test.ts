/**
 * Automatic recharge in a real browser against the real server and a real EVM chain: a local Ganache
 * node (in this process) with a test USDT, the server given its address and a deposit key, ERC20
 * switched on by an operator with 2 confirmations. Each test has a user of its own (10,000 USDT from an
 * operator, its own deposit address): one sends 25.5 USDT to the address the page shows, pastes the
 * hash and watches it go from "confirming 1 / 2" to credited once another block is mined; another
 * starts from such a credited transfer, made through the API, so the tests pass in any order.
 */
import type { Balances, DepositTarget, Recharge, SysConfig } from '@mcc/contract';
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

describeInBrowser('automatic recharge in a browser, checked on a local chain', () => {
  let chain: LocalChain;
  let token: Address;
  let server: TestServer;
  let browser: Browser;
  /** The test's user, their phone, and the ERC20 deposit address the server derives for them. */
  let user: WebUser;
  let page: Page;
  let address: Address;

  const text = (testId: string) => page.getByTestId(testId).first().textContent();
  const usdtAvailable = async () => {
    const body = await callApi<Balances>(server, '/api/user/balance', { token: user.token });
    expect(body.code, body.msg).toBe(1);
    return micro(body.data.USDT.available);
  };
  const depositTargets = () =>
    ok(callApi<DepositTarget[]>(server, '/api/fund/depositAddress', { token: user.token }));
  /** The automatic recharge page on the ERC20 tab, showing the user's address. */
  async function openErc20() {
    await page.goto('/pages/usdt/autoRecharge');
    await page.getByTestId('auto-recharge-page').waitFor();
    await page.getByRole('tab', { name: 'ERC20' }).click();
    await page.getByTestId('deposit-qr').waitFor();
    // Deposits are found on chain by themselves: the hash form is folded away as the second way.
    await page.getByText('没到账？查询交易哈希').click();
    await hashField().waitFor();
  }
  const hashField = () => page.locator('#auto-recharge-hash');
  const submit = () => page.getByRole('button', { name: '提交并查询到账' }).click();

  beforeAll(async () => {
    chain = await startLocalChain();
    token = await chain.deployToken(6);
    const keys = testDepositKeys();
    server = await startWebServer({
      env: { CHAIN_ERC20_RPC_URL: chain.url, CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey },
    });
    browser = await launchBrowser();
    // An operator switches ERC20 on with the test token and 2 confirmations.
    const bearer = await operatorToken(server);
    const current = await callApi<SysConfig>(server, '/admin-api/settings', { bearer });
    expect(current.code, current.msg).toBe(1);
    const settings = current.data;
    const saved = await callApi(server, '/admin-api/settings', {
      bearer,
      body: {
        ...settings,
        autoRecharge: {
          ...settings.autoRecharge,
          networks: settings.autoRecharge.networks.map((n) =>
            n.network === 'ERC20' ? { ...n, token, confirmations: 2, enabled: true } : n,
          ),
        },
      },
    });
    expect(saved.code, saved.msg).toBe(1);
  });

  beforeEach(async () => {
    user = await newUser(server, { usdt: '10000' });
    page = await signedInPhone(browser, server, user.token);
    const erc20 = (await depositTargets()).find((d) => d.network === 'ERC20');
    address = erc20?.address as Address;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await chain?.close();
  });

  it("shows the user's own ERC20 address; networks without a chain are not offered", async () => {
    // From the USDT wallet, recharge opens the automatic mode (a chain is set up); manual is one tap away.
    // Recharge leads to the automatic page once the wallet knows a network is set up: wait for that.
    const networksKnown = page.waitForResponse((r) => r.url().includes('/api/fund/depositAddress'));
    await page.goto('/pages/usdt/usdt');
    await networksKnown;
    await page.getByRole('button', { name: '充值USDT' }).click();
    await page.waitForURL('**/pages/usdt/autoRecharge');
    await page.getByRole('tab', { name: '手动充值' }).click();
    await page.waitForURL('**/pages/usdt/recharge');
    // The manual page itself, not the automatic one still shown while the next loads: its tabs have
    // 自动充值 chosen already, and a tap on the chosen tab goes nowhere.
    await page.getByTestId('recharge-page').waitFor();
    await page.getByRole('tab', { name: '自动充值' }).click();
    await page.waitForURL('**/pages/usdt/autoRecharge');
    await page.getByTestId('auto-recharge-page').waitFor();

    // Only ERC20 has a chain set up on this server: TRC20 and BEP20 are not offered at all.
    await page.getByRole('tab', { name: 'ERC20' }).waitFor();
    expect(await page.getByRole('tab', { name: 'TRC20' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'BEP20' }).count()).toBe(0);

    // ERC20 (the one available, so already chosen): the user's own address, as the API derives it.
    await page.getByTestId('deposit-qr').waitFor();
    const erc20 = (await depositTargets()).find((d) => d.network === 'ERC20');
    expect(erc20?.available).toBe(true);
    expect(await text('deposit-address')).toBe(erc20?.address);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await text('deposit-token'))?.toLowerCase()).toContain(token.slice(0, 6).toLowerCase());
    expect(await text('deposit-confirmations')).toBe('2 个区块确认后到账');
    expect(await text('deposit-minimum')).toBe('1.00 USDT');
    expect(await text('deposit-warning')).toContain('只能向此地址转入 ERC20 网络的 USDT');
    await expect.poll(() => text('balance-available')).toBe('10,000.00');
    await shot(page, 'auto-recharge');
  });

  it('a transfer to the shown address: pasted, confirming 1 / 2, credited 25.5 once a block follows', async () => {
    await openErc20();
    expect(await text('deposit-address')).toBe(address);
    const before = await usdtAvailable();
    const { hash: paid } = await chain.transfer(token, address, 25_500_000n);

    // Paste reads the clipboard (the 0x form, as a wallet app copies it).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.evaluate((h) => navigator.clipboard.writeText(h), paid);
    await page.getByRole('button', { name: '粘贴' }).click();
    await expect.poll(() => hashField().inputValue()).toBe(paid);
    await submit();

    await expect
      .poll(() => page.getByTestId('recharge-status').getAttribute('data-state'))
      .toBe('confirming');
    expect(await text('recharge-status-title')).toBe('区块确认中');
    expect(await text('recharge-progress')).toBe('确认数 1 / 2');
    expect(await page.getByTestId('recharge-status').locator('.adm-spin-loading').count()).toBe(1);
    expect(await usdtAvailable()).toBe(before);
    await shot(page, 'auto-recharge-confirming');

    // One more block: the page's poll (the server asks the chain again) sees it credited.
    await chain.mine(1);
    await expect
      .poll(() => page.getByTestId('recharge-status').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('approved');
    expect(await text('recharge-status-title')).toBe('已到账');
    expect(await text('recharge-credited')).toBe('+25.50 USDT');
    expect((await usdtAvailable()) - before).toBe(25_500_000n);
    // The balance on the page follows without a reload.
    await expect.poll(() => text('balance-available')).toBe('10,025.50');
    const first = page.getByTestId('recharge-item').first();
    await expect.poll(() => first.textContent()).toContain('25.50 USDT · ERC20');
    expect(await first.getByTestId('recharge-kind').textContent()).toBe('自动');
    expect(await first.getByTestId('state-tag').textContent()).toBe('已到账');
    await shot(page, 'auto-recharge-credited');

    // Closed, then followed again from the list.
    await page.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.getByTestId('recharge-status').count()).toBe(0);
    await first.click();
    await expect.poll(() => page.getByTestId('recharge-status').getAttribute('data-state')).toBe('approved');
    expect(await text('recharge-credited')).toBe('+25.50 USDT');
  });

  it('refuses a malformed hash before sending and a transfer to someone else; a hash already credited shows that recharge', async () => {
    // A transfer of 25.5 to the user's address, submitted through the API and credited a block later.
    const { hash: paid } = await chain.transfer(token, address, 25_500_000n);
    const submitted = await ok(
      callApi<Recharge>(server, '/api/fund/autoRecharge', {
        token: user.token,
        body: { network: 'ERC20', txHash: chain.bare(paid) },
      }),
    );
    await chain.mine(1);
    const state = async () =>
      (
        await ok(
          callApi<Recharge>(server, `/api/fund/rechargeDetail?id=${submitted.id}`, { token: user.token }),
        )
      ).state;
    await expect.poll(state, { timeout: 20_000 }).toBe('approved');
    await openErc20();
    const before = await usdtAvailable();
    await hashField().fill('0x1234');
    await submit();
    await page.getByText('交易哈希格式不正确').waitFor();

    // The same transfer again (without 0x this time): the page follows the recharge it already is
    // (one hash credits once, whichever way it was found), credited, and nothing is credited again.
    await hashField().fill(chain.bare(paid));
    await submit();
    await expect.poll(() => page.getByTestId('recharge-status').getAttribute('data-state')).toBe('approved');
    expect(await page.getByTestId('recharge-refusal').count()).toBe(0);
    expect(await text('recharge-credited')).toBe('+25.50 USDT');
    expect(await usdtAvailable()).toBe(before);
    await shot(page, 'auto-recharge-used');

    // A transfer that paid another address.
    const { hash } = await chain.transfer(token, chain.other, 1_000_000n);
    await hashField().fill(hash);
    await expect.poll(() => page.getByTestId('recharge-refusal').count()).toBe(0);
    await submit();
    await expect.poll(() => text('recharge-refusal')).toBe('该交易的收款地址不是您的充值地址');
    await shot(page, 'auto-recharge-wrong-recipient');
    expect(await usdtAvailable()).toBe(before);
    expect(await text('balance-available')).toBe('10,025.50');
  });
});
