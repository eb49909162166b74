import { LANGUAGES, type MarketPlan, type MarketPrice, type PricePoint, priceProblem } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { MarketSummary } from './market-summary.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlansTable } from './plans-table.tsx';
import { PricesCard } from './prices-card.tsx';

/**
 * jsdom has no canvas, so the chart stands in as the points and the starting price it was given; the
 * drawn chart is the browser test's (apps/admin/e2e/market.test.ts).
 */
vi.mock('./plan-chart.tsx', () => ({
  default: ({ points, now }: { points: unknown[]; now?: PricePoint }) => (
    <div data-testid="plan-chart" data-points={points.length} data-from={now?.price} />
  ),
}));

beforeAll(stubBrowserApis);

/** What the server answers per `METHOD path`, and every request sent (URL, method, parsed body). */
let answers: Record<string, unknown>;
let sent: { url: string; method: string; body: unknown }[];
const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = String(init.method);
      sent.push({ url, method, body: JSON.parse(String(init.body ?? 'null')) });
      return new Response(JSON.stringify(answers[`${method} ${url}`] ?? ok(null)), { status: 200 });
    }),
  );
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Requests that change something (reads are the tables' own business). */
const posts = () => sent.filter((r) => r.method === 'POST');

function renderIn(node: ReactNode) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <MemoryRouter>{node}</MemoryRouter>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const type = (el: Element, value: string) => fireEvent.change(el, { target: { value } });

/** Types a time into an antd date picker, in its own `YYYY-MM-DD HH:mm` format, and confirms it. */
function pickTime(input: Element, text: string) {
  fireEvent.mouseDown(input);
  type(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The error shown under a field (antd's explain line of the item holding the input). */
async function errorOf(input: Element): Promise<string> {
  const item = input.closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
}

/** Presses OK in the open pop-up confirmation after checking what it asks. */
async function confirmPop(text: string) {
  const pop = (await screen.findByText(text)).closest('.ant-popconfirm') as HTMLElement;
  fireEvent.click(pop.querySelector('.ant-btn-primary') as HTMLElement);
}

const PRICES: PricePoint[] = [
  { symbol: 'MCC', price: '1.2500000000', appliedAt: '2030-01-01T00:00:00.000Z', source: 'plan' },
  { symbol: 'SSK', price: '0.0125000000', appliedAt: '2030-01-01T00:00:00.000Z', source: 'operator' },
];

describe('prices now', () => {
  const priceInput = () => screen.getByTestId('new-price');

  it('lists each token’s price and who set it; sets one only once confirmed, as trimmed', async () => {
    answers['POST /admin-api/market/price'] = ok({ ...PRICES[0], price: '1.4000000000' });
    renderIn(<PricesCard prices={PRICES} mayWrite />);
    expect(screen.getByTestId('price-SSK').textContent).toBe('0.01250');
    expect(screen.getByTestId('price-SSK').closest('tr')?.textContent).toContain('运营');
    expect(screen.getByTestId('price-MCC').closest('tr')?.textContent).toContain('计划');

    type(priceInput(), ' 1.4 ');
    fireEvent.click(screen.getByTestId('set-price'));
    await screen.findByText('立即将 MCC 设为 1.4 USDT？用户会立刻看到。');
    expect(posts()).toEqual([]);
    await confirmPop('立即将 MCC 设为 1.4 USDT？用户会立刻看到。');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('价格已设置'));
    expect(posts()).toEqual([
      { url: '/admin-api/market/price', method: 'POST', body: { symbol: 'MCC', price: '1.4' } },
    ]);
    // Ready for the next one.
    expect((priceInput() as HTMLInputElement).value).toBe('');
  });

  it('refuses a price the contract would, in its words, without asking to confirm', async () => {
    renderIn(<PricesCard prices={PRICES} mayWrite />);
    const cases = [
      ['  ', '请输入价格'],
      ['0.000', ERROR_TEXTS.PRICE_NOT_POSITIVE['zh-Hans']],
      ['0.00000000001', ERROR_TEXTS.PRICE_TOO_PRECISE['zh-Hans']],
      ['123456789', ERROR_TEXTS.PRICE_TOO_LARGE['zh-Hans']],
      ['1e3', ERROR_TEXTS.PRICE_INVALID['zh-Hans']],
    ] as const;
    for (const [text, error] of cases) {
      type(priceInput(), text);
      fireEvent.click(screen.getByTestId('set-price'));
      await waitFor(async () => expect(await errorOf(priceInput())).toBe(error));
    }
    expect(document.querySelector('.ant-popconfirm')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('shows prices without the form to an operator who may not change them', () => {
    renderIn(<PricesCard prices={PRICES} mayWrite={false} />);
    expect(screen.getByTestId('price-MCC').textContent).toBe('1.2500');
    expect(screen.queryByTestId('set-price')).toBeNull();
  });

  it('has the contract’s text for every price problem, in all four languages', () => {
    // One typed price per reason `priceProblem` gives.
    const problems = ['x', '0', '0.00000000001', '123456789'].flatMap((text) => priceProblem(text) ?? []);
    expect(new Set(problems)).toEqual(
      new Set(['PRICE_INVALID', 'PRICE_NOT_POSITIVE', 'PRICE_TOO_PRECISE', 'PRICE_TOO_LARGE']),
    );
    for (const lang of LANGUAGES)
      for (const problem of problems)
        expect(i18n.getFixedT(lang)(`priceErrors.${problem}`)).toBe(ERROR_TEXTS[problem][lang]);
  });
});

describe('a new plan', () => {
  const form = () => screen.getByTestId('plan-form');
  const save = () => screen.getByTestId('plan-save') as HTMLButtonElement;
  /** A ramp answer: MCC from 1.5 to 2.3 in four steps, an hour apart. */
  const RAMP_POINTS = ['1.5', '1.7', '1.9', '2.1', '2.3'].map((p, i) => ({
    at: new Date(Date.UTC(2030, 0, 2, 10 + i)).toISOString(),
    price: `${p}000000000`,
    appliedAt: null,
  }));

  function fillRamp() {
    pickTime(screen.getByTestId('ramp-start-at'), '2030-01-02 10:00');
    pickTime(screen.getByTestId('ramp-end-at'), '2030-01-02 14:00');
    type(screen.getByTestId('ramp-start-price'), ' 1.5');
    type(screen.getByTestId('ramp-end-price'), '2.3 ');
    type(screen.getByTestId('ramp-steps'), '4');
  }

  /** The instant a `YYYY-MM-DD HH:mm` means in the operator's zone, and how it is sent: with that zone's offset. */
  const sentAs = (iso: unknown, local: Date) => {
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
    expect(Date.parse(String(iso))).toBe(local.getTime());
  };

  it('is previewed before it can be saved; the server’s points are drawn; saving sends what was previewed', async () => {
    answers['POST /admin-api/market/plans/preview'] = ok({ symbol: 'MCC', points: RAMP_POINTS });
    answers['POST /admin-api/market/plans'] = ok({ id: 7 });
    renderIn(<PlanForm current={PRICES} />);
    fillRamp();
    expect(save().disabled).toBe(true);

    fireEvent.click(screen.getByTestId('plan-preview'));
    const chart = await screen.findByTestId('plan-chart');
    expect(chart.dataset.points).toBe('5');
    // Drawn from the token's price now, where the plan starts.
    expect(chart.dataset.from).toBe('1.2500000000');
    expect(screen.getByTestId('plan-preview-result').textContent).toContain('MCC 共 5 个价格点，从 1.5000 (');
    const [preview] = posts();
    expect(preview?.url).toBe('/admin-api/market/plans/preview');
    const body = preview?.body as { symbol: string; ramp: Record<string, unknown> };
    expect(body).toEqual({
      symbol: 'MCC',
      ramp: {
        startAt: expect.any(String),
        endAt: expect.any(String),
        startPrice: '1.5',
        endPrice: '2.3',
        steps: 4,
      },
    });
    sentAs(body.ramp.startAt, new Date(2030, 0, 2, 10, 0));
    sentAs(body.ramp.endAt, new Date(2030, 0, 2, 14, 0));

    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('计划已保存'));
    expect(posts()[1]).toEqual({ url: '/admin-api/market/plans', method: 'POST', body });
    // Saved: the form starts over.
    expect(screen.queryByTestId('plan-chart')).toBeNull();
    expect((screen.getByTestId('ramp-start-price') as HTMLInputElement).value).toBe('');
    expect(save().disabled).toBe(true);
  });

  it('asks for a new preview after any change', async () => {
    answers['POST /admin-api/market/plans/preview'] = ok({ symbol: 'MCC', points: RAMP_POINTS });
    renderIn(<PlanForm current={PRICES} />);
    fillRamp();
    fireEvent.click(screen.getByTestId('plan-preview'));
    await screen.findByTestId('plan-chart');
    type(screen.getByTestId('ramp-end-price'), '2.4');
    await waitFor(() => expect(screen.queryByTestId('plan-chart')).toBeNull());
    expect(save().disabled).toBe(true);
  });

  it('sends a list of points for the token chosen', async () => {
    answers['POST /admin-api/market/plans/preview'] = ok({ symbol: 'SSK', points: RAMP_POINTS.slice(0, 2) });
    renderIn(<PlanForm current={PRICES} />);
    fireEvent.mouseDown(within(form()).getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByTitle('SSK'));
    fireEvent.click(within(form()).getByText('逐点'));
    fireEvent.click(await within(form()).findByText('添加价格点'));
    const at = (i: number) => form().querySelector(`#points_${i}_at`) as HTMLElement;
    const price = (i: number) => form().querySelector(`#points_${i}_price`) as HTMLElement;
    pickTime(at(0), '2030-01-02 10:00');
    type(price(0), '0.013');
    pickTime(at(1), '2030-01-02 11:30');
    type(price(1), '0.0125');

    fireEvent.click(screen.getByTestId('plan-preview'));
    await screen.findByTestId('plan-chart');
    const body = posts()[0]?.body as { symbol: string; points: { at: string; price: string }[] };
    expect(body).toEqual({
      symbol: 'SSK',
      points: [
        { at: expect.any(String), price: '0.013' },
        { at: expect.any(String), price: '0.0125' },
      ],
    });
    sentAs(body.points[0]?.at, new Date(2030, 0, 2, 10, 0));
    sentAs(body.points[1]?.at, new Date(2030, 0, 2, 11, 30));
    expect(screen.getByTestId('plan-chart').dataset.from).toBe('0.0125000000');
  });

  it('sends nothing while a field is missing or a price is one the contract refuses', async () => {
    renderIn(<PlanForm current={PRICES} />);
    type(screen.getByTestId('ramp-start-price'), '0');
    type(screen.getByTestId('ramp-end-price'), '1,5');
    fireEvent.click(screen.getByTestId('plan-preview'));
    expect(await errorOf(screen.getByTestId('ramp-start-price'))).toBe(
      ERROR_TEXTS.PRICE_NOT_POSITIVE['zh-Hans'],
    );
    expect(await errorOf(screen.getByTestId('ramp-end-price'))).toBe(ERROR_TEXTS.PRICE_INVALID['zh-Hans']);
    expect(await errorOf(screen.getByTestId('ramp-start-at'))).toBe('必填');
    expect(await errorOf(screen.getByTestId('ramp-steps'))).toBe('必填');
    expect(posts()).toEqual([]);
  });

  it('shows the server’s refusal of a preview and stays unsaveable', async () => {
    const msg = ERROR_TEXTS.TIME_INVALID['zh-Hans'];
    answers['POST /admin-api/market/plans/preview'] = {
      code: 0,
      msg,
      time: '0',
      data: { error: 'TIME_INVALID' },
    };
    renderIn(<PlanForm current={PRICES} />);
    fillRamp();
    fireEvent.click(screen.getByTestId('plan-preview'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(msg));
    expect(screen.queryByTestId('plan-chart')).toBeNull();
    expect(save().disabled).toBe(true);
  });
});

describe('the plans', () => {
  const plan = (id: number, status: MarketPlan['status'], applied: number): MarketPlan => ({
    id,
    symbol: 'MCC',
    status,
    createdBy: 'root',
    createdAt: '2030-01-01T00:00:00.000Z',
    cancelledAt: status === 'cancelled' ? '2030-01-02T10:30:00.000Z' : null,
    points: ['1.5', '1.7', '1.9'].map((p, i) => ({
      at: new Date(Date.UTC(2030, 0, 2, 10 + i)).toISOString(),
      price: `${p}000000000`,
      appliedAt: i < applied ? new Date(Date.UTC(2030, 0, 2, 10 + i)).toISOString() : null,
    })),
  });
  const PLANS = [plan(7, 'scheduled', 1), plan(6, 'done', 3), plan(5, 'cancelled', 1)];
  const row = (id: number) => screen.getByText(String(id), { selector: 'td' }).closest('tr') as HTMLElement;

  it('shows each plan’s state and progress; cancels a scheduled one once confirmed', async () => {
    answers['GET /admin-api/market/plans?page=1&limit=20'] = ok(pageOf(PLANS));
    answers['POST /admin-api/market/plans/7/cancel'] = ok({ ...PLANS[0], status: 'cancelled' });
    renderIn(<PlansTable mayWrite />);
    await screen.findByText('7', { selector: 'td' });
    expect(row(7).textContent).toContain('待执行');
    expect(row(7).textContent).toContain('1 / 3');
    expect(row(7).textContent).toContain('1.5000 → 1.9000 (');
    expect(row(6).textContent).toContain('已完成');
    expect(row(5).textContent).toContain('已取消');
    // Only a scheduled plan has points left to cancel.
    expect(screen.queryByTestId('cancel-plan-6')).toBeNull();
    expect(screen.queryByTestId('cancel-plan-5')).toBeNull();

    fireEvent.click(screen.getByTestId('cancel-plan-7'));
    await confirmPop('取消该计划？尚未执行的价格点将不再执行。');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('计划已取消'));
    expect(posts()).toEqual([{ url: '/admin-api/market/plans/7/cancel', method: 'POST', body: {} }]);
  });

  it('offers no cancel to an operator who may not change prices', async () => {
    answers['GET /admin-api/market/plans?page=1&limit=20'] = ok(pageOf(PLANS));
    renderIn(<PlansTable mayWrite={false} />);
    await screen.findByText('7', { selector: 'td' });
    expect(screen.queryByTestId('cancel-plan-7')).toBeNull();
  });
});

describe('the dashboard’s market', () => {
  const price = (symbol: 'MCC' | 'SSK', p: string, change: string, volume: string): MarketPrice => ({
    symbol,
    price: p,
    open: p,
    change,
    high: p,
    low: p,
    volume24h: volume,
    updatedAt: '2030-01-01T00:00:00.000Z',
  });

  it('shows each price with the app’s digits (exact), today’s signed change and the 24-hour volume', () => {
    renderIn(
      <MarketSummary
        market={[
          price('MCC', '2.0000000000', '2.10', '12345.500000'),
          price('SSK', '0.0125000000', '-3.50', '0'),
        ]}
      />,
    );
    const mcc = screen.getByTestId('market-MCC');
    expect(mcc.textContent).toContain('MCC/USDT');
    expect(mcc.querySelector('.ant-statistic-content-value')?.textContent).toBe('2.0000');
    expect(within(mcc).getByText('+2.10%').className).toContain('success');
    expect(mcc.textContent).toContain('24小时成交 12,345.5000 MCC');
    const ssk = screen.getByTestId('market-SSK');
    expect(ssk.querySelector('.ant-statistic-content-value')?.textContent).toBe('0.01250');
    expect(within(ssk).getByText('-3.50%').className).toContain('danger');
  });

  it('says so before any price is set', () => {
    renderIn(<MarketSummary market={[]} />);
    expect(screen.getByText('尚未设置价格')).toBeTruthy();
  });
});
