import { RECIPE_INPUTS_MAX } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../../lib/notify.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../../test/console.tsx';
import { stubBrowserApis } from '../../../test/jsdom.ts';
import { STORED_RECIPE, storedSeries } from '../../../test/nft-fixtures.ts';
import { RecipeModal } from './recipe-form.tsx';

beforeAll(stubBrowserApis);

const SERIES = [storedSeries(1, '晨星', 50), storedSeries(2, '极光', 4), storedSeries(4, '海浪', 30)];

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ method }) => (method === 'POST' ? STORED_RECIPE : pageOf(SERIES)));
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderForm = (recipe?: typeof STORED_RECIPE) =>
  renderInConsole(<RecipeModal recipe={recipe} onClose={() => {}} />, ['content.write']);

const posts = () => api.posts();
const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));

describe('chain game recipe form', () => {
  it('edits a recipe: the inputs as rows, an input not offered as the output, the whole recipe sent', async () => {
    renderForm(STORED_RECIPE);
    await waitFor(() => expect(screen.getByTestId('inputs-rows').textContent).toContain('#4 海浪'));
    expect((screen.getByTestId('inputs-count-0') as HTMLInputElement).value).toBe('3');

    const output = screen.getByTestId('recipe-output').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(output.querySelector('input') ?? output);
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
    const options = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
    const disabled = options.filter((o) => o.className.includes('ant-select-item-option-disabled'));
    expect(disabled.map((o) => o.textContent)).toEqual(['#1 晨星 · 稀有', '#4 海浪 · 稀有']);

    fireEvent.change(screen.getByTestId('inputs-count-1'), { target: { value: '2' } });
    save();
    const text = await screen.findByText('三合一：晨星 × 3 + 海浪 × 2 → 极光，手续费 免费，已发布。');
    fireEvent.click(
      within(text.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: '/admin-api/nft/recipes/3',
      method: 'POST',
      body: {
        name: STORED_RECIPE.name,
        inputs: [
          { seriesId: 1, count: 3 },
          { seriesId: 4, count: 2 },
        ],
        outputSeriesId: 2,
        fee: '0',
        feeAsset: 'MCC',
        published: true,
        sort: 0,
      },
    });
  });

  it('refuses an empty recipe field by field, takes at most five inputs, and sends nothing', async () => {
    renderForm();
    save();
    const errorOf = (testId: string) =>
      (screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement).textContent;
    await waitFor(() => expect(errorOf('recipe-name-zh-Hans')).toContain('请填写名称（简体中文必填）'));
    expect(errorOf('inputs-series-0')).toContain('请选择系列');
    expect(errorOf('recipe-output')).toContain('请选择系列');

    const add = screen.getByTestId('inputs-add') as HTMLButtonElement;
    for (let i = 1; i < RECIPE_INPUTS_MAX; i++) fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId(/^inputs-row-/)).toHaveLength(RECIPE_INPUTS_MAX));
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('recipe-fee'), { target: { value: '0.001' } });
    await waitFor(() => expect(errorOf('recipe-fee')).toContain('小数'));
    expect(posts()).toEqual([]);
  });
});
