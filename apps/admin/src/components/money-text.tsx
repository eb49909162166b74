import { isNegative, money } from '../lib/format.ts';

/** A wire amount as text (never through a float); signed amounts coloured. */
export function MoneyText({
  value,
  signed = false,
  testId,
}: {
  value: string;
  signed?: boolean;
  testId?: string;
}) {
  const negative = isNegative(value);
  const className = signed ? (negative ? 'amount-negative' : 'amount-positive') : undefined;
  const text = money(value);
  return (
    <span className={className} data-testid={testId}>
      {signed && !negative ? `+${text}` : text}
    </span>
  );
}
