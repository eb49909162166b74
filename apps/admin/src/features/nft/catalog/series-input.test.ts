import { type AdminSeries, LANGUAGES } from '@mcc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { problemText } from '../core/problem-text.ts';
import {
  NEW_SERIES,
  type SeriesFormValues,
  seriesFormValues,
  seriesInput,
  seriesProblems,
} from './series-input.ts';

const STORED: AdminSeries = {
  id: 7,
  name: { 'zh-Hans': '晨星', en: 'Morning Star' },
  description: { 'zh-Hans': '介绍', en: 'About' },
  image: `/uploads/${'c'.repeat(64)}.png`,
  price: '12.500000',
  supply: 100,
  sold: 30,
  reserved: 5,
  remaining: 65,
  perUserLimit: 3,
  saleStart: '2026-12-01T02:00:00.000Z',
  saleEnd: null,
  rarity: 'epic',
  featured: true,
  status: 'on_sale',
  creator: 'Studio',
  chain: 'BNB Smart Chain',
  contractAddress: '0xabc',
  tokenStandard: 'ERC-721',
  published: true,
  sort: 2,
  revenue: '375.000000',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const valid = (): SeriesFormValues => ({
  ...NEW_SERIES,
  name: { 'zh-Hans': ' 晨星 ', en: '', ja: 'モーニングスター' },
  description: { 'zh-Hans': '第一行\n第二行' },
  image: STORED.image,
  price: '12.5',
  supply: 100,
  saleStart: dayjs('2026-12-01T02:00:00Z'),
});

describe('series form values', () => {
  it('edits a stored series and sends it back unchanged', () => {
    const body = seriesInput(seriesFormValues(STORED));
    expect(body).toEqual({
      name: STORED.name,
      description: STORED.description,
      image: STORED.image,
      price: '12.5',
      supply: 100,
      perUserLimit: 3,
      saleStart: STORED.saleStart,
      saleEnd: null,
      rarity: 'epic',
      creator: 'Studio',
      chain: 'BNB Smart Chain',
      contractAddress: '0xabc',
      tokenStandard: 'ERC-721',
      featured: true,
      published: true,
      sort: 2,
    });
  });

  it('trims texts and drops the languages left empty', () => {
    expect(seriesProblems(valid())).toEqual([]);
    const body = seriesInput(valid());
    expect(body.name).toEqual({ 'zh-Hans': '晨星', ja: 'モーニングスター' });
  });

  it('finds what the server would refuse, on the field it belongs to', () => {
    const cases: [Partial<SeriesFormValues>, (string | number)[], string][] = [
      [{ name: { 'zh-Hans': '' } }, ['name', 'zh-Hans'], 'SERIES_NAME_REQUIRED'],
      [{ description: { 'zh-Hans': ' ' } }, ['description', 'zh-Hans'], 'SERIES_DESCRIPTION_REQUIRED'],
      [{ price: '1.234' }, ['price'], 'AMOUNT_TOO_PRECISE'],
      [{ supply: 0 }, ['supply'], 'SUPPLY_INVALID'],
      [{ perUserLimit: -1 }, ['perUserLimit'], 'PER_USER_LIMIT_INVALID'],
      [{ image: '' }, ['image'], 'BANNER_IMAGE_INVALID'],
      [{ saleEnd: dayjs('2026-11-01T00:00:00Z') }, ['saleEnd'], 'SALE_WINDOW_INVALID'],
      [{ saleStart: null }, ['saleStart'], 'TIME_INVALID'],
    ];
    for (const [patch, path, key] of cases) {
      expect(seriesProblems({ ...valid(), ...patch })).toContainEqual({ path, key });
    }
    // Editing: the supply may not fall below the copies sold or reserved.
    expect(seriesProblems({ ...valid(), supply: 20 }, 35)).toContainEqual({
      path: ['supply'],
      key: 'SUPPLY_BELOW_TAKEN',
      params: { taken: 35 },
    });
  });

  it('words every problem it can report in all four languages', () => {
    const keys = [
      'SERIES_NAME_REQUIRED',
      'SERIES_NAME_TOO_LONG',
      'SERIES_DESCRIPTION_REQUIRED',
      'SERIES_DESCRIPTION_TOO_LONG',
      'SERIES_FACT_INVALID',
      'SUPPLY_INVALID',
      'PER_USER_LIMIT_INVALID',
      'RARITY_INVALID',
      'SORT_INVALID',
      'SALE_WINDOW_INVALID',
      'TIME_INVALID',
      'BANNER_IMAGE_INVALID',
      'TEXT_INVALID',
      'SUPPLY_BELOW_TAKEN',
      'AMOUNT_TOO_PRECISE',
      'AMOUNT_INVALID',
    ];
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang);
      for (const key of keys) {
        const text = problemText(t, { key, params: { taken: 35 } });
        expect(text, `${lang} ${key}`).not.toMatch(/^(nft\.errors|amountErrors)\./);
        if (key === 'SUPPLY_BELOW_TAKEN') expect(text).toContain('35');
      }
    }
  });
});
