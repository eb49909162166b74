import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyText } from './money-text.tsx';

afterEach(cleanup);

/** An amount as a table's column draws it. */
function cell(value: string, asset: 'USDT' | 'MCC' = 'USDT') {
  const { container } = render(<MoneyText value={value} asset={asset} aligned unit={asset} />);
  const amount = container.firstElementChild as HTMLElement;
  return {
    text: amount.textContent,
    pad: amount.style.paddingRight,
    fine: amount.querySelector('.money-fine')?.textContent ?? '',
  };
}

describe('an amount in a column', () => {
  it('says what the same amount says anywhere else, its finer decimals lighter, padded to six decimals', () => {
    expect(cell('114.221875')).toEqual({ text: '114.221875 USDT', pad: '0ch', fine: '1875' });
    expect(cell('76.450000')).toEqual({ text: '76.45 USDT', pad: '4ch', fine: '' });
    expect(cell('1000.000000', 'MCC')).toEqual({ text: '1,000.0000 MCC', pad: '2ch', fine: '' });
  });

  it('signs a statement line and colours it', () => {
    const { container } = render(<MoneyText value="-0.031250" signed aligned />);
    const amount = container.firstElementChild as HTMLElement;
    expect(amount.textContent).toBe('-0.03125');
    expect(amount.className).toContain('amount-negative');
  });
});
