import { describe, expect, expectTypeOf, it } from 'vitest';
import { mergeTexts, type Texts } from './texts.ts';

const text = { 'zh-Hans': '甲', en: 'A', ja: 'あ', 'zh-Hant': '甲' };

describe('the texts registry', () => {
  it('holds every part’s keys, typed as their union', () => {
    const merged = mergeTexts({ ONE: text } as const satisfies Texts, { TWO: text } as const satisfies Texts);
    expectTypeOf<keyof typeof merged>().toEqualTypeOf<'ONE' | 'TWO'>();
    expect(merged).toEqual({ ONE: text, TWO: text });
  });

  it('refuses a key two parts define: it does not compile, and throws if typed loosely', () => {
    const wallet = { SAME: text, OTHER: text } as const satisfies Texts;
    const ledger = { SAME: text } as const satisfies Texts;
    // @ts-expect-error SAME is defined twice
    expect(() => mergeTexts(wallet, ledger)).toThrow('the text SAME is defined twice');
    const untyped: Texts[] = [wallet, ledger];
    expect(() => mergeTexts(...untyped)).toThrow('the text SAME is defined twice');
  });

  it('refuses a text without one of the four languages: it does not compile', () => {
    // @ts-expect-error ja is missing
    const part = { MISSING: { 'zh-Hans': '甲', en: 'A', 'zh-Hant': '甲' } } as const satisfies Texts;
    expect(Object.keys(part.MISSING)).not.toContain('ja');
  });
});
