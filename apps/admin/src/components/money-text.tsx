import type { Asset } from '@mcc/contract';
import { isNegative, money } from '../lib/format.ts';

/** A wire amount as text (never through a float) with the asset's decimals; signed amounts coloured. */
export function MoneyText({
  value,
  asset = 'USDT',
  signed = false,
  testId,
}: {
  value: string;
  asset?: Asset;
  signed?: boolean;
  testId?: string;
}) {
  const negative = isNegative(value);
  const className = signed ? (negative ? 'amount-negative' : 'amount-positive') : undefined;
  const text = money(value, asset);
  return (
    <span className={className} data-testid={testId}>
      {signed && !negative ? `+${text}` : text}
    </span>
  );
}
