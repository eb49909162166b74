import { type Asset, displayAmount, formatAmount, parseAmount } from '@mcc/contract';

/** Decimals shown per asset (PRODUCT.md "Assets and money"): USDT 2, tokens 4, always rounded down. */
export const SHOWN_DECIMALS: Record<Asset, number> = { USDT: 2, MCC: 4, SSK: 4 };

/** A wire amount ("12.500000") or micro-units as the text a user reads ("12.50"). */
export function amountText(value: string | bigint, asset: Asset = 'USDT'): string {
  return displayAmount(typeof value === 'bigint' ? formatAmount(value) : value, SHOWN_DECIMALS[asset]);
}

/**
 * Micro-units to the last one that is not zero, with at least the asset's decimals ("0.750025",
 * "1.00"): for what a user is about to pay (fees, amount + fee), which must not look smaller than it is.
 */
export function exactText(value: string | bigint, asset: Asset = 'USDT'): string {
  const micro = typeof value === 'bigint' ? value : parseAmount(value);
  if (micro === undefined) return amountText(value, asset);
  const wire = formatAmount(micro);
  const shown = amountText(wire, asset);
  return shown + wire.slice(shown.length).replace(/0+$/, '');
}

/** What a user pays, exact, with its unit: "0.750025 USDT". */
export const payText = (value: string | bigint) => `${exactText(value)} USDT`;

/**
 * An amount with the asset's decimals. `signed`: a statement amount, "+" and green when money came in,
 * red when it went out.
 */
export function Amount({
  value,
  asset = 'USDT',
  signed = false,
  testId,
}: {
  value: string | bigint;
  asset?: Asset;
  signed?: boolean;
  testId?: string;
}) {
  const text = amountText(value, asset);
  if (!signed) return <span data-testid={testId}>{text}</span>;
  const out = text.startsWith('-');
  return (
    <span className={out ? 'amount-out' : 'amount-in'} data-testid={testId}>
      {out ? text : `+${text}`}
    </span>
  );
}
