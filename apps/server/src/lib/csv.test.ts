import { describe, expect, it } from 'vitest';
import { csvField, csvLine, timeAt } from './csv.ts';

describe('CSV fields', () => {
  it('quote a comma, a quote or a line break (RFC 4180), and leave the rest as they are', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', 12, 3n, true, null, undefined])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\r",12,3,true,,\r\n',
    );
  });

  it('make a cell a spreadsheet would run as a formula text, but keep numbers numbers', () => {
    for (const formula of ['=1+1', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])
      expect(csvField(formula).replace(/^"|"$/g, '').startsWith("'"), formula).toBe(true);
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('-5.000000')).toBe('-5.000000');
    expect(csvField('-12')).toBe('-12');
    expect(csvField('+8613800000000')).toBe("'+8613800000000");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('times', () => {
  it('write an instant in the operator’s offset, to the millisecond', () => {
    expect(timeAt('2026-05-01T00:00:00.000Z', 480)).toBe('2026-05-01T08:00:00.000+08:00');
    expect(timeAt(new Date('2026-05-01T00:00:00.000Z'), -330)).toBe('2026-04-30T18:30:00.000-05:30');
    expect(timeAt('2026-05-01T00:00:00.000Z', 0)).toBe('2026-05-01T00:00:00.000+00:00');
    expect(timeAt(null, 480)).toBe('');
  });
});
