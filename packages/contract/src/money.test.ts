import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits, moneyText, priceDecimals, priceText } from './money.ts';

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

describe('moneyText', () => {
  /** Awkward amounts the ledger holds (six decimals) and how every screen writes them. */
  const AWKWARD: [string, 'USDT' | 'MCC' | 'SSK', string][] = [
    ['0.003125', 'USDT', '0.003125'], // the SSK purchase's fee: never "0.00"
    ['-0.003125', 'USDT', '-0.003125'],
    ['0.628125', 'USDT', '0.628125'],
    ['299.371875', 'USDT', '299.371875'],
    ['0.000001', 'USDT', '0.000001'],
    ['-0.000001', 'SSK', '-0.000001'],
    ['0.010000', 'USDT', '0.01'],
    ['0.000000', 'USDT', '0.00'],
    ['-0.000000', 'USDT', '0.00'], // no "−0.00"
    ['1000000.500000', 'USDT', '1,000,000.50'],
    ['1000.000000', 'MCC', '1,000.0000'],
    ['0.123450', 'SSK', '0.12345'],
    ['999999999999.999999', 'USDT', '999,999,999,999.999999'],
  ];

  it('keeps every non-zero decimal and pads to the asset’s decimals', () => {
    for (const [wire, asset, text] of AWKWARD) expect(moneyText(wire, asset, 'en'), wire).toBe(text);
  });

  it('reads micro-units the same as their wire amount', () => {
    for (const [wire, asset] of AWKWARD) {
      const micro = BigInt(wire.replace('.', ''));
      expect(moneyText(micro, asset, 'zh-Hans')).toBe(moneyText(wire, asset, 'zh-Hans'));
    }
  });

  it('never shows a non-zero amount as zero, and the shown rows add up to the shown balance', () => {
    /** The micro-units a reader takes from the text, exactly. */
    const shownValue = (text: string) => {
      const [whole = '', frac = ''] = text.replaceAll(',', '').split('.');
      const micro = BigInt(whole.replace('-', '')) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
      return whole.startsWith('-') ? -micro : micro;
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { maxLength: 8 }),
        (opening, rows) => {
          let balance = opening;
          for (const row of rows) {
            const text = moneyText(row, 'USDT', 'en');
            if (row !== 0n) expect(/[1-9]/.test(text)).toBe(true);
            const before = moneyText(balance, 'USDT', 'en');
            balance += row;
            const after = moneyText(balance, 'USDT', 'en');
            // What the user reads adds up, row by row.
            expect(shownValue(before) + shownValue(text)).toBe(shownValue(after));
          }
        },
      ),
    );
  });

  it('writes digits as the language does and leaves what is not an amount alone', () => {
    expect(moneyText('1234567.000000', 'USDT', 'de')).toBe('1.234.567,00');
    expect(moneyText('—', 'USDT', 'en')).toBe('—');
  });
});

describe('priceText', () => {
  it("rounds down to the app's decimals: four at or above 1 USDT, four significant digits below", () => {
    expect(priceText('2.5000000000', 'en')).toBe('2.5000');
    expect(priceText('1234.5678999999', 'en')).toBe('1,234.5678');
    expect(priceText('0.0123456789', 'en')).toBe('0.01234');
    expect(priceDecimals('0.0000000001')).toBe(10);
  });

  it('keeps every non-zero decimal when exact (the console), never fewer than the app shows', () => {
    expect(priceText('0.0123456789', 'en', { exact: true })).toBe('0.0123456789');
    expect(priceText('1.2500000000', 'en', { exact: true })).toBe('1.2500');
    expect(priceText('0.0125000000', 'en', { exact: true })).toBe('0.01250');
    expect(priceText('0.0000000001', 'en', { exact: true })).toBe('0.0000000001');
  });
});
