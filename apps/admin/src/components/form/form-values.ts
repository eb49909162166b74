import { LANGUAGES, type Language } from '@mcc/contract';

/** A wire amount ("12.500000") as an operator would type it ("12.5"). */
export const typedAmount = (wire: string) => wire.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Texts per language trimmed; languages left empty are dropped (their users see zh-Hans). */
export function localizedTexts(values: Partial<Record<Language, string>> | undefined) {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = values?.[lang]?.trim() ?? '';
    if (lang === 'zh-Hans' || text) out[lang] = text;
  }
  return out;
}
