/**
 * Amounts are integers of micro-units (10^-6) everywhere inside; decimal strings on the wire.
 * Server and web share these so a fee shown while typing is the fee charged.
 */
export const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

/**
 * Prices are integers of 10^-10 USDT inside (bigint), decimal strings with ten decimals on the wire.
 * Here rather than in market.ts (schemas, zod) so that a page showing a price loads no schema.
 */
export const PRICE_SCALE = 10;

/** Decimals a user may type per asset (PRODUCT.md "Assets and money"). */
export const INPUT_DECIMALS = { USDT: 2, MCC: 4, SSK: 4 } as const;
/** Whole digits a typed amount may have: 10^12 is beyond any real balance and far inside bigint. */
const MAX_WHOLE_DIGITS = 12;

/**
 * Parses a non-negative decimal string whose value has at most `maxDecimals` decimals; undefined when
 * it is not one. Trailing zeros carry no value, so the API's own "100.000000" reads as 100 whatever
 * `maxDecimals` is.
 */
export function parseAmount(text: string, maxDecimals = SCALE): bigint | undefined {
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const [, whole = '0', frac = ''] = m;
  const significant = frac.replace(/0+$/, '');
  if (significant.length > Math.min(maxDecimals, SCALE)) return undefined;
  return BigInt(whole) * UNIT + BigInt(significant.padEnd(SCALE, '0'));
}

/**
 * Why a typed amount is not acceptable, as a message key; undefined when it is fine. Amounts are taken
 * as written: spaces around them and leading zeros ("0100") are refused rather than guessed at, and a
 * value finer than the asset allows ("100.001" USDT) too; zeros after the last significant decimal
 * are fine, so an amount the API answered ("100.000000") can be sent back as it is.
 */
export function amountProblem(text: string, maxDecimals: number) {
  if (text !== text.trim()) return 'AMOUNT_SPACES' as const;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return 'AMOUNT_INVALID' as const;
  const [, whole = '', frac = ''] = m;
  if (whole.length > 1 && whole.startsWith('0')) return 'AMOUNT_LEADING_ZERO' as const;
  if (frac.replace(/0+$/, '').length > maxDecimals) return 'AMOUNT_TOO_PRECISE' as const;
  if (whole.length > MAX_WHOLE_DIGITS) return 'AMOUNT_TOO_LARGE' as const;
  if (/^[0.]+$/.test(text)) return 'AMOUNT_NOT_POSITIVE' as const;
  return undefined;
}

/** Formats micro-units as a decimal string with all six decimals ("12.500000"). */
export function formatAmount(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  return `${sign}${abs / UNIT}.${(abs % UNIT).toString().padStart(SCALE, '0')}`;
}

/** Rounds a wire amount down to `decimals` for display ("12.345678" → "12.34"); keeps the sign. */
export function displayAmount(wire: string, decimals: number): string {
  const [whole = '0', frac = ''] = wire.split('.');
  return decimals === 0 ? whole : `${whole}.${frac.padEnd(decimals, '0').slice(0, decimals)}`;
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

/**
 * An amount as a user reads it: the one way every screen writes money. Every non-zero decimal the
 * ledger holds is kept (never rounded: a fee of 0.003125 is not "0.00", and a statement's rows add up
 * to its balances as shown), padded to at least the decimals a user types for the asset, in the
 * locale's digit grouping: "1,000.00", "0.003125", "-0.628125", "12.5000" (MCC). `value` is a wire
 * amount (six decimals, possibly negative) or micro-units; anything else comes back as it is.
 */
export function moneyText(value: string | bigint, asset: keyof typeof INPUT_DECIMALS, locale: string) {
  const wire = typeof value === 'bigint' ? formatAmount(value) : value;
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(wire);
  if (!m) return wire;
  const [, sign = '', whole = '0', frac = ''] = m;
  const shown = frac.replace(/0+$/, '').padEnd(INPUT_DECIMALS[asset], '0');
  const zero = /^0*$/.test(whole + frac);
  return groupDigits(`${zero ? '' : sign}${whole}.${shown}`, locale);
}

const groupers = new Map<string, Intl.NumberFormat>();

/**
 * A plain decimal string ("-1234567.50") in the locale's digit grouping and decimal mark
 * ("-1,234,567.50"), every decimal kept: Intl formats the string as an exact decimal, so amounts never
 * pass through a float. Anything that is not a plain decimal comes back as it is.
 */
export function groupDigits(decimal: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) return decimal;
  const decimals = decimal.split('.')[1]?.length ?? 0;
  const key = `${locale}|${decimals}`;
  let format = groupers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    groupers.set(key, format);
  }
  return format.format(decimal as Intl.StringNumericLiteral);
}

/** Significant digits a price shows below 1 USDT; at or above 1, four decimals. */
const PRICE_SIGNIFICANT = 4;

/**
 * How many decimals a price shows: four at or above 1 USDT, else enough for four significant digits
 * (0.0123 → "0.01234"), at most the price scale. A token worth a fraction of a cent stays readable.
 */
export function priceDecimals(price: string): number {
  const [whole = '0', frac = ''] = price.split('.');
  if (/[1-9]/.test(whole)) return PRICE_SIGNIFICANT;
  const zeros = frac.match(/^0*/)?.[0].length ?? 0;
  return Math.min(PRICE_SCALE, zeros + PRICE_SIGNIFICANT);
}

/**
 * A wire price ("0.0123456789") as people read it, grouped in `locale`: rounded down to
 * `priceDecimals` for a user ("0.01234"); `exact` (the console, where an operator sets prices) keeps
 * every non-zero decimal beyond them as well ("0.0123456789"), so a price is never shown as another.
 */
export function priceText(price: string, locale: string, { exact = false } = {}): string {
  const significant = (price.split('.')[1] ?? '').replace(/0+$/, '').length;
  const decimals = exact ? Math.max(priceDecimals(price), significant) : priceDecimals(price);
  return groupDigits(displayAmount(price, decimals), locale);
}
