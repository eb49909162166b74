/**
 * Automatic recharge in the console, in a real browser against the real server.
 *
 * 1. A server as the tests start it (no CHAIN_* in its environment): the settings' automatic recharge
 *    card says "no node" and "no key" for every network, and which variables to set; ERC20 switched off
 *    and saved is off for the user API too; the recharge queue says automatic recharge works nowhere.
 * 2. A server with a real local EVM chain (Ganache, in this process) as its ERC20 node and a test
 *    deposit key: the card says ERC20 works; the operator sets the deployed test token (a malformed one
 *    is marked first), 2 confirmations and a 10-minute time-out. A new user pays 7 USDT of the token to
 *    their deposit address and sends the hash: the queue filtered to Automatic shows it confirming 1/2
 *    with its hash and from → to, and no decision. One more block and the user's read credits it; the
 *    queue shows it credited. A second transfer that never gets its second block is refused once the
 *    server's clock passes the time-out, and the queue words the refusal.
 *
 * Tests run in order. Screenshots land in artifacts/admin (auto-recharge-*).
 */
import type { DepositTarget, Recharge, SysConfig } from '@mcc/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  advanceClock,
  callApi,
  describeInBrowser,
  launchBrowser,
  registerUser,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import {
  type LocalChain,
  startLocalChain,
  testDepositKeys,
} from '../../server/src/test/chain/local-chain.ts';
import {
  adminGet,
  adminShot,
  adminShotOf,
  confirmDialog,
  desktopContext,
  fieldError,
  signInFirstOperator,
} from './admin-harness.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;

describeInBrowser('automatic recharge in the console', () => {
  let browser: Browser;
  let chain: LocalChain;
  let token: Address;
  /** The server as the tests start it, without a chain; then the one with the local chain. */
  let plain: TestServer | undefined;
  let server: TestServer;
  let page: Page;
  const contexts: BrowserContext[] = [];
  const servers: TestServer[] = [];
  const pageErrors: string[] = [];
  let user = { uid: '', token: '' };
  /** The automatic recharge that is credited. */
  let creditedId = 0;

  const toast = (p: Page, text: string) => p.locator('.ant-message-notice').filter({ hasText: text }).first();

  async function signedInPage(on: TestServer): Promise<Page> {
    const context = await desktopContext(browser, on.url);
    contexts.push(context);
    const p = await context.newPage();
    p.on('pageerror', (e) => pageErrors.push(e.message));
    await signInFirstOperator(p, on);
    return p;
  }

  async function openSettings(p: Page) {
    await p.getByTestId('menu-settings').click();
    await p.getByTestId('settings-auto-recharge').waitFor();
  }

  async function saveSettings(p: Page) {
    await p.getByTestId('save-settings').click();
    await confirmDialog(p, '确定保存系统设置？');
    await toast(p, '已保存').waitFor();
  }

  /** A call as the new user that must succeed; answers its data. */
  async function userCall<T>(path: string, body?: unknown): Promise<T> {
    const res = await callApi<T>(server, path, { token: user.token, body });
    expect(res.code, `${path}: ${res.msg}`).toBe(1);
    return res.data;
  }

  /** The user pays `micro` of the test token to their ERC20 deposit address and sends the hash. */
  async function payAndSubmit(micro: bigint): Promise<Recharge> {
    const targets = await userCall<DepositTarget[]>('/api/fund/depositAddress');
    const erc20 = targets.find((t) => t.network === 'ERC20');
    expect(erc20).toMatchObject({ available: true, token, confirmations: 2 });
    const { hash } = await chain.transfer(token, erc20?.address as Address, micro);
    return userCall<Recharge>('/api/fund/autoRecharge', { network: 'ERC20', txHash: hash });
  }

  /** The queue's row of a recharge, by its id. */
  const rowOf = (id: number) => page.locator(`tr[data-row-key="${id}"]`);

  beforeAll(async () => {
    browser = await launchBrowser();
    chain = await startLocalChain();
    // In its checksummed form, as the server gives addresses back.
    token = getAddress(await chain.deployToken(6));
    plain = await startServer();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await plain?.stop();
    for (const s of servers) await s.stop();
    await chain?.close();
  });

  it('without a chain set up, every network says no node and no key; ERC20 switched off is off', async () => {
    if (!plain) throw new Error('no server');
    const p = await signedInPage(plain);
    await openSettings(p);
    for (const network of NETWORKS) {
      await poll(() => p.getByTestId(`chain-rpc-${network}`).textContent()).toBe('未配置节点');
      expect(await p.getByTestId(`chain-xpub-${network}`).textContent()).toBe('未配置充值公钥');
      // The defaults switch every network on: not working without a node.
      expect(await p.getByTestId(`chain-state-${network}`).textContent()).toBe('未生效：缺少节点或公钥');
      // What to set, by the names the server reads.
      const todo = await p.getByTestId(`chain-todo-${network}`).textContent();
      expect(todo).toContain(network === 'TRC20' ? 'CHAIN_TRC20_API_URL' : `CHAIN_${network}_RPC_URL`);
      expect(todo).toContain(`CHAIN_${network}_XPUB`);
      expect(todo).toContain('然后重启服务器。');
    }
    await adminShotOf(p.getByTestId('settings-auto-recharge'), 'auto-recharge-settings-no-chain');

    const erc20 = p.getByTestId('auto-enabled-ERC20');
    expect(await erc20.getAttribute('aria-checked')).toBe('true');
    await erc20.click();
    await saveSettings(p);
    await poll(() => p.getByTestId('chain-state-ERC20').textContent()).toBe('已关闭');
    expect(await p.getByTestId('chain-todo-ERC20').textContent()).toContain('打开“启用”并保存后生效。');
    const publicConfig = await callApi<SysConfig>(plain, '/api/common/sysConfig');
    expect(publicConfig.data.autoRecharge.networks.find((n) => n.network === 'ERC20')?.enabled).toBe(false);
    const saved = await adminGet<SysConfig>(plain, '/admin-api/settings');
    expect(saved.autoRecharge.networks.map((n) => [n.network, n.enabled])).toEqual([
      ['TRC20', true],
      ['ERC20', false],
      ['BEP20', true],
    ]);
    // The user is not offered it either.
    const someone = await registerUser(plain, { mobile: '13900000191', password: 'auto12345' });
    const targets = await callApi<DepositTarget[]>(plain, '/api/fund/depositAddress', {
      token: someone.token,
    });
    expect(targets.data.every((t) => !t.available)).toBe(true);
    // The recharge queue says so too, where an operator reviewing manual recharges would wonder why.
    await p.getByTestId('menu-recharges').click();
    const notice = p.getByTestId('auto-recharge-notice');
    await notice.getByText('自动充值未在任何网络生效：用户目前只能手动充值。').waitFor();
    expect(await notice.getByTestId('chain-todo-TRC20').textContent()).toContain('CHAIN_TRC20_XPUB');
    await adminShotOf(notice, 'auto-recharge-notice-no-chain');
    expect(pageErrors).toEqual([]);
    // Done with it: the machine runs one server of this file at a time.
    await p.context().close();
    contexts.splice(contexts.indexOf(p.context()), 1);
    await plain.stop();
    plain = undefined;
  });

  it('with a node and a deposit key for ERC20, the operator sets the token, 2 confirmations and a time-out', async () => {
    const keys = testDepositKeys();
    server = await startServer({
      testControls: true,
      env: { CHAIN_ERC20_RPC_URL: chain.url, CHAIN_ERC20_XPUB: keys.evm.publicExtendedKey ?? '' },
    });
    servers.push(server);
    page = await signedInPage(server);
    await openSettings(page);
    await poll(() => page.getByTestId('chain-state-ERC20').textContent()).toBe('运行中');
    expect(await page.getByTestId('chain-rpc-ERC20').textContent()).toBe('已配置节点');
    expect(await page.getByTestId('chain-xpub-ERC20').textContent()).toBe('已配置充值公钥');
    for (const network of ['TRC20', 'BEP20'])
      expect(await page.getByTestId(`chain-rpc-${network}`).textContent()).toBe('未配置节点');

    // A token that is no address of the network is marked before anything is sent.
    const tokenInput = page.getByTestId('auto-token-ERC20');
    await tokenInput.fill('0x1234');
    await page.getByTestId('save-settings').click();
    await page.getByText('请先修正标红的字段').waitFor();
    await poll(() => fieldError(page, 'auto-token-ERC20')).toBe('代币合约地址不是该网络的有效地址');
    await adminShotOf(page.getByTestId('settings-auto-recharge'), 'auto-recharge-settings-token-error');

    await tokenInput.fill(token);
    await page.getByTestId('auto-confirmations-ERC20').fill('2');
    await page.getByTestId('auto-timeout').fill('10');
    await saveSettings(page);
    const saved = await adminGet<SysConfig>(server, '/admin-api/settings');
    expect(saved.autoRecharge.timeoutMinutes).toBe(10);
    expect(saved.autoRecharge.networks.find((n) => n.network === 'ERC20')).toEqual({
      network: 'ERC20',
      enabled: true,
      token,
      confirmations: 2,
      // A chain deposit's minimum, left at a fresh install's 1 USDT.
      minimum: '1',
    });
    await adminShotOf(page.getByTestId('settings-auto-recharge'), 'auto-recharge-settings-chain');
    // It starts a server: as long as a hook may take on a loaded machine.
  }, 180_000);

  it('a transfer one block deep is confirming 1/2 in the queue filtered to Automatic, with no decision', async () => {
    user = await registerUser(server, { mobile: '13900000192', password: 'auto12345' });
    const made = await payAndSubmit(7_000_000n);
    expect(made).toMatchObject({ kind: 'auto', state: 'confirming', amount: '7.000000' });
    expect(made.chain).toMatchObject({ confirmations: 1, required: 2 });

    await page.getByTestId('menu-recharges').click();
    await page.getByTestId('recharges-page').waitFor();
    await page.getByTestId('kind-filter').getByText('自动').click();
    // Automatic recharges wait for blocks, not for an operator: the queue opens on "confirming".
    await poll(() => new URL(page.url()).searchParams.get('kind')).toBe('auto');
    const row = rowOf(made.id);
    await row.waitFor();
    await poll(() => page.locator('.ant-segmented-item-selected').allTextContents()).toEqual([
      '自动',
      '确认中',
    ]);
    for (const text of [user.uid, 'ERC20', '自动', '7.00 USDT', '确认中'])
      expect(await row.textContent()).toContain(text);
    // The hash shortened to its ends, the whole in its title, opening the ERC20 explorer.
    expect(await row.getByTestId('recharge-hash').getAttribute('title')).toBe(made.txHash);
    expect(await row.getByTestId('recharge-hash').locator('a').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${made.txHash.startsWith('0x') ? '' : '0x'}${made.txHash}`,
    );
    expect(await row.getByTestId('recharge-confirmations').textContent()).toBe('1 / 2');
    expect(await page.getByTestId(`approve-${made.id}`).count()).toBe(0);
    expect(await page.getByTestId(`reject-${made.id}`).count()).toBe(0);

    await row.locator('.ant-table-row-expand-icon').click();
    const facts = page.getByTestId(`chain-facts-${made.id}`);
    await facts.waitFor();
    expect(await facts.getByTestId('chain-hash').getAttribute('title')).toBe(made.txHash);
    expect((await facts.getByTestId('chain-from').getAttribute('title'))?.toLowerCase()).toBe(
      chain.owner.toLowerCase(),
    );
    expect(await facts.getByTestId('chain-to').getAttribute('title')).toBe(made.chain?.to);
    expect(await facts.getByTestId('chain-token').getAttribute('title')).toBe(token);
    expect(await facts.getByTestId('chain-confirmations').textContent()).toBe('1 / 2');
    expect(await facts.getByTestId('chain-block').textContent()).toBe(String(made.chain?.block));
    expect(await facts.getByTestId('chain-outcome').textContent()).toBe('等待区块确认，还差 1 个');
    // The settings' "saved" message has gone: the picture shows the queue alone.
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await adminShot(page, 'auto-recharge-confirming');
    expect(pageErrors).toEqual([]);
  });

  it('one more block and the user’s read credits it; the queue shows it credited, with no decision', async () => {
    const [waiting] = (await adminGet<{ list: Recharge[] }>(server, '/admin-api/recharges?kind=auto')).list;
    if (!waiting) throw new Error('no automatic recharge');
    creditedId = waiting.id;
    await chain.mine(1);
    // A user's read asks the chain again once the last check is 5 s old: the server's clock moves on.
    await advanceClock(server, 6_000);
    const detail = await userCall<Recharge>(`/api/fund/rechargeDetail?id=${waiting.id}`);
    expect(detail).toMatchObject({ state: 'approved', chain: { confirmations: 2, required: 2 } });
    expect((await userCall<{ available: string }>('/api/fund/usdt')).available).toBe('7.000000');

    await page.reload();
    await page.getByTestId('recharges-page').waitFor();
    // No longer waiting for blocks: gone from "confirming", among the credited ones.
    await page.getByTestId('recharge-table').locator('.ant-empty').waitFor();
    await page.getByTestId('state-filter').getByText('已到账').click();
    const row = rowOf(waiting.id);
    await row.waitFor();
    expect(await row.textContent()).toContain('已到账');
    expect(await row.getByTestId('recharge-confirmations').textContent()).toBe('2 / 2');
    expect(await page.getByTestId(`approve-${waiting.id}`).count()).toBe(0);
    await row.locator('.ant-table-row-expand-icon').click();
    const facts = page.getByTestId(`chain-facts-${waiting.id}`);
    await facts.waitFor();
    expect(await facts.getByTestId('chain-outcome').textContent()).toContain('链上确认后已自动入账');
    await adminShot(page, 'auto-recharge-credited');
  });

  it('a transfer that never gets its second block is refused after the time-out; the reason is worded', async () => {
    const late = await payAndSubmit(3_000_000n);
    expect(late).toMatchObject({ state: 'confirming', chain: { confirmations: 1, required: 2 } });
    await advanceClock(server, 11 * 60_000);
    const detail = await userCall<Recharge>(`/api/fund/rechargeDetail?id=${late.id}`);
    expect(detail).toMatchObject({ state: 'rejected', reason: 'CONFIRMATION_TIMEOUT' });

    await page.getByTestId('state-filter').getByText('全部').click();
    const row = rowOf(late.id);
    await row.waitFor();
    for (const text of ['已驳回', '等待区块确认超时', '3.00 USDT'])
      expect(await row.textContent()).toContain(text);
    expect(await rowOf(creditedId).textContent()).toContain('已到账');
    // Every state is listed, but nothing here waits for an operator: no actions column.
    expect(await page.getByTestId('recharge-table').getByText('操作').count()).toBe(0);
    // The table scrolls sideways: the picture shows its right end, the reasons and times.
    await page
      .getByTestId('recharge-table')
      .locator('.ant-table-content')
      .evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
    await adminShot(page, 'auto-recharge-all');

    // Manual recharges keep their own queue: the demo data's, reviewing, with their decisions.
    await page.getByTestId('kind-filter').getByText('人工').click();
    await poll(() => page.locator('.ant-segmented-item-selected').allTextContents()).toEqual([
      '人工',
      '全部',
    ]);
    await page.getByTestId('recharge-table').locator('.ant-table-row, .ant-empty').first().waitFor();
    expect(await rowOf(late.id).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
