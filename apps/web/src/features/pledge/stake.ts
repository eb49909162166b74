import { bpRoundDown, type PledgeProduct, parseAmount } from '@mcc/contract';
import { typedUsdt } from '../../components/money/usdt-input.ts';

/**
 * What a stake earns while the user types, computed as the server pays it (micro-unit bigints): each
 * day pays amount × daily rate rounded down, the same every day of the term, and the principal comes
 * back at the end. Never floats.
 */

export type StakeProblem = 'BELOW_MIN' | 'ABOVE_MAX' | 'OVER_QUOTA' | 'OVER_BALANCE';

/** The product's figures a stake depends on. */
export type StakeTerms = Pick<
  PledgeProduct,
  'dailyRateBp' | 'termDays' | 'minAmount' | 'maxAmount' | 'remaining'
>;

export interface StakePreview {
  amount: bigint;
  /** One day's earning. */
  daily: bigint;
  /** Every day's earning over the term. */
  earnings: bigint;
  /** Principal and earnings: what the user has at the end date. */
  atEnd: bigint;
  problem?: StakeProblem;
}

const micro = (text: string | undefined) => (text === undefined ? undefined : parseAmount(text));

/**
 * The earnings of a typed amount and the first rule it breaks, in the order the server checks them:
 * the product's min and max, what is left of its quota, then the user's available USDT (when known).
 * Undefined while the text is not an amount.
 */
export function previewStake(
  text: string | undefined,
  terms: StakeTerms,
  available?: string,
): StakePreview | undefined {
  const amount = typedUsdt(text);
  if (amount === undefined || amount <= 0n) return undefined;
  const daily = bpRoundDown(amount, terms.dailyRateBp);
  const earnings = daily * BigInt(terms.termDays);
  const balance = micro(available);
  let problem: StakeProblem | undefined;
  if (amount < (micro(terms.minAmount) ?? 0n)) problem = 'BELOW_MIN';
  else if (amount > (micro(terms.maxAmount) ?? amount)) problem = 'ABOVE_MAX';
  else if (amount > (micro(terms.remaining) ?? amount)) problem = 'OVER_QUOTA';
  else if (balance !== undefined && amount > balance) problem = 'OVER_BALANCE';
  const preview = { amount, daily, earnings, atEnd: amount + earnings };
  return problem ? { ...preview, problem } : preview;
}

/** The "all" button: the available USDT, capped by the product's max and what is left of its quota. */
export function maxStake(terms: StakeTerms, available: string): bigint {
  let max = micro(available) ?? 0n;
  for (const cap of [micro(terms.maxAmount), micro(terms.remaining)])
    if (cap !== undefined && cap < max) max = cap;
  return max;
}
