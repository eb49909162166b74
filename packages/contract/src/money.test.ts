import { describe, expect, it } from 'vitest';
import { groupDigits } from './money.ts';

describe('groupDigits', () => {
  it('groups thousands in each language, keeping every decimal and the sign', () => {
    expect(groupDigits('1000000.00', 'zh-Hans')).toBe('1,000,000.00');
    expect(groupDigits('-1234567.5000', 'en')).toBe('-1,234,567.5000');
    expect(groupDigits('999.99', 'ja')).toBe('999.99');
    expect(groupDigits('1000', 'zh-Hant')).toBe('1,000');
    // Another locale's marks: proof the separators come from Intl, not from a hard-coded comma.
    expect(groupDigits('1234567.25', 'de')).toBe('1.234.567,25');
  });

  it('formats the string exactly: beyond a double, nothing rounds', () => {
    expect(groupDigits('9007199254740993.000001', 'en')).toBe('9,007,199,254,740,993.000001');
    expect(groupDigits('0.999999', 'en')).toBe('0.999999');
  });

  it('leaves anything that is not a plain decimal alone', () => {
    for (const text of ['', '—', 'abc', '1e6', '1.']) expect(groupDigits(text, 'en')).toBe(text);
  });
});
