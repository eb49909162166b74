import { type AdminSeries, type Rarity, type SeriesInput, seriesBody } from '@mcc/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormProblem, schemaProblems } from '../../../components/form/problems.ts';
import { type ListingValues, listingTexts, NEW_LISTING, storedListing } from '../core/listing-values.ts';

/** What the series form holds: numbers may be empty while typing, times are the pickers' values. */
export interface SeriesFormValues extends ListingValues {
  supply: number | null;
  saleStart: Dayjs | null;
  saleEnd: Dayjs | null;
  rarity: Rarity;
  creator: string;
  chain: string;
  contractAddress: string;
  tokenStandard: string;
  featured: boolean;
}

export const NEW_SERIES: SeriesFormValues = {
  ...NEW_LISTING,
  supply: null,
  saleStart: null,
  saleEnd: null,
  rarity: 'common',
  creator: '',
  chain: 'BNB Smart Chain',
  contractAddress: '',
  tokenStandard: 'ERC-721',
  featured: false,
};

/** The body the form's values make, before the contract's verdict (times as ISO instants). */
export function candidate(values: SeriesFormValues) {
  return {
    ...values,
    ...listingTexts(values),
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
    ...storedListing(s),
    supply: s.supply,
    saleStart: dayjs(s.saleStart),
    saleEnd: s.saleEnd ? dayjs(s.saleEnd) : null,
    rarity: s.rarity,
    creator: s.creator,
    chain: s.chain,
    contractAddress: s.contractAddress,
    tokenStandard: s.tokenStandard,
    featured: s.featured,
  };
}
