/**
 * On-chain deposits in the console (issue 36), in a real browser against the real server and a local
 * Ganache chain: the server scans the chain every 300 ms; ERC20 is switched on with the test USDT, 2
 * confirmations and a minimum of 5 USDT. A finance operator (not the first operator) runs the page:
 *
 * 1. The ERC20 scanner's card shows it scanning at the chain's head. A user's transfer to their deposit
 *    address is credited by the scanner alone; the deposit addresses tab shows the address with its
 *    balance on chain and what the ledger credited, to the micro-USDT.
 * 2. Planted differences — a deposit below the minimum, and another token (DAI) sent to a deposit
 *    address — are found by Reconcile now (asked first): the run finishes, and each difference is listed
 *    with its cause in words and its amounts.
 * 3. A reorganisation after crediting (the deposit's block replaced by one without it) raises an alert:
 *    the menu counts it, the alerts tab lists it in red, the addresses tab shows the money credited but
 *    gone from the address; resolved with a note, the count goes and the alert reads resolved, with it.
 * 4. The same tabs in English, at 1440 px.
 *
 * Tests run in order. Screenshots land in artifacts/admin (chain-deposits-*).
 */
import type { DepositTarget, Recharge, SysConfig } from '@mcc/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secondOperator } from '../../../tests/browser/four-eyes.ts';
import {
  callApi,
  describeInBrowser,
  launchBrowser,
  operatorToken,
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
  confirmDialog,
  desktopContext,
  dialog,
  operatorSignIn,
  poll,
  toast,
} from './admin-harness.ts';

interface Depositor {
  uid: string;
  token: string;
  address: Address;
}

describeInBrowser('on-chain deposits in the console', () => {
  let chain: LocalChain;
  let usdt: Address;
  let dai: Address;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** Credited, then paid below the minimum; paid another token; credited, then reorganised away. */
  let credited: Depositor;
  let stranger: Depositor;
  let undone: Depositor;

  /** A new user who opened the deposit page (their ERC20 address derived and watched). */
  async function depositor(mobile: string): Promise<Depositor> {
    const user = await registerUser(server, { mobile, password: 'chain12345' });
    const targets = await callApi<DepositTarget[]>(server, '/api/fund/depositAddress', { token: user.token });
    const address = targets.data.find((t) => t.network === 'ERC20')?.address as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    return { ...user, address };
  }

  /** The state of the user's recharge of this transaction, as the user's app reads it. */
  async function stateOf(who: Depositor, hash: string) {
    const res = await callApi<{ list: Recharge[] }>(server, '/api/fund/rechargeList', { token: who.token });
    return res.data.list.find((r) => r.txHash === chain.bare(hash as `0x${string}`))?.state;
  }

  const available = async (who: Depositor) =>
    (await callApi<{ USDT: { available: string } }>(server, '/api/user/balance', { token: who.token })).data
      .USDT.available;

  /** Waits until the scanner has read every block up to the chain's head. */
  async function scannedToHead() {
    const head = await chain.head();
    await poll(async () => {
      const scanners = await adminGet<{ network: string; nextBlock: number | null }[]>(
        server,
        '/admin-api/chain/scanners',
      );
      return scanners.find((s) => s.network === 'ERC20')?.nextBlock ?? 0;
    }).toBeGreaterThan(head);
    return head;
  }

  const openTab = async (key: string) => {
    await page.getByTestId(`tab-${key}`).click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe(key === 'scanners' ? null : key);
  };
  /** A line of the ERC20 scanner's card, by its label. */
  const cardLine = (label: string) =>
    page
      .getByTestId('scanner-ERC20')
      .locator('.ant-descriptions-item')
      .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: label }) })
      .locator('.ant-descriptions-item-content')
      .textContent();
  const row = (table: string, hasText: string): Locator =>
    page.getByTestId(table).locator('tr.ant-table-row').filter({ hasText });
  const cellTexts = (r: Locator) => r.locator('td').allInnerTexts();
  /** The open alerts' count beside 链上充值 in the menu (none at zero). */
  const menuBadge = () => page.getByTestId('chain-alerts-badge').locator('.ant-badge-count');

  beforeAll(async () => {
    chain = await startLocalChain();
    usdt = await chain.deployToken(6);
    dai = await chain.deployToken(6, 'DAI');
    server = await startServer({
      env: {
        CHAIN_ERC20_RPC_URL: chain.url,
        CHAIN_ERC20_XPUB: testDepositKeys().evm.publicExtendedKey ?? '',
        CHAIN_SCAN_INTERVAL_MS: '300',
      },
    });
    const bearer = await operatorToken(server);
    const settings = await adminGet<SysConfig>(server, '/admin-api/settings');
    const saved = await callApi(server, '/admin-api/settings', {
      bearer,
      body: {
        ...settings,
        autoRecharge: {
          ...settings.autoRecharge,
          networks: settings.autoRecharge.networks.map((n) =>
            n.network === 'ERC20' ? { ...n, enabled: true, token: usdt, confirmations: 2, minimum: '5' } : n,
          ),
        },
      },
    });
    expect(saved.code, saved.msg).toBe(1);
    browser = await launchBrowser();
    const finance = await secondOperator(server);
    page = await (await desktopContext(browser, server.url)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await operatorSignIn(page, finance.username, finance.password);
    await page.getByTestId('dashboard-page').waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await chain?.close();
  });

  it('shows the ERC20 scanner at the head, and a deposit it credited on the address with its balance', async () => {
    const head = await scannedToHead();
    await page.getByTestId('menu-chainDeposits').click();
    await page.getByTestId('chain-deposits-page').waitFor();
    const card = page.getByTestId('scanner-ERC20');
    await poll(() => card.locator('.ant-card-extra').textContent()).toBe('已开启');
    expect(Number(await cardLine('下一个区块'))).toBeGreaterThan(head);
    expect(Number(await cardLine('链上最新区块'))).toBeGreaterThanOrEqual(head);
    expect(await card.getByTestId('scanner-lag-ERC20').textContent()).toBe('0 个区块');
    expect(await cardLine('未处理告警')).toBe('0');
    expect(await card.getByTitle(usdt, { exact: true }).count()).toBe(1);
    // The other networks have no node here, and say so.
    expect(await page.getByTestId('scanner-TRC20').textContent()).toContain('服务器未配置节点或充值密钥');
    await adminShot(page, 'chain-deposits-scanners');

    // The user sends 12.345678 USDT and pastes nothing: the scanner credits it after its second block.
    credited = await depositor('13900000361');
    const { hash } = await chain.transfer(usdt, credited.address, 12_345_678n);
    await poll(() => stateOf(credited, hash)).toBe('confirming');
    await chain.mine(1);
    await poll(() => stateOf(credited, hash)).toBe('approved');
    expect(await available(credited)).toBe('12.345678');

    await openTab('addresses');
    // Opened on the network the server has set up, not the first of the list.
    await expect
      .poll(() => page.getByTestId('address-network').locator('.ant-segmented-item-selected').textContent())
      .toBe('ERC20');
    const line = row('address-table', credited.uid);
    await line.waitFor();
    expect(await line.getByTitle(credited.address, { exact: true }).count()).toBe(1);
    const cells = await cellTexts(line);
    // Address, UID, balance on chain, credited, last deposit, address made.
    expect(cells.slice(1, 4)).toEqual([credited.uid, '12.345678 USDT', '12.345678']);
    expect(cells[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await page.getByTestId('balance-error').count()).toBe(0);
    await adminShot(page, 'chain-deposits-addresses');
    expect(pageErrors).toEqual([]);
  });

  it('reconciles on request and lists each planted difference with its cause and amounts', async () => {
    // Below the minimum: recorded, not credited. Another token to a deposit address: no deposit at all.
    const dust = await chain.transfer(usdt, credited.address, 500_000n);
    stranger = await depositor('13900000362');
    await chain.transfer(dai, stranger.address, 9_000_000n);
    await chain.mine(1);
    await poll(() => stateOf(credited, dust.hash)).toBe('below_minimum');
    const head = await scannedToHead();

    await openTab('runs');
    await page.getByTestId('reconcile-now').click();
    await confirmDialog(page, '只列出差异，不做任何修改');
    await toast(page, '对账已开始').waitFor();
    const run = page.getByTestId('run-table').locator('tr.ant-table-row').first();
    await poll(() => run.locator('.ant-tag').textContent()).toBe('已完成');
    // Every block scanned, every user's address (the demo's too): the deposit, the dust and the DAI.
    expect(await run.textContent()).toMatch(new RegExp(`ERC20 区块 0–${head} · \\d+ 个地址 · 3 笔转账`));
    const runId = new URL(page.url()).searchParams.get('runId');
    expect(runId).toMatch(/^\d+$/);
    expect(await page.getByTestId(`run-differences-${runId}`).textContent()).toBe('2');
    await page.getByText(`对账 #${runId} 的差异`).waitFor();

    // Cause, network, UID, address, hash, on chain, credited, detail, run.
    const below = row('difference-table', credited.uid);
    await poll(() => below.getByTestId('difference-cause').textContent()).toBe('低于最小充值');
    const belowCells = await cellTexts(below);
    expect(belowCells.slice(5, 7)).toEqual(['0.50', '–']);
    expect(await below.getByTitle(chain.bare(dust.hash), { exact: true }).count()).toBe(1);
    const other = row('difference-table', stranger.uid);
    expect(await other.getByTestId('difference-cause').textContent()).toBe('非充值代币');
    // Not the deposit token: no amount of USDT either side; its contract named instead.
    expect((await cellTexts(other)).slice(5, 7)).toEqual(['–', '–']);
    expect(await other.getByTitle(dai, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('difference-table').locator('tr.ant-table-row').count()).toBe(2);
    await adminShot(page, 'chain-deposits-runs');
    expect(pageErrors).toEqual([]);
  });

  it('raises an alert when a credited deposit is reorganised away; resolved with a note, it closes', async () => {
    undone = await depositor('13900000363');
    const base = await chain.head();
    const mark = await chain.snapshot();
    const { hash } = await chain.transfer(usdt, undone.address, 9_000_000n);
    await chain.mine(1);
    await poll(() => stateOf(undone, hash)).toBe('approved');
    // The deposit's block is replaced by one without it, and the new chain grows past the old one.
    await chain.revert(mark);
    await chain.mine(3);
    await poll(
      async () => (await adminGet<{ count: number }>(server, '/admin-api/chain/alerts/open')).count,
    ).toBe(1);
    // Nothing is taken back by the server.
    expect(await available(undone)).toBe('9.000000');

    // The menu reads its count when the console opens (and every minute).
    await page.reload();
    await page.getByTestId('chain-deposits-page').waitFor();
    await poll(() => menuBadge().textContent()).toBe('1');
    expect(await page.getByTestId('tab-alerts').locator('.ant-badge-count').textContent()).toBe('1');
    await openTab('alerts');
    const alert = row('alert-table', undone.uid);
    await alert.waitFor();
    const kind = alert.getByText('已入账充值的区块被回滚');
    expect(await kind.evaluate((el) => el.closest('.ant-typography-danger') !== null)).toBe(true);
    for (const text of ['未重新打包', '9.00 USDT', '未处理'])
      expect(await alert.textContent()).toContain(text);
    // The block it was credited in, which the new chain replaced.
    expect(await alert.getByTestId('alert-block').textContent()).toBe(`原区块 ${base + 1}`);
    expect(await alert.getByTitle(chain.bare(hash), { exact: true }).count()).toBe(1);
    expect(await alert.locator('.ant-tag-red').textContent()).toBe('未处理');
    await adminShot(page, 'chain-deposits-alert-open');

    // The address shows the money credited and not there: what the operator checks.
    await openTab('addresses');
    await page.getByTestId('address-network').getByText('ERC20').click();
    const address = row('address-table', undone.uid);
    await address.waitFor();
    expect((await cellTexts(address)).slice(2, 4)).toEqual(['0.00 USDT', '9.00']);

    await openTab('alerts');
    const id = (await adminGet<{ list: { id: number }[] }>(server, '/admin-api/chain/alerts')).list[0]?.id;
    await page.getByTestId(`resolve-${id}`).click();
    const modal = dialog(page, '处理告警');
    await modal.getByText(`用户 ${undone.uid} 的 9.00 USDT 充值（ERC20）`).waitFor();
    const note = '交易未被重新打包；已联系用户，由财务发起调整扣回 9 USDT。';
    await modal.locator('textarea').fill(note);
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await toast(page, '告警已处理').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await poll(() => menuBadge().count()).toBe(0);
    expect(await page.getByTestId('tab-alerts').locator('.ant-badge-count').count()).toBe(0);
    const resolved = row('alert-table', undone.uid);
    await poll(() => resolved.locator('.ant-tag').textContent()).toBe('已处理');
    expect(await resolved.textContent()).toContain(note);
    expect(await resolved.getByTestId(`resolve-${id}`).count()).toBe(0);
    await adminShot(page, 'chain-deposits-alert-resolved');
    expect(pageErrors).toEqual([]);
  });

  it('reads in English at 1440 px', async () => {
    await page.getByTestId('language-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
    await page.getByTestId('tab-alerts').getByText('Alerts').waitFor();
    expect(await row('alert-table', undone.uid).locator('.ant-tag').textContent()).toBe('Resolved');
    await adminShot(page, 'chain-deposits-en-alerts');
    await openTab('scanners');
    expect(await cardLine('Next block')).toMatch(/^\d+$/);
    await adminShot(page, 'chain-deposits-en-scanners');
    await openTab('runs');
    await page.getByTestId('run-table').locator('tr.ant-table-row').first().getByText('Done').waitFor();
    await adminShot(page, 'chain-deposits-en-runs');
    await openTab('addresses');
    await page.getByTestId('address-network').getByText('ERC20').click();
    await row('address-table', credited.uid).waitFor();
    await adminShot(page, 'chain-deposits-en-addresses');
    expect(pageErrors).toEqual([]);
  });
});
