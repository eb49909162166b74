import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { bpToPercent, percentToBp } from '../lib/percent.ts';

type Bp = number | null | undefined;
const sameBp = (a: Bp, b: Bp) => (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A rate field for antd forms: the form holds basis points, the operator reads and types a percentage
 * with up to two decimals (one basis point). Empty is null and anything else unreadable is NaN, both
 * of which the contract's schemas refuse. What the operator typed stays on screen while it still means
 * the form's value, so "0." or a mistyped "1.234" is not rewritten under the cursor; a value set from
 * outside (loading, Reset) replaces it.
 */
export function BpPercentInput({
  value,
  onChange,
  ...rest
}: { value?: Bp; onChange?(bp: number | null): void } & Omit<InputProps, 'value' | 'onChange'>) {
  const [typed, setTyped] = useState('');
  const fromTyped = typed.trim() === '' ? null : percentToBp(typed);
  const text = sameBp(fromTyped, value) ? typed : Number.isInteger(value) ? bpToPercent(value as number) : '';
  return (
    <Input
      inputMode="decimal"
      suffix="%"
      {...rest}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setTyped(next);
        onChange?.(next.trim() === '' ? null : percentToBp(next));
      }}
    />
  );
}
