import { defaultSysConfig } from '@mcc/contract/defaults';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainStatus } from '../../features/settings/api.ts';
import { setNotifier } from '../../lib/notify.ts';
import { renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import SettingsPage from './settings-page.tsx';

beforeAll(stubBrowserApis);
// On a loaded machine the table or the form may take more than a second to show what a wait looks for.

/** TRC20 has no chain set up; ERC20 has both and is on; BEP20 has both but is switched off. */
const variables = (network: string, node = 'RPC_URL') => ({
  rpc: `CHAIN_${network}_${node}`,
  xpub: `CHAIN_${network}_XPUB`,
});
const STATUS: ChainStatus = [
  { network: 'TRC20', enabled: true, rpc: false, xpub: false, variables: variables('TRC20', 'API_URL') },
  { network: 'ERC20', enabled: true, rpc: true, xpub: true, variables: variables('ERC20') },
  { network: 'BEP20', enabled: false, rpc: true, xpub: false, variables: variables('BEP20') },
];
const config = {
  ...defaultSysConfig,
  autoRecharge: {
    ...defaultSysConfig.autoRecharge,
    networks: defaultSysConfig.autoRecharge.networks.map((n) =>
      n.network === 'BEP20' ? { ...n, enabled: false } : n,
    ),
  },
};

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ url, method, body }) => {
    if (url.startsWith('/admin-api/chain/status')) return STATUS;
    return method === 'POST' ? body : config;
  });
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const tagText = (testId: string) => screen.getByTestId(testId).textContent;
const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')
    ?.textContent;

// The whole settings form renders in a DOM that other test files load too: more than the default 5 s.
describe('automatic recharge settings', { timeout: 30_000 }, () => {
  it('shows per network the server’s node and key, and works only when on with both', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    await screen.findByTestId('settings-auto-recharge');
    await waitFor(() => expect(tagText('chain-state-ERC20')).toBe('运行中'));
    expect(tagText('chain-rpc-ERC20')).toBe('已配置节点');
    expect(tagText('chain-xpub-ERC20')).toBe('已配置充值公钥');
    expect(tagText('chain-rpc-TRC20')).toBe('未配置节点');
    expect(tagText('chain-xpub-TRC20')).toBe('未配置充值公钥');
    expect(tagText('chain-state-TRC20')).toBe('未生效：缺少节点或公钥');
    expect(tagText('chain-xpub-BEP20')).toBe('未配置充值公钥');
    expect(tagText('chain-state-BEP20')).toBe('已关闭');
    expect((screen.getByTestId('auto-token-ERC20') as HTMLInputElement).value).toBe(
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    );
    expect((screen.getByTestId('auto-confirmations-TRC20') as HTMLInputElement).value).toBe('19');
    expect((screen.getByTestId('auto-timeout') as HTMLInputElement).value).toBe('120');
    expect(screen.getByTestId('auto-enabled-BEP20').getAttribute('aria-checked')).toBe('false');
  });

  it('says per network what is still to set: the variables the server lacks, and the switch', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    await waitFor(() => expect(tagText('chain-state-ERC20')).toBe('运行中'));
    expect(tagText('chain-todo-TRC20')).toBe(
      '在服务器的环境变量中设置 CHAIN_TRC20_API_URLCHAIN_TRC20_XPUB 然后重启服务器。 ',
    );
    expect(
      within(screen.getByTestId('chain-todo-TRC20')).getAllByRole('code', { hidden: true }),
    ).toHaveLength(2);
    // BEP20 lacks only its key, and is off too.
    expect(tagText('chain-todo-BEP20')).toBe(
      '在服务器的环境变量中设置 CHAIN_BEP20_XPUB 然后重启服务器。 打开“启用”并保存后生效。',
    );
    expect(screen.queryByTestId('chain-todo-ERC20')).toBeNull();
  });

  it('marks a token that is no address of its network, then saves the switch with the whole configuration', async () => {
    renderInConsole(<SettingsPage />, ['settings.write']);
    const card = await screen.findByTestId('settings-auto-recharge');
    // A TRON address is no Ethereum address.
    fireEvent.change(screen.getByTestId('auto-token-ERC20'), {
      target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(errorOf('auto-token-ERC20')).toBe('代币合约地址不是该网络的有效地址'));
    expect(toasts.error).toHaveBeenCalledWith('请先修正标红的字段');
    expect(api.posts()).toEqual([]);

    fireEvent.change(screen.getByTestId('auto-token-ERC20'), {
      target: { value: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    });
    fireEvent.click(within(card).getByTestId('auto-enabled-ERC20'));
    fireEvent.change(screen.getByTestId('auto-timeout'), { target: { value: '30' } });
    // Deposits under 5 USDT on ERC20 are kept uncredited, and do not add up to the next one.
    fireEvent.change(screen.getByTestId('auto-minimum-ERC20'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('auto-carry'));
    fireEvent.click(screen.getByTestId('save-settings'));
    const dialog = (await screen.findByText('保存后立即对所有用户生效。')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    const statusReads = api.sent.filter((r) => r.url.startsWith('/admin-api/chain/status')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const sent = api.posts()[0]?.body as typeof config;
    expect(sent.autoRecharge).toEqual({
      networks: [
        {
          network: 'TRC20',
          enabled: true,
          token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          confirmations: 19,
          minimum: '1',
        },
        {
          network: 'ERC20',
          enabled: false,
          token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
          confirmations: 12,
          minimum: '5',
        },
        {
          network: 'BEP20',
          enabled: false,
          token: '0x55d398326f99059fF775485246999027B3197955',
          confirmations: 15,
          minimum: '1',
        },
      ],
      timeoutMinutes: 30,
      carryBelowMinimum: false,
    });
    // The rest of the configuration goes along unchanged.
    expect(sent.withdraw).toEqual(config.withdraw);
    await waitFor(() => expect(errorOf('auto-token-ERC20')).toBeFalsy());
    // What works is read again from the server after saving.
    await waitFor(() =>
      expect(api.sent.filter((r) => r.url.startsWith('/admin-api/chain/status')).length).toBe(
        statusReads + 1,
      ),
    );
  });
});
