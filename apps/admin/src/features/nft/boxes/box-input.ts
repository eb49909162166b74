import {
  type AdminBox,
  BOX_WEIGHT_MAX,
  type BoxAsset,
  type BoxInput,
  type BoxUpdateInput,
  boxBody,
  boxUpdateBody,
} from '@mcc/contract';
import dayjs, { type Dayjs } from 'dayjs';
import {
  crossFieldProblems,
  distinct,
  type FormProblem,
  schemaProblems,
} from '../../../components/form/problems.ts';
import { type ListingValues, listingTexts, NEW_LISTING, storedListing } from '../core/listing-values.ts';
import { repeatedSeries } from './repeated-series.ts';

/** One series of the pool being made: empty while the operator has not picked or typed it yet. */
export interface PoolRow {
  seriesId: number | null;
  weight: number | null;
  stock: number | null;
}

/** What the box form holds: numbers may be empty while typing, times are the pickers' values. */
export interface BoxFormValues extends ListingValues {
  asset: BoxAsset;
  opensAt: Dayjs | null;
  closesAt: Dayjs | null;
  /** Only while creating: the pool is fixed once the box exists. */
  pool: PoolRow[];
}

export const EMPTY_ROW: PoolRow = { seriesId: null, weight: null, stock: null };

export const NEW_BOX: BoxFormValues = {
  ...NEW_LISTING,
  asset: 'USDT',
  opensAt: null,
  closesAt: null,
  pool: [EMPTY_ROW],
};

/** The body's fields but the pool, before the contract's verdict (times as ISO instants). */
function fields(values: BoxFormValues) {
  return {
    ...listingTexts(values),
    asset: values.asset,
    opensAt: values.opensAt?.toISOString() ?? '',
    closesAt: values.closesAt ? values.closesAt.toISOString() : null,
    perUserLimit: values.perUserLimit,
    published: values.published,
    sort: values.sort,
  };
}

const withPool = (values: BoxFormValues) => ({ ...fields(values), pool: values.pool ?? [] });

/** A box the update schema accepts, on which the price and the window are judged alone. */
const STAND_IN: BoxUpdateInput = {
  name: { 'zh-Hans': '-' },
  description: { 'zh-Hans': '-' },
  image: `/uploads/${'0'.repeat(64)}.png`,
  price: '1',
  asset: 'USDT',
  opensAt: '2000-01-01T00:00:00.000Z',
  closesAt: null,
  perUserLimit: 0,
  published: false,
  sort: 0,
};

/** The series' own words for these keys would name a series' sale; a box opens and closes. */
const BOX_WORDS: Record<string, string> = {
  SALE_WINDOW_INVALID: 'BOX_WINDOW_INVALID',
  PER_USER_LIMIT_INVALID: 'BOX_LIMIT_INVALID',
};

/**
 * Everything the server would refuse, found before sending: the contract's schema (the create body
 * with the pool, or the update body without it), and what it cannot say alone — a series named twice
 * (on the row that repeats it) and a stock above the copies its series has left to set aside
 * (`available`, from the series list; unknown series are left to the server).
 */
export function boxProblems(
  values: BoxFormValues,
  creating: boolean,
  available: (seriesId: number) => number | undefined = () => undefined,
): FormProblem[] {
  const body = fields(values);
  const verdict = creating ? boxBody.safeParse(withPool(values)) : boxUpdateBody.safeParse(body);
  const { price, asset, opensAt, closesAt } = body;
  const problems = distinct([
    ...schemaProblems(verdict),
    ...crossFieldProblems(boxUpdateBody, STAND_IN, { price, asset, opensAt, closesAt }, [
      'price',
      'closesAt',
    ]),
  ]).map((p) => ({ ...p, key: BOX_WORDS[p.key] ?? p.key }));
  if (!creating) return problems;
  const rows = values.pool ?? [];
  problems.push(...repeatedSeries(rows, 'pool'));
  rows.forEach((row, i) => {
    const left = row.seriesId === null ? undefined : available(row.seriesId);
    if (left !== undefined && row.stock !== null && row.stock > left)
      problems.push({ path: ['pool', i, 'stock'], key: 'BOX_STOCK_TOO_HIGH', params: { left } });
  });
  return problems;
}

/** The bodies to send (call once `boxProblems` is empty). */
export const boxInput = (values: BoxFormValues): BoxInput => boxBody.parse(withPool(values));
export const boxUpdateInput = (values: BoxFormValues): BoxUpdateInput => boxUpdateBody.parse(fields(values));

/** A stored box as the edit form holds it (its pool is shown, not edited). */
export function boxFormValues(b: AdminBox): BoxFormValues {
  return {
    ...storedListing(b),
    asset: b.asset,
    opensAt: dayjs(b.opensAt),
    closesAt: b.closesAt ? dayjs(b.closesAt) : null,
    pool: [],
  };
}

const validWeight = (w: number | null | undefined): w is number =>
  typeof w === 'number' && Number.isInteger(w) && w >= 1 && w <= BOX_WEIGHT_MAX;

/**
 * Each row's chance to be drawn, in percent with two decimals rounded down as the server words it
 * ("12.50"): its weight over the sum of the valid weights; null for a row without a valid weight.
 */
export function poolOdds(weights: readonly (number | null | undefined)[]): (string | null)[] {
  const total = weights.reduce<number>((sum, w) => sum + (validWeight(w) ? w : 0), 0);
  return weights.map((w) => (validWeight(w) ? (Math.floor((w * 10_000) / total) / 100).toFixed(2) : null));
}
