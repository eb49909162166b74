/**
 * The four bundled languages; zh-Hans is the default and the fallback. A module without zod, so the
 * browser apps' first screens can import it (the contract's modules are side-effect free to the bundler).
 */
export const LANGUAGES = ['zh-Hans', 'en', 'ja', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
