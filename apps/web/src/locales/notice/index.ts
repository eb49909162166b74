import { addLazyBundles } from '../lazy.ts';
import { noticeEn } from './en.ts';
import { noticeJa } from './ja.ts';
import { noticeZhHans } from './zh-Hans.ts';
import { noticeZhHant } from './zh-Hant.ts';

/** The notices' texts, loaded by the notice pages and the notice dialog. */
export const noticeBundles = addLazyBundles({
  'zh-Hans': noticeZhHans,
  en: noticeEn,
  ja: noticeJa,
  'zh-Hant': noticeZhHant,
});
