import type { Asset } from '@mcc/contract';
import { isNegative, money, moneyParts } from '../lib/format.ts';

/**
 * A wire amount as text (never through a float) with the asset's decimals and every finer one the
 * ledger holds (`money`); signed amounts coloured. `aligned` (a table's column): the decimals beyond
 * the asset's are lighter and the amount is padded to the ledger's six, so a right-aligned column
 * lines its amounts up on the decimal point ("76.45" over "114.221875") and the text stays the same.
 * `unit` follows the amount ("100.00 USDT"), inside the padding, so the gap is at the cell's edge.
 */
export function MoneyText({
  value,
  asset = 'USDT',
  signed = false,
  aligned = false,
  unit,
  testId,
}: {
  value: string;
  asset?: Asset;
  signed?: boolean;
  aligned?: boolean;
  unit?: string;
  testId?: string;
}) {
  const after = unit && (
    <>
      {' '}
      <span className="money-unit">{unit}</span>
    </>
  );
  const negative = isNegative(value);
  const tone = signed ? (negative ? 'amount-negative' : 'amount-positive') : '';
  const sign = signed && !negative ? '+' : '';
  if (!aligned) {
    return (
      <span className={tone || undefined} data-testid={testId}>
        {sign}
        {money(value, asset)}
        {after}
      </span>
    );
  }
  const { head, tail, short } = moneyParts(value, asset);
  return (
    <span
      className={`money-aligned ${tone}`.trim()}
      style={{ paddingRight: `${short}ch` }}
      data-testid={testId}
    >
      {sign}
      {head}
      {tail && <span className="money-fine">{tail}</span>}
      {after}
    </span>
  );
}
