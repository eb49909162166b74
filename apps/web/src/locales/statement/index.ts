import { addLazyBundles } from '../lazy.ts';
import { statementEn } from './en.ts';
import { statementJa } from './ja.ts';
import { statementZhHans } from './zh-Hans.ts';
import { statementZhHant } from './zh-Hant.ts';

/** The statement's texts, loaded by the statement lines (USDT and coin-mix wallets). */
export const statementBundles = addLazyBundles({
  'zh-Hans': statementZhHans,
  en: statementEn,
  ja: statementJa,
  'zh-Hant': statementZhHant,
});
