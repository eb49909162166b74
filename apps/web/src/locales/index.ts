import type { Language } from '@mcc/contract';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { type Messages, zhHans } from './zh-Hans.ts';
import { zhHant } from './zh-Hant.ts';

/** All four bundles, small enough to ship together (switching language then needs no request). */
export const bundles: Record<Language, Messages> = { 'zh-Hans': zhHans, en, ja, 'zh-Hant': zhHant };
export type { Messages };
