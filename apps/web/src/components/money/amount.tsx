import { type Asset, DEFAULT_LANGUAGE, moneyText } from '@mcc/contract';
import { i18n } from '../../lib/i18n.ts';

/**
 * A wire amount ("0.628125") or micro-units as the text a user reads ("0.628125", "1,000,000.50"),
 * exact, in the app language's digit grouping: the contract's `moneyText`, the one way the app writes
 * money, so an amount reads the same on a sheet, a toast, a history row and the statement.
 */
export const amountText = (value: string | bigint, asset: Asset = 'USDT') =>
  moneyText(value, asset, i18n.language || DEFAULT_LANGUAGE);

/** An amount with its unit: "0.750025 USDT". */
export const payText = (value: string | bigint, asset: Asset = 'USDT') =>
  `${amountText(value, asset)} ${asset}`;

/** What an amount shows while the user keeps amounts hidden (the wallet's eye). */
export const HIDDEN_AMOUNT = '******';

/** What an amount shows while it is not known yet (its answer is on the way): never a "0.00" that is not true. */
export const UNKNOWN_AMOUNT = '—';

/**
 * An amount (`amountText`); a dash while `value` is not known yet. `signed`: a statement
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
