import type { Language } from '@mcc/contract';
import { accountEn } from './account/en.ts';
import { accountJa } from './account/ja.ts';
import { accountZhHans } from './account/zh-Hans.ts';
import { accountZhHant } from './account/zh-Hant.ts';
import { commonEn } from './common/en.ts';
import { commonJa } from './common/ja.ts';
import { commonZhHans } from './common/zh-Hans.ts';
import { commonZhHant } from './common/zh-Hant.ts';

/**
 * The texts the sign-in page and the console's frame need before anything else (the frame's words,
 * signing in, request errors), in all four languages: the entry chunk carries these alone. The other
 * areas' texts (./index.ts) load with the signed-in frame (./console-texts.ts), so they no longer
 * count against the sign-in page's budget.
 */
export const signInBundles = {
  'zh-Hans': { ...commonZhHans, ...accountZhHans },
  en: { ...commonEn, ...accountEn },
  ja: { ...commonJa, ...accountJa },
  'zh-Hant': { ...commonZhHant, ...accountZhHant },
} satisfies Record<Language, object>;
