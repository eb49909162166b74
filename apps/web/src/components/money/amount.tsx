import {
  type Asset,
  DEFAULT_LANGUAGE,
  displayAmount,
  formatAmount,
  groupDigits,
  parseAmount,
} from '@mcc/contract';
import { i18n } from '../../lib/i18n.ts';

/** Decimals shown per asset (PRODUCT.md "Assets and money"): USDT 2, tokens 4, always rounded down. */
export const SHOWN_DECIMALS: Record<Asset, number> = { USDT: 2, MCC: 4, SSK: 4 };

/** A wire amount or micro-units as a plain decimal string: the asset's decimals, rounded down. */
function plainAmount(value: string | bigint, asset: Asset): string {
  return displayAmount(typeof value === 'bigint' ? formatAmount(value) : value, SHOWN_DECIMALS[asset]);
}

/** A plain decimal in the app language's digit grouping ("1,000,000.00"), exact. */
const grouped = (plain: string) => groupDigits(plain, i18n.language || DEFAULT_LANGUAGE);

/** A wire amount ("1000000.500000") or micro-units as the text a user reads ("1,000,000.50"). */
export function amountText(value: string | bigint, asset: Asset = 'USDT'): string {
  return grouped(plainAmount(value, asset));
}

/**
 * Micro-units to the last one that is not zero, with at least the asset's decimals ("0.750025",
 * "1,000.00"): for what a user is about to pay (fees, amount + fee), which must not look smaller than it is.
 */
export function exactText(value: string | bigint, asset: Asset = 'USDT'): string {
  const micro = typeof value === 'bigint' ? value : parseAmount(value);
  if (micro === undefined) return amountText(value, asset);
  const wire = formatAmount(micro);
  const shown = plainAmount(wire, asset);
  return grouped(shown + wire.slice(shown.length).replace(/0+$/, ''));
}

/** What a user pays, exact, with its unit: "0.750025 USDT". */
export const payText = (value: string | bigint, asset: Asset = 'USDT') =>
  `${exactText(value, asset)} ${asset}`;

/** What an amount shows while the user keeps amounts hidden (the wallet's eye). */
export const HIDDEN_AMOUNT = '******';

/** What an amount shows while it is not known yet (its answer is on the way): never a "0.00" that is not true. */
export const UNKNOWN_AMOUNT = '—';

/**
 * An amount with the asset's decimals; a dash while `value` is not known yet. `signed`: a statement
 * amount, "+" and green when money came in, red when it went out. `hidden`: the user hid amounts.
 */
export function Amount({
  value,
  asset = 'USDT',
  signed = false,
  hidden = false,
  testId,
}: {
  value: string | bigint | undefined;
  asset?: Asset;
  signed?: boolean;
  hidden?: boolean;
  testId?: string;
}) {
  if (hidden) return <span data-testid={testId}>{HIDDEN_AMOUNT}</span>;
  if (value === undefined) return <span data-testid={testId}>{UNKNOWN_AMOUNT}</span>;
  const text = amountText(value, asset);
  if (!signed) return <span data-testid={testId}>{text}</span>;
  const out = text.startsWith('-');
  return (
    <span className={out ? 'amount-out' : 'amount-in'} data-testid={testId}>
      {out ? text : `+${text}`}
    </span>
  );
}
