import type { Language } from '@mcc/contract';
import { localizedTexts, typedAmount } from '../../../components/form/form-values.ts';

/**
 * What a series and a box both show users and the forms of both hold alike: names and descriptions
 * per language, a picture, a price, a per-person limit (0: none), published, an order. Numbers may be
 * empty while the operator types.
 */
export interface ListingValues {
  name: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
  image: string;
  price: string;
  perUserLimit: number | null;
  published: boolean;
  sort: number | null;
}

/** A new one's: nothing written, no limit, a draft, first in order. */
export const NEW_LISTING: ListingValues = {
  name: {},
  description: {},
  image: '',
  price: '',
  perUserLimit: 0,
  published: false,
  sort: 0,
};

/** A stored series' or box's, as its form starts (the price as the operator would type it). */
export const storedListing = (row: ListingValues): ListingValues => ({
  name: { ...row.name },
  description: { ...row.description },
  image: row.image,
  price: typedAmount(row.price),
  perUserLimit: row.perUserLimit,
  published: row.published,
  sort: row.sort,
});

/** The texts as the contract takes them: trimmed, languages left empty dropped (they show zh-Hans). */
export const listingTexts = (values: ListingValues) => ({
  name: localizedTexts(values.name),
  description: localizedTexts(values.description),
  image: values.image?.trim() ?? '',
  price: values.price?.trim() ?? '',
});
