import {
  amountProblem,
  foldName,
  INPUT_DECIMALS,
  isReservedNickname,
  nameText,
  parseAmount,
  profileBody,
  rowId,
  unstorablePaths,
} from '@mcc/contract';
import { describe, expect, it } from 'vitest';

/** The input rules of packages/contract that the server and both apps share (no database needed). */

describe('amounts', () => {
  it('accepts an amount as the API writes it, whatever the trailing zeros', () => {
    for (const text of ['100.000000', '100.00', '100.0', '100', '0.01', '0.010000', '12.340000000000']) {
      expect({ text, problem: amountProblem(text, INPUT_DECIMALS.USDT) }).toEqual({
        text,
        problem: undefined,
      });
    }
    expect(parseAmount('100.000000', INPUT_DECIMALS.USDT)).toBe(100_000_000n);
    expect(parseAmount('12.340000000000', INPUT_DECIMALS.USDT)).toBe(12_340_000n);
    expect(parseAmount('1.1000000', INPUT_DECIMALS.USDT)).toBe(1_100_000n);
    expect(parseAmount('0.123400', INPUT_DECIMALS.MCC)).toBe(123_400n);
  });

  it('refuses a value finer than the asset takes, even with zeros after it', () => {
    expect(amountProblem('100.001', INPUT_DECIMALS.USDT)).toBe('AMOUNT_TOO_PRECISE');
    expect(amountProblem('100.0010', INPUT_DECIMALS.USDT)).toBe('AMOUNT_TOO_PRECISE');
    expect(amountProblem('1.00001', INPUT_DECIMALS.MCC)).toBe('AMOUNT_TOO_PRECISE');
    expect(parseAmount('100.001', INPUT_DECIMALS.USDT)).toBeUndefined();
    expect(parseAmount('1.0000001')).toBeUndefined();
  });

  it('refuses spaces around an amount and leading zeros with their own keys', () => {
    for (const text of [' 100', '100 ', '\t1', '1\n', '\u00a01']) {
      expect({ text, problem: amountProblem(text, 2) }).toEqual({ text, problem: 'AMOUNT_SPACES' });
    }
    for (const text of ['0100', '00.5', '007']) {
      expect({ text, problem: amountProblem(text, 2) }).toEqual({ text, problem: 'AMOUNT_LEADING_ZERO' });
    }
    expect(amountProblem('1 00', 2)).toBe('AMOUNT_INVALID');
    expect(amountProblem('0.5', 2)).toBeUndefined();
    expect(amountProblem('0', 2)).toBe('AMOUNT_NOT_POSITIVE');
    expect(amountProblem('0.000', 2)).toBe('AMOUNT_NOT_POSITIVE');
    expect(amountProblem('1234567890123', 2)).toBe('AMOUNT_TOO_LARGE');
  });
});

describe('row ids', () => {
  it('takes digits (in a path or query) or a JSON integer, nothing Number() would also read', () => {
    expect(rowId().parse('12')).toBe(12);
    expect(rowId().parse(12)).toBe(12);
    for (const bad of ['1e0', '0x1', '1.0', '+1', ' 1', '1 ', '-1', '0', '', '2147483648', 1.5, null, true]) {
      expect({ bad, ok: rowId().safeParse(bad).success }).toEqual({ bad, ok: false });
    }
  });
});

describe('names', () => {
  const nickname = (text: string) => {
    const r = profileBody.safeParse({ nickname: text });
    return r.success ? 'ok' : r.error.issues[0]?.message;
  };

  it('refuses control characters, bidi controls and names made only of invisible characters', () => {
    for (const text of [
      'ab\u0001c',
      'evil\u202egpj.exe',
      '\u2066x\u2069',
      'a\u202ab',
      '\u200b',
      '\u200b\u200c\u200d',
      '\ufeff\u2060',
      '\u3164',
      'x\u0085y',
    ]) {
      expect({ text, error: nickname(text) }).toEqual({ text, error: 'NICKNAME_INVALID' });
    }
    expect(nickname('   ')).toBe('NICKNAME_INVALID');
    expect(nickname('小王 😀')).toBe('ok');
    // A joiner inside an emoji sequence is part of a visible name.
    expect(nickname('👨‍👩‍👧')).toBe('ok');
  });

  it('refuses reserved names, however they are spelt', () => {
    for (const text of [
      'admin',
      'ADMIN',
      'Ａｄｍｉｎ',
      'a d m i n',
      'a\u200bdmin',
      'System',
      '官方客服',
      'MCC Official',
      '管理员小王',
    ]) {
      expect({ text, error: nickname(text) }).toEqual({ text, error: 'NICKNAME_RESERVED' });
    }
    for (const text of ['Badminton', 'rooter', 'Tester']) {
      expect({ text, reserved: isReservedNickname(text) }).toEqual({ text, reserved: false });
    }
    expect(foldName('Ａｄｍｉｎ')).toBe('admin');
  });

  it('a multi-line text keeps tabs and line breaks, a name does not', () => {
    expect(profileBody.safeParse({ bio: 'line one\nline two\r\n\tend' }).success).toBe(true);
    expect(profileBody.safeParse({ bio: 'bell\u0007' }).success).toBe(false);
    expect(nameText().safeParse('two\nlines').success).toBe(false);
  });
});

describe('unstorable text', () => {
  it('finds NUL and lone surrogates at any depth, in values and keys, but not surrogate pairs', () => {
    expect(unstorablePaths({ a: 'ok 😀', b: ['x', { c: 'y\u0000' }], 'k\ud800': 1, d: '\udc00' })).toEqual(
      expect.arrayContaining([['b', 1, 'c'], ['k\ud800'], ['d']]),
    );
    expect(unstorablePaths({ a: '😀', b: ['\ud83d\ude00'] })).toEqual([]);
  });

  it('walks a body nested deeper than the stack without overflowing', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorablePaths(deep)).toHaveLength(1);
  });
});
