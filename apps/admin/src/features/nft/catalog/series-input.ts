import { type AdminSeries, type Language, type Rarity, type SeriesInput, seriesBody } from '@mcc/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormProblem, localizedTexts, schemaProblems, typedAmount } from '../core/form-input.ts';

/** What the series form holds: numbers may be empty while typing, times are the pickers' values. */
export interface SeriesFormValues {
  name: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
  image: string;
  price: string;
  supply: number | null;
  perUserLimit: number | null;
  saleStart: Dayjs | null;
  saleEnd: Dayjs | null;
  rarity: Rarity;
  creator: string;
  chain: string;
  contractAddress: string;
  tokenStandard: string;
  featured: boolean;
  published: boolean;
  sort: number | null;
}

export const NEW_SERIES: SeriesFormValues = {
  name: {},
  description: {},
  image: '',
  price: '',
  supply: null,
  perUserLimit: 0,
  saleStart: null,
  saleEnd: null,
  rarity: 'common',
  creator: '',
  chain: 'BNB Smart Chain',
  contractAddress: '',
  tokenStandard: 'ERC-721',
  featured: false,
  published: false,
  sort: 0,
};

/** The body the form's values make, before the contract's verdict (times as ISO instants). */
export function candidate(values: SeriesFormValues) {
  return {
    ...values,
    name: localizedTexts(values.name),
    description: localizedTexts(values.description),
    image: values.image?.trim() ?? '',
    price: values.price?.trim() ?? '',
    saleStart: values.saleStart?.toISOString() ?? '',
    saleEnd: values.saleEnd ? values.saleEnd.toISOString() : null,
    creator: values.creator?.trim() ?? '',
    chain: values.chain?.trim() ?? '',
    contractAddress: values.contractAddress?.trim() ?? '',
    tokenStandard: values.tokenStandard?.trim() ?? '',
  };
}

/**
 * Everything the server would refuse, found before sending: the contract's schema, and what it cannot
 * say alone — the supply not below the copies already sold or reserved (`taken`, when editing).
 */
export function seriesProblems(values: SeriesFormValues, taken = 0): FormProblem[] {
  const problems = schemaProblems(seriesBody.safeParse(candidate(values)));
  if (values.supply !== null && values.supply < taken)
    problems.push({ path: ['supply'], key: 'SUPPLY_BELOW_TAKEN', params: { taken } });
  return problems;
}

/** The body to send (call once `seriesProblems` is empty). */
export const seriesInput = (values: SeriesFormValues): SeriesInput => seriesBody.parse(candidate(values));

/** A stored series as the form edits it. */
export function seriesFormValues(s: AdminSeries): SeriesFormValues {
  return {
    name: { ...s.name },
    description: { ...s.description },
    image: s.image,
    price: typedAmount(s.price),
    supply: s.supply,
    perUserLimit: s.perUserLimit,
    saleStart: dayjs(s.saleStart),
    saleEnd: s.saleEnd ? dayjs(s.saleEnd) : null,
    rarity: s.rarity,
    creator: s.creator,
    chain: s.chain,
    contractAddress: s.contractAddress,
    tokenStandard: s.tokenStandard,
    featured: s.featured,
    published: s.published,
    sort: s.sort,
  };
}
