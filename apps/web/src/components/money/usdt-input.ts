import { formatAmount, INPUT_DECIMALS, parseAmount } from '@mcc/contract';

/** What a user types into a USDT amount field (0.01 steps), as micro-unit bigints: never floats. */

/** A typed USDT amount in micro-units; undefined unless it is a plain number with at most 2 decimals. */
export const typedUsdt = (text: string | undefined) =>
  text === undefined ? undefined : parseAmount(text.trim(), INPUT_DECIMALS.USDT);

/** Micro-units as text for the amount field: 2 decimals, rounded down. */
export function usdtInput(amount: bigint): string {
  const [whole, frac = ''] = formatAmount(amount).split('.');
  return `${whole}.${frac.slice(0, INPUT_DECIMALS.USDT)}`;
}
