import type { Texts } from '../../lib/texts.ts';

/** What the team says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const teamTexts = {
  LEVEL_INVALID: {
    'zh-Hans': '层级只能是 1、2 或 3',
    en: 'The level is 1, 2 or 3',
    ja: '階層は 1、2、3 のいずれかです',
    'zh-Hant': '層級只能是 1、2 或 3',
  },
} as const satisfies Texts;
