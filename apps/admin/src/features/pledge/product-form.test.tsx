import { type AdminPledgeProduct, LANGUAGES } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setNotifier } from '../../lib/notify.ts';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { PRODUCT_PROBLEMS, ProductModal } from './product-form.tsx';

beforeAll(stubBrowserApis);

/** What the server answers, and every request the form sends (URL, method, parsed body). */
let answer: unknown;
let sent: { url: string; method: string; body: unknown }[];
const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

beforeEach(() => {
  sent = [];
  answer = { code: 1, msg: '', time: '0', data: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), body: JSON.parse(String(init.body ?? 'null')) });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  setNotifier(toasts);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('zh-Hans');
});

const SOLD_PRODUCT: AdminPledgeProduct = {
  id: 5,
  name: { 'zh-Hans': '稳健 7 天', en: 'Steady 7 days' },
  termDays: 7,
  dailyRateBp: 80,
  minAmount: '100.000000',
  maxAmount: '50000.000000',
  quota: '1000000.000000',
  sold: '600000.500000',
  remaining: '399999.500000',
  open: true,
  sort: 1,
  activeOrders: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(product?: AdminPledgeProduct) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {/* As the console's providers set it: "保存", not antd's spaced "保 存". */}
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <ProductModal product={product} onClose={onClose} />
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose };
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

/** The error shown under a field (antd's explain line of the item holding the input). */
async function errorOf(testId: string): Promise<string> {
  const item = field(testId).closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
}

const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));

/** Presses OK in the confirmation that follows Save, after checking what it says. */
async function confirm(text: string) {
  const dialog = await screen.findByText(text, { exact: false });
  const box = dialog.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(within(box).getByRole('button', { name: '确定' }));
}

function fillValid() {
  type('product-name-zh-Hans', '  稳健 7 天 ');
  type('product-name-en', 'Steady 7 days');
  type('product-termDays', '7');
  type('product-dailyRate', '0.8');
  type('product-minAmount', '100');
  type('product-maxAmount', '50000.5');
  type('product-quota', ' 1000000 ');
}

describe('AI quant product form', () => {
  it('refuses an empty product field by field, in the operator’s language, and sends nothing', async () => {
    renderForm();
    save();
    expect(await errorOf('product-name-zh-Hans')).toBe('请填写简体中文名称');
    expect(await errorOf('product-termDays')).toBe('期限为 1 到 3650 天的整数');
    expect(await errorOf('product-dailyRate')).toBe('日收益率为 0.01% 到 100%，最多 2 位小数');
    expect(await errorOf('product-minAmount')).toBe(ERROR_TEXTS.AMOUNT_INVALID['zh-Hans']);
    expect(await errorOf('product-quota')).toBe(ERROR_TEXTS.AMOUNT_INVALID['zh-Hans']);
    // The optional languages may stay empty.
    expect(
      field('product-name-en').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error'),
    ).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await errorOf('product-termDays')).toBe('A whole number of days from 1 to 3650'),
    );
    expect(await errorOf('product-name-zh-Hans')).toBe('Enter the Simplified Chinese name');
    expect(sent).toEqual([]);
  });

  it('mirrors the contract: a basis point at most, USDT cents at most, 40 characters, min ≤ max', async () => {
    renderForm();
    fillValid();
    type('product-dailyRate', '0.125');
    type('product-quota', '1.234');
    type('product-name-ja', 'あ'.repeat(41));
    type('product-termDays', '3651');
    type('product-minAmount', '100.01');
    type('product-maxAmount', '100');
    save();
    expect(await errorOf('product-dailyRate')).toBe('日收益率为 0.01% 到 100%，最多 2 位小数');
    expect(await errorOf('product-quota')).toBe(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']);
    expect(await errorOf('product-name-ja')).toBe('名称最多 40 个字符');
    expect(await errorOf('product-termDays')).toBe('期限为 1 到 3650 天的整数');
    // Compared as decimals: 100.01 is above 100.
    expect(await errorOf('product-maxAmount')).toBe('单笔最高不能低于单笔最低');
    expect(sent).toEqual([]);

    // Fixing the minimum clears the maximum's error too (it depends on it).
    type('product-minAmount', '100');
    await waitFor(() =>
      expect(
        field('product-maxAmount').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error'),
      ).toBeNull(),
    );
  });

  it('creates: confirms what it will sell, then sends amounts as strings and the rate as whole basis points', async () => {
    answer = { code: 1, msg: '', time: '0', data: { ...SOLD_PRODUCT, id: 9 } };
    const { onClose } = renderForm();
    fillValid();
    save();
    expect(await screen.findByText('保存后立即开放认购。')).toBeTruthy();
    await confirm('稳健 7 天：期限 7 天，日收益率 0.8%，单笔 100–50000.5 USDT，总额度 1000000 USDT。');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      url: '/admin-api/pledge/products',
      method: 'POST',
      body: {
        // Trimmed; the languages left empty are not sent (their users see zh-Hans).
        name: { 'zh-Hans': '稳健 7 天', en: 'Steady 7 days' },
        termDays: 7,
        dailyRateBp: 80,
        minAmount: '100',
        maxAmount: '50000.5',
        quota: '1000000',
        open: true,
        sort: 0,
      },
    });
    expect(toasts.success).toHaveBeenCalledWith('已保存');
  });

  it('edits: starts from the product as typed, keeps the quota above what is sold, replaces it whole', async () => {
    answer = { code: 1, msg: '', time: '0', data: SOLD_PRODUCT };
    const { onClose } = renderForm(SOLD_PRODUCT);
    expect(field('product-dailyRate').value).toBe('0.8');
    expect(field('product-quota').value).toBe('1000000');
    expect(field('product-minAmount').value).toBe('100');
    expect(screen.getByText('已售 600,000.50 USDT，额度不能低于已售')).toBeTruthy();

    type('product-quota', '600000.49');
    save();
    expect(await errorOf('product-quota')).toBe('总额度不能低于已售的 600,000.50 USDT');
    expect(sent).toEqual([]);

    type('product-quota', '600000.5');
    type('product-dailyRate', '1.05');
    fireEvent.click(field('product-open'));
    save();
    await confirm('保存后保持关闭，开放后才可认购。');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/admin-api/pledge/products/5',
        method: 'POST',
        body: {
          name: { 'zh-Hans': '稳健 7 天', en: 'Steady 7 days' },
          termDays: 7,
          dailyRateBp: 105,
          minAmount: '100',
          maxAmount: '50000',
          quota: '600000.5',
          open: false,
          sort: 1,
        },
      },
    ]);
  });

  it('shows a refusal with the server’s own text in the form and stays open', async () => {
    const msg = '最低金额不能大于最高金额，额度不能小于已售';
    answer = { code: 0, msg, time: '0', data: { error: 'PRODUCT_LIMITS_INVALID' } };
    const { onClose } = renderForm(SOLD_PRODUCT);
    save();
    await confirm('稳健 7 天：期限 7 天，日收益率 0.8%');
    expect((await screen.findByTestId('product-refusal')).textContent).toBe(msg);
    expect(sent).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    // Shown once, in the form: no toast on top of it.
    expect(toasts.error).not.toHaveBeenCalled();
    // Changing a field clears it: the refusal was about the values sent.
    type('product-sort', '2');
    await waitFor(() => expect(screen.queryByTestId('product-refusal')).toBeNull());
  });

  it('has a text for every problem it can report, in all four languages', () => {
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang);
      for (const key of PRODUCT_PROBLEMS) {
        const path = key.startsWith('AMOUNT_') ? `amountErrors.${key}` : `pledge.errors.${key}`;
        expect(i18n.exists(path, { lng: lang }), `${lang} ${path}`).toBe(true);
        expect(t(path, { sold: '1.00' })).not.toBe(path);
      }
    }
  });
});
