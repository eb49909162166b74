import { describe, expect, it } from 'vitest';
import { totpCodeAt, totpStep } from './totp.ts';

/** RFC 6238 Appendix B: the SHA-1 secret is the ASCII "12345678901234567890", here in Base32. */
const RFC_KEY = { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', digits: 8, algorithm: 'SHA1' } as const;
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpCodeAt(RFC_KEY, new Date(seconds * 1000))).toBe(code);
  });

  it.each(VECTORS)('the code of %i s is recognised as that step', (seconds, code) => {
    expect(totpStep(RFC_KEY, code, new Date(seconds * 1000))).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift either way, and no more', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    const codeOf = (s: number) => totpCodeAt(RFC_KEY, new Date(s * 30 * 1000));
    expect(totpStep(RFC_KEY, codeOf(step - 1), at)).toBe(step - 1);
    expect(totpStep(RFC_KEY, codeOf(step + 1), at)).toBe(step + 1);
    expect(totpStep(RFC_KEY, codeOf(step - 2), at)).toBeNull();
    expect(totpStep(RFC_KEY, codeOf(step + 2), at)).toBeNull();
    expect(totpStep(RFC_KEY, '12345678', at)).toBeNull();
  });
});
