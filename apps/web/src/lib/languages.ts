/**
 * The four languages, as in @mcc/contract's LANGUAGES (a test keeps them equal). Repeated here because
 * importing the contract at runtime pulls all of zod into the first screen's bundle.
 */
export const LANGUAGES = ['zh-Hans', 'en', 'ja', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
