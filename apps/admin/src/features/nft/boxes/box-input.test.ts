import { LANGUAGES } from '@mcc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { IMAGE, STORED_BOX, STORED_RECIPE } from '../../../test/nft-fixtures.ts';
import { problemText } from '../core/problem-text.ts';
import {
  type BoxFormValues,
  boxFormValues,
  boxInput,
  boxProblems,
  boxUpdateInput,
  NEW_BOX,
  poolOdds,
} from './box-input.ts';
import {
  NEW_RECIPE,
  type RecipeFormValues,
  recipeFormValues,
  recipeInput,
  recipeProblems,
} from './recipe-input.ts';

const valid = (): BoxFormValues => ({
  ...NEW_BOX,
  name: { 'zh-Hans': ' 星辰盲盒 ', en: '' },
  description: { 'zh-Hans': '开出一份藏品' },
  image: IMAGE,
  price: '9.9',
  opensAt: dayjs('2026-12-01T02:00:00Z'),
  pool: [
    { seriesId: 1, weight: 3, stock: 10 },
    { seriesId: 2, weight: 1, stock: 5 },
  ],
});

describe('box form values', () => {
  it('makes the create body with its pool, texts trimmed and empty languages dropped', () => {
    expect(boxProblems(valid(), true)).toEqual([]);
    expect(boxInput(valid())).toEqual({
      name: { 'zh-Hans': '星辰盲盒' },
      description: { 'zh-Hans': '开出一份藏品' },
      image: IMAGE,
      price: '9.9',
      asset: 'USDT',
      opensAt: '2026-12-01T02:00:00.000Z',
      closesAt: null,
      perUserLimit: 0,
      published: false,
      sort: 0,
      pool: [
        { seriesId: 1, weight: 3, stock: 10 },
        { seriesId: 2, weight: 1, stock: 5 },
      ],
    });
  });

  it('edits a stored box and sends it back unchanged, without the pool', () => {
    const values = boxFormValues(STORED_BOX);
    expect(boxProblems(values, false)).toEqual([]);
    expect(boxUpdateInput(values)).toEqual({
      name: STORED_BOX.name,
      description: STORED_BOX.description,
      image: IMAGE,
      price: '9.9',
      asset: 'USDT',
      opensAt: STORED_BOX.opensAt,
      closesAt: null,
      perUserLimit: 5,
      published: true,
      sort: 1,
    });
  });

  it('finds what the server would refuse, on the field it belongs to', () => {
    const cases: [Partial<BoxFormValues>, (string | number)[], string][] = [
      [{ name: { 'zh-Hans': '' } }, ['name', 'zh-Hans'], 'SERIES_NAME_REQUIRED'],
      [{ price: '1.234' }, ['price'], 'AMOUNT_TOO_PRECISE'],
      [{ price: '0' }, ['price'], 'AMOUNT_NOT_POSITIVE'],
      [{ perUserLimit: -1 }, ['perUserLimit'], 'BOX_LIMIT_INVALID'],
      [{ closesAt: dayjs('2026-11-01T00:00:00Z') }, ['closesAt'], 'BOX_WINDOW_INVALID'],
      [{ opensAt: null }, ['opensAt'], 'TIME_INVALID'],
      [{ pool: [] }, ['pool'], 'BOX_POOL_INVALID'],
      [{ pool: [{ seriesId: null, weight: 1, stock: 1 }] }, ['pool', 0, 'seriesId'], 'SERIES_NOT_FOUND'],
      [{ pool: [{ seriesId: 1, weight: 0, stock: 1 }] }, ['pool', 0, 'weight'], 'BOX_WEIGHT_INVALID'],
      [{ pool: [{ seriesId: 1, weight: 1, stock: null }] }, ['pool', 0, 'stock'], 'BOX_STOCK_INVALID'],
    ];
    for (const [patch, path, key] of cases) {
      expect(boxProblems({ ...valid(), ...patch }, true), key).toContainEqual({ path, key });
    }
    // MCC takes four decimals, USDT two.
    expect(boxProblems({ ...valid(), price: '1.2345', asset: 'MCC' }, true)).toEqual([]);
    // The price and the window speak while the rest of the form is still empty.
    const early = boxProblems(
      {
        ...NEW_BOX,
        price: '1.234',
        opensAt: dayjs('2026-12-01T02:00:00Z'),
        closesAt: dayjs('2026-12-01T01:00:00Z'),
      },
      true,
    );
    expect(early).toContainEqual({ path: ['price'], key: 'AMOUNT_TOO_PRECISE' });
    expect(early).toContainEqual({ path: ['closesAt'], key: 'BOX_WINDOW_INVALID' });
    expect(early.filter((p) => p.path[0] === 'price')).toHaveLength(1);
  });

  it('puts a repeated series on the row that repeats it, and a stock above what its series has left', () => {
    const twice = { ...valid(), pool: [...valid().pool, { seriesId: 1, weight: 1, stock: 1 }] };
    const problems = boxProblems(twice, true);
    expect(problems).toContainEqual({ path: ['pool', 2, 'seriesId'], key: 'SERIES_TWICE' });
    expect(problems).toContainEqual({ path: ['pool'], key: 'BOX_POOL_INVALID' });
    expect(problems.filter((p) => p.key === 'SERIES_TWICE')).toHaveLength(1);

    const left = (id: number) => (id === 2 ? 4 : 100);
    expect(boxProblems(valid(), true, left)).toEqual([
      { path: ['pool', 1, 'stock'], key: 'BOX_STOCK_TOO_HIGH', params: { left: 4 } },
    ]);
    // Editing: the pool is not the form's, nothing about it is checked.
    expect(boxProblems({ ...valid(), pool: [] }, false, left)).toEqual([]);
  });

  it('words the odds as the server does: over the valid weights, two decimals rounded down', () => {
    expect(poolOdds([3, 1])).toEqual(['75.00', '25.00']);
    expect(poolOdds([1, 2])).toEqual(['33.33', '66.66']);
    expect(poolOdds([1, 1, 1])).toEqual(['33.33', '33.33', '33.33']);
    expect(poolOdds([7, null, 0, 2.5])).toEqual(['100.00', null, null, null]);
    expect(poolOdds([1, 999_999])).toEqual(['0.00', '99.99']);
    expect(poolOdds([])).toEqual([]);
  });
});

describe('recipe form values', () => {
  it('edits a stored recipe and sends it back unchanged (no fee is "0")', () => {
    const values = recipeFormValues(STORED_RECIPE);
    expect(recipeProblems(values)).toEqual([]);
    expect(recipeInput(values)).toEqual({
      name: STORED_RECIPE.name,
      inputs: [
        { seriesId: 1, count: 3 },
        { seriesId: 4, count: 1 },
      ],
      outputSeriesId: 2,
      fee: '0',
      feeAsset: 'MCC',
      published: true,
      sort: 0,
    });
  });

  it('names what is wrong with a part on that part', () => {
    const base = (): RecipeFormValues => ({
      ...NEW_RECIPE,
      name: { 'zh-Hans': '合成' },
      inputs: [{ seriesId: 1, count: 2 }],
      outputSeriesId: 2,
    });
    const cases: [Partial<RecipeFormValues>, (string | number)[], string][] = [
      [{ inputs: [{ seriesId: 1, count: 11 }] }, ['inputs', 0, 'count'], 'RECIPE_COUNT_INVALID'],
      [{ inputs: [{ seriesId: null, count: 1 }] }, ['inputs', 0, 'seriesId'], 'SERIES_NOT_FOUND'],
      [{ inputs: [] }, ['inputs'], 'RECIPE_INVALID'],
      [{ outputSeriesId: 1 }, ['outputSeriesId'], 'RECIPE_OUTPUT_IS_INPUT'],
      [{ outputSeriesId: null }, ['outputSeriesId'], 'SERIES_NOT_FOUND'],
      [{ fee: '0.001' }, ['fee'], 'AMOUNT_TOO_PRECISE'],
      [{ fee: '' }, ['fee'], 'AMOUNT_INVALID'],
    ];
    expect(recipeProblems(base())).toEqual([]);
    for (const [patch, path, key] of cases) {
      expect(recipeProblems({ ...base(), ...patch }), key).toContainEqual({ path, key });
    }
    const twice = { ...base(), inputs: [...base().inputs, { seriesId: 1, count: 1 }] };
    expect(recipeProblems(twice)).toContainEqual({ path: ['inputs', 1, 'seriesId'], key: 'SERIES_TWICE' });
    expect(recipeProblems({ ...base(), fee: '0.001', feeAsset: 'MCC' })).toEqual([]);
    // The output and the fee speak while the name is still empty.
    const early = recipeProblems({ ...base(), name: {}, outputSeriesId: 1, fee: '1.001' });
    expect(early).toContainEqual({ path: ['outputSeriesId'], key: 'RECIPE_OUTPUT_IS_INPUT' });
    expect(early).toContainEqual({ path: ['fee'], key: 'AMOUNT_TOO_PRECISE' });
  });

  it('words every problem the box and recipe forms can report in all four languages', () => {
    const keys = [
      'SERIES_NOT_FOUND',
      'SERIES_TWICE',
      'BOX_WEIGHT_INVALID',
      'BOX_STOCK_INVALID',
      'BOX_STOCK_TOO_HIGH',
      'BOX_POOL_INVALID',
      'BOX_WINDOW_INVALID',
      'BOX_LIMIT_INVALID',
      'ASSET_INVALID',
      'RECIPE_INVALID',
      'RECIPE_COUNT_INVALID',
      'RECIPE_OUTPUT_IS_INPUT',
      'AMOUNT_NOT_POSITIVE',
    ];
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang);
      for (const key of keys) {
        const text = problemText(t, { key, params: { left: 4 } });
        expect(text, `${lang} ${key}`).not.toMatch(/^(nft\.errors|amountErrors)\./);
        if (key === 'BOX_STOCK_TOO_HIGH') expect(text).toContain('4');
      }
    }
  });
});
