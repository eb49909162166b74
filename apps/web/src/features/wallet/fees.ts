import { bpRoundUp, INPUT_DECIMALS, parseAmount, type SysConfig } from '@mcc/contract';
import { typedUsdt } from '../../components/money/usdt-input.ts';

/**
 * The money shown while the user types, computed exactly as the server charges it (micro-unit bigints,
 * fees rounded up), so the preview is the charge. Never floats.
 */

/** What a transfer can send: USDT (`/api/fund/transfer`) or MCC (`/api/fund/transferMcc`). */
export type TransferAsset = 'USDT' | 'MCC';

export type WithdrawRule = SysConfig['withdraw'][number];
export type WithdrawProblem = 'BELOW_MIN' | 'ABOVE_MAX' | 'OVER_DAILY' | 'OVER_BALANCE';

/** The smallest amount a user can type in USDT (0.01) in micro-units. */
const USDT_STEP = 10n ** BigInt(6 - INPUT_DECIMALS.USDT);

const micro = (text: string | undefined) => (text === undefined ? undefined : parseAmount(text.trim()));

/** Withdrawal fee: the network's fixed fee plus its basis points of the amount, rounded up. */
export function withdrawFee(amount: bigint, rule: WithdrawRule): bigint {
  return (micro(rule.fixedFee) ?? 0n) + bpRoundUp(amount, rule.feeBp);
}

export interface WithdrawPreview {
  amount: bigint;
  fee: bigint;
  /** What leaves the wallet (held until the withdrawal is paid or rejected): amount + fee. */
  total: bigint;
  problem?: WithdrawProblem;
}

/**
 * The fee, the total and the first limit the typed amount breaks: min, max, what is left of the
 * 24-hour limit (`remaining`, when known) and the available balance (`available`, when known).
 * Undefined while the text is not an amount.
 */
export function previewWithdraw(input: {
  amount: string | undefined;
  rule: WithdrawRule;
  available?: string;
  remaining?: string;
}): WithdrawPreview | undefined {
  const amount = typedUsdt(input.amount);
  if (amount === undefined || amount <= 0n) return undefined;
  const fee = withdrawFee(amount, input.rule);
  const total = amount + fee;
  const available = micro(input.available);
  const remaining = micro(input.remaining);
  let problem: WithdrawProblem | undefined;
  if (amount < (micro(input.rule.min) ?? 0n)) problem = 'BELOW_MIN';
  else if (amount > (micro(input.rule.max) ?? amount)) problem = 'ABOVE_MAX';
  else if (remaining !== undefined && amount > remaining) problem = 'OVER_DAILY';
  else if (available !== undefined && total > available) problem = 'OVER_BALANCE';
  return problem ? { amount, fee, total, problem } : { amount, fee, total };
}

const floorToStep = (value: bigint) => value - (value % USDT_STEP);

/**
 * The "all" button: the largest amount (in 0.01 steps) whose amount + fee fits the available balance,
 * capped by the network's max and what is left of the 24-hour limit. 0 when not even the fee fits.
 */
export function maxWithdraw(rule: WithdrawRule, available: string, remaining?: string): bigint {
  const balance = micro(available) ?? 0n;
  const fixed = micro(rule.fixedFee) ?? 0n;
  if (balance <= fixed) return 0n;
  // amount × (1 + bp/10 000) ≤ balance − fixed, then walk down while the rounded-up fee still overflows.
  let amount = floorToStep(((balance - fixed) * 10_000n) / (10_000n + BigInt(rule.feeBp)));
  while (amount > 0n && amount + withdrawFee(amount, rule) > balance) amount -= USDT_STEP;
  const caps = [micro(rule.max), micro(remaining)].filter((c): c is bigint => c !== undefined);
  for (const cap of caps) if (amount > cap) amount = floorToStep(cap);
  return amount > 0n ? amount : 0n;
}

/** Transfer fee: `transferFeeBp` of the amount, rounded up, in the asset sent; the sender pays amount + fee. */
export function previewTransfer(text: string | undefined, feeBp: number, asset: TransferAsset = 'USDT') {
  const amount = text === undefined ? undefined : parseAmount(text.trim(), INPUT_DECIMALS[asset]);
  if (amount === undefined || amount <= 0n) return undefined;
  const fee = bpRoundUp(amount, feeBp);
  return { amount, fee, total: amount + fee };
}
