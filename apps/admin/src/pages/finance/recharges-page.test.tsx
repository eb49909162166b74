import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRecharge } from '../../features/finance/api.ts';
import type { ChainStatus } from '../../features/settings/api.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import RechargesPage from './recharges-page.tsx';

beforeAll(stubBrowserApis);
// On a loaded machine the table or the form may take more than a second to show what a wait looks for.

const HASH = 'a'.repeat(64);
const CHAIN = {
  from: '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1',
  to: '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0',
  token: '0xe78A0F7E598Cc8b0Bb87894B0F60dD2a88d6a8Ab',
  block: 12,
  confirmations: 1,
  required: 2,
  checkedAt: '2026-11-26T09:00:00.000Z',
};
const base = {
  userId: 3,
  uid: '10000003',
  network: 'ERC20',
  amount: '7.000000',
  proof: '',
  reason: '',
  createdAt: '2026-11-26T08:59:00.000Z',
  reviewedAt: null,
} as const;
/** A manual recharge waiting for an operator, an automatic one waiting for blocks, one timed out. */
const MANUAL: AdminRecharge = {
  ...base,
  id: 1,
  kind: 'manual',
  txHash: 'b'.repeat(64),
  state: 'reviewing',
  chain: null,
};
const CONFIRMING: AdminRecharge = {
  ...base,
  id: 2,
  kind: 'auto',
  txHash: HASH,
  state: 'confirming',
  chain: CHAIN,
};
const TIMED_OUT: AdminRecharge = {
  ...base,
  id: 3,
  kind: 'auto',
  txHash: 'c'.repeat(64),
  state: 'rejected',
  reason: 'CONFIRMATION_TIMEOUT',
  reviewedAt: '2026-11-26T11:00:00.000Z',
  chain: CHAIN,
};
const REFUSED: AdminRecharge = { ...MANUAL, id: 4, state: 'rejected', reason: '截图与金额不符' };

/** The server's chain set-up per network: ERC20 works unless a test says otherwise. */
const chainOf = (network: 'TRC20' | 'ERC20' | 'BEP20', working: boolean, node = 'RPC_URL') => ({
  network,
  enabled: true,
  rpc: working,
  xpub: working,
  variables: { rpc: `CHAIN_${network}_${node}`, xpub: `CHAIN_${network}_XPUB` },
});
let chain: ChainStatus = [];

let api: ReturnType<typeof stubAdminApi>;
let rows: AdminRecharge[] = [];

beforeEach(() => {
  rows = [MANUAL, CONFIRMING];
  chain = [chainOf('TRC20', false, 'API_URL'), chainOf('ERC20', true), chainOf('BEP20', false)];
  api = stubAdminApi(({ url }) => (url.startsWith('/admin-api/chain/status') ? chain : pageOf(rows)));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
/** The query of the queue's last read (the chain status is read beside it). */
const lastQuery = () =>
  new URL(
    api.sent.filter((r) => r.url.startsWith('/admin-api/recharges')).at(-1)?.url ?? '',
    'http://console.test',
  ).searchParams;

describe('recharge queue', { timeout: 30_000 }, () => {
  it('says when automatic recharge works on no network, and what each network lacks', async () => {
    chain = [chainOf('TRC20', false, 'API_URL'), chainOf('ERC20', false), chainOf('BEP20', false)];
    renderInConsole(<RechargesPage />, ['finance.review']);
    const notice = await screen.findByTestId('auto-recharge-notice');
    expect(notice.textContent).toContain('自动充值未在任何网络生效：用户目前只能手动充值。');
    expect(within(notice).getByTestId('chain-todo-TRC20').textContent).toContain(
      'CHAIN_TRC20_API_URLCHAIN_TRC20_XPUB',
    );
    expect(within(notice).getByTestId('chain-todo-BEP20').textContent).toContain('CHAIN_BEP20_RPC_URL');
  });

  it('says nothing of it while one network works', async () => {
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    await waitFor(() => expect(api.sent.some((r) => r.url.startsWith('/admin-api/chain/status'))).toBe(true));
    expect(screen.queryByTestId('auto-recharge-notice')).toBeNull();
  });

  it('offers approve and reject on a manual recharge only; an automatic one shows its kind and depth', async () => {
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    expect(Object.fromEntries(lastQuery())).toEqual({ state: 'reviewing', page: '1', limit: '20' });
    expect(within(rowOf(1)).getByTestId('kind-manual').textContent).toBe('人工');
    expect(screen.getByTestId('approve-1')).toBeTruthy();
    expect(screen.getByTestId('reject-1')).toBeTruthy();
    const auto = rowOf(2);
    expect(within(auto).getByTestId('kind-auto').textContent).toBe('自动');
    expect(within(auto).getByTestId('state-confirming').textContent).toBe('确认中');
    expect(within(auto).getByTestId('recharge-confirmations').textContent).toBe('1 / 2');
    expect(screen.queryByTestId('approve-2')).toBeNull();
    expect(screen.queryByTestId('reject-2')).toBeNull();
  });

  it('keeps a list of manual recharges as it was: no column to open rows', async () => {
    rows = [MANUAL, REFUSED];
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(4)).not.toBeNull());
    expect(document.querySelector('.ant-table-row-expand-icon')).toBeNull();
    // The first cell after the tick box (bulk decisions) is the id, not an opener.
    expect(rowOf(1).querySelector('td:not(.ant-table-selection-column)')?.textContent).toBe('1');
  });

  it('filters by kind: automatic ones open on confirming, without an actions column', async () => {
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(2)).not.toBeNull());
    const states = screen.getByTestId('state-filter');
    expect(states.textContent).toBe('审核中确认中已到账已驳回低于最小充值全部');

    rows = [CONFIRMING];
    fireEvent.click(within(screen.getByTestId('kind-filter')).getByText('自动'));
    await waitFor(() => expect(lastQuery().get('kind')).toBe('auto'));
    expect(lastQuery().get('state')).toBe('confirming');
    // An automatic recharge never waits for an operator: no "reviewing" among its states.
    expect(screen.getByTestId('state-filter').textContent).toBe('确认中已到账低于最小充值已驳回全部');
    await waitFor(() => expect(rowOf(1)).toBeNull());
    expect(screen.queryByText('操作')).toBeNull();

    fireEvent.click(within(screen.getByTestId('kind-filter')).getByText('人工'));
    await waitFor(() => expect(lastQuery().get('kind')).toBe('manual'));
    expect(lastQuery().get('state')).toBe('reviewing');
    expect(screen.getByTestId('state-filter').textContent).toBe('审核中已到账已驳回全部');
  });

  it('shows what the chain said under an automatic row, and words a refusal key', async () => {
    rows = [CONFIRMING, TIMED_OUT, REFUSED];
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(3)).not.toBeNull());
    expect(rowOf(3).textContent).toContain('等待区块确认超时');
    expect(rowOf(3).textContent).not.toContain('CONFIRMATION_TIMEOUT');
    // An operator's own words stay as written.
    expect(rowOf(4).textContent).toContain('截图与金额不符');
    // Only automatic rows open.
    expect(rowOf(4).querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();

    fireEvent.click(rowOf(2).querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const facts = await screen.findByTestId('chain-facts-2');
    expect(within(facts).getByTestId('chain-hash').getAttribute('title')).toBe(HASH);
    expect(within(facts).getByTestId('chain-hash').textContent).toBe('aaaaaaaaaa…aaaaaaaaaa');
    expect(within(facts).getByTestId('chain-from').getAttribute('title')).toBe(CHAIN.from);
    expect(within(facts).getByTestId('chain-to').getAttribute('title')).toBe(CHAIN.to);
    expect(within(facts).getByTestId('chain-token').getAttribute('title')).toBe(CHAIN.token);
    expect(within(facts).getByTestId('chain-block').textContent).toBe('12');
    expect(within(facts).getByTestId('chain-confirmations').textContent).toBe('1 / 2');
    expect(within(facts).getByTestId('chain-outcome').textContent).toBe('等待区块确认，还差 1 个');
    expect(facts.textContent).toContain('ERC20');

    fireEvent.click(rowOf(3).querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const refused = await screen.findByTestId('chain-facts-3');
    expect(within(refused).getByTestId('chain-outcome').textContent).toBe('等待区块确认超时');
  });
});
