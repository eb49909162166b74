import type { Language } from '@mcc/contract';

/**
 * Every pledge query starts with 'pledge', so one invalidation refreshes them all after a stake.
 * Product and order names come in the app's language, so those keys carry it.
 */
export const pledgeKeys = {
  all: ['pledge'] as const,
  index: (lang: Language) => ['pledge', 'index', lang] as const,
  total: ['pledge', 'total'] as const,
  orders: (lang: Language) => ['pledge', 'orders', lang] as const,
  earnings: (lang: Language, id: number) => ['pledge', 'earnings', lang, id] as const,
};
