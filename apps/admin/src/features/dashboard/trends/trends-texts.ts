import type { Language } from '@mcc/contract';
import { i18n } from '../../../lib/i18n.ts';
import { trendsEn } from '../../../locales/dashboard-trends/en.ts';
import { trendsJa } from '../../../locales/dashboard-trends/ja.ts';
import { type TrendsMessages, trendsZhHans } from '../../../locales/dashboard-trends/zh-Hans.ts';
import { trendsZhHant } from '../../../locales/dashboard-trends/zh-Hant.ts';

/** The trends' texts in every language, added to the console's when the charts load (not at sign-in). */
export const TRENDS_TEXTS: Record<Language, TrendsMessages> = {
  'zh-Hans': trendsZhHans,
  en: trendsEn,
  ja: trendsJa,
  'zh-Hant': trendsZhHant,
};

for (const [language, messages] of Object.entries(TRENDS_TEXTS))
  i18n.addResourceBundle(language, 'translation', messages, true, false);
