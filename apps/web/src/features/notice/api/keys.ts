import type { Language } from '@mcc/contract';

/** Notices come in the app's language, so every key carries it: switching language fetches anew. */
export const noticeKeys = {
  all: ['notice'] as const,
  list: (lang: Language) => ['notice', 'list', lang] as const,
  detail: (lang: Language, id: number) => ['notice', 'detail', lang, id] as const,
  popup: (lang: Language) => ['notice', 'popup', lang] as const,
};
