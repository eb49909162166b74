import { type AdminPermission, BOX_POOL_MAX } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../../lib/notify.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../../test/console.tsx';
import { stubBrowserApis } from '../../../test/jsdom.ts';
import { STORED_BOX, storedSeries } from '../../../test/nft-fixtures.ts';
import { BoxModal } from './box-form.tsx';

beforeAll(stubBrowserApis);

/** The series the pickers offer: 晨星 with 50 copies left to set aside, 极光 with 4, 海浪 with 30. */
const SERIES = [storedSeries(1, '晨星', 50), storedSeries(2, '极光', 4), storedSeries(3, '海浪', 30)];

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ url, method }) => {
    if (method === 'POST') return { ...STORED_BOX, closed: url.endsWith('/close') };
    if (url.startsWith('/admin-api/nft/series')) return pageOf(SERIES);
    return url.startsWith('/admin-api/nft/boxes') ? pageOf([STORED_BOX]) : null;
  });
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Rendered for an operator who may write, unless told otherwise. */
const renderWith = (ui: ReactNode, permissions: AdminPermission[] = ['content.write']) =>
  renderInConsole(ui, permissions);

const posts = () => api.posts();
const sent = () => api.sent;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const oddsOf = (row: number) => screen.getByTestId(`pool-odds-${row}`).textContent;

/** Opens a row's series picker; answers its options (in the popup antd renders outside the form). */
async function openPicker(testId: string) {
  const select = screen.getByTestId(testId).closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await waitFor(() =>
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull(),
  );
  const popups = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  return [...(popups.at(-1)?.querySelectorAll('.ant-select-item-option') ?? [])] as HTMLElement[];
}

async function pick(testId: string, label: string) {
  const option = (await openPicker(testId)).find((o) => o.textContent?.startsWith(label));
  if (!option) throw new Error(`no option ${label}`);
  fireEvent.click(option);
}

describe('blind box form', () => {
  it('shows each row’s odds as the weights change, and offers a series once', async () => {
    renderWith(<BoxModal onClose={() => {}} />);
    await waitFor(() => expect(sent().some((r) => r.url.startsWith('/admin-api/nft/series'))).toBe(true));
    await pick('pool-series-0', '#1 晨星');
    type('pool-weight-0', '3');
    await waitFor(() => expect(oddsOf(0)).toBe('100.00%'));

    fireEvent.click(screen.getByTestId('pool-add'));
    const options = await openPicker('pool-series-1');
    const morning = options.find((o) => o.textContent?.startsWith('#1 晨星'));
    expect(morning?.className).toContain('ant-select-item-option-disabled');
    expect(options.map((o) => o.textContent)).toContain('#2 极光 · 稀有 · 可放入 4 份');
    fireEvent.click(options.find((o) => o.textContent?.startsWith('#2 极光')) as HTMLElement);
    expect(oddsOf(1)).toBe('–');
    type('pool-weight-1', '1');
    await waitFor(() => expect([oddsOf(0), oddsOf(1)]).toEqual(['75.00%', '25.00%']));
    type('pool-weight-0', '2');
    await waitFor(() => expect([oddsOf(0), oddsOf(1)]).toEqual(['66.66%', '33.33%']));

    type('pool-stock-0', '10');
    type('pool-stock-1', '5');
    await waitFor(() =>
      expect(screen.getByTestId('pool-rows').textContent).toContain('2 个系列，库存共 15 份'),
    );
  });

  it('refuses a stock above what the series has left, and sends nothing', async () => {
    renderWith(<BoxModal onClose={() => {}} />);
    await waitFor(() => expect(sent().length).toBeGreaterThan(0));
    await pick('pool-series-0', '#2 极光');
    type('pool-weight-0', '1');
    type('pool-stock-0', '5');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    const item = input('pool-stock-0').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item.textContent).toContain('该系列仅剩 4 份可放入'));
    const name = input('box-name-zh-Hans').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(name.textContent).toContain('请填写名称（简体中文必填）'));
    expect(posts()).toEqual([]);
  });

  // Twenty antd form rows drawn one click at a time: ~2 s on a calm machine, over 5 s on a loaded one.
  it('takes at most BOX_POOL_MAX series', { timeout: 20_000 }, async () => {
    renderWith(<BoxModal onClose={() => {}} />);
    const add = screen.getByTestId('pool-add') as HTMLButtonElement;
    for (let i = 1; i < BOX_POOL_MAX; i++) fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId(/^pool-row-/)).toHaveLength(BOX_POOL_MAX));
    expect(add.disabled).toBe(true);
  });

  it('edits a box without its pool, which it shows read-only with the odds and the stock left', async () => {
    renderWith(<BoxModal box={STORED_BOX} onClose={() => {}} />);
    const pool = screen.getByTestId('box-pool-view');
    expect(pool.textContent).toContain('75.00%');
    expect(pool.textContent).toContain('剩余 9 / 10');
    expect(screen.queryByTestId('pool-rows')).toBeNull();

    type('box-price', '12.5');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    const text = await screen.findByText('星辰盲盒：12.5 USDT，已发布。');
    fireEvent.click(
      within(text.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [post] = posts();
    expect(post?.url).toBe('/admin-api/nft/boxes/5');
    expect(post?.body).toMatchObject({ price: '12.5', asset: 'USDT', perUserLimit: 5 });
    expect(post?.body).not.toHaveProperty('pool');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已保存'));
  });
});
