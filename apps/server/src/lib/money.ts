/** Amounts are integers of micro-units (10^-6) everywhere inside; decimal strings on the wire. */
export const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

/** Parses a non-negative decimal string with at most `maxDecimals` decimals; undefined when it is not one. */
export function parseAmount(text: string, maxDecimals = SCALE): bigint | undefined {
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const [, whole = '0', frac = ''] = m;
  if (frac.length > maxDecimals) return undefined;
  return BigInt(whole) * UNIT + BigInt(frac.padEnd(SCALE, '0'));
}

/** Formats micro-units as a decimal string with all six decimals ("12.500000"). */
export function formatAmount(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  return `${sign}${abs / UNIT}.${(abs % UNIT).toString().padStart(SCALE, '0')}`;
}

/** `amount × bp / 10 000`, rounded up: what a user pays (fees) never loses a fraction to them. */
export function bpRoundUp(amount: bigint, bp: number): bigint {
  const n = amount * BigInt(bp);
  return (n + 9_999n) / 10_000n;
}

/** `amount × bp / 10 000`, rounded down: what a user receives never exceeds the exact value. */
export function bpRoundDown(amount: bigint, bp: number): bigint {
  return (amount * BigInt(bp)) / 10_000n;
}
