import { parseAmount } from '@mcc/contract';
import { typedUsdt, usdtInput } from '../../../components/money/usdt-input.ts';

/** What is wrong with a typed bid, before it is sent: nothing, or the first rule it breaks. */
export type BidProblem = 'tooLow' | 'tooMuch' | undefined;

/**
 * Checks a typed bid as the user types: at least the auction's minimum next bid, at most the USDT
 * available (the server holds the whole bid). `minimum` and `available` are the server's amounts
 * (decimal strings); `available` undefined while it loads. An amount that is not a number yet is the
 * field's own rule to report, so it breaks none of these.
 */
export function bidProblem(
  typed: string | undefined,
  minimum: string,
  available: string | undefined,
): BidProblem {
  const amount = typedUsdt(typed);
  if (amount === undefined) return undefined;
  const least = parseAmount(minimum);
  if (least !== undefined && amount < least) return 'tooLow';
  const have = available === undefined ? undefined : parseAmount(available);
  if (have !== undefined && amount > have) return 'tooMuch';
  return undefined;
}

const CENT = 10_000n;

/**
 * The minimum bid as the amount field's text: a bid is typed in cents, and the minimum (5 % over the
 * leading bid, to the micro-unit) may fall between two, so it is rounded up to the next cent.
 */
export function minimumInput(minimum: string): string {
  const micro = parseAmount(minimum) ?? 0n;
  return usdtInput(((micro + CENT - 1n) / CENT) * CENT);
}
