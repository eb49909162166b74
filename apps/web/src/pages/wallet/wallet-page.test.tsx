import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetRow } from '../../features/wallet/components/asset-row.tsx';
import { BalancesStrip } from '../../features/wallet/components/balances-strip.tsx';
import { hideAmountsStore } from '../../lib/storage.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import { aBalance, aWalletSummary, aWalletWorth, aWorthPart } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import WalletPage from './wallet-page.tsx';

const summary = aWalletSummary({
  main: {
    USDT: aBalance({ available: '1000000.500000' }),
    MCC: aBalance({ available: '2500.123400' }),
    SSK: aBalance({ available: '0.000000' }),
  },
  quant: aBalance({ available: '234.250000' }),
});

const worth = aWalletWorth([
  aWorthPart({ amount: '1000000.500000' }),
  aWorthPart({ asset: 'MCC', amount: '2500.123400', price: '1.2345678901', value: '3086.572962' }),
  aWorthPart({ asset: 'SSK', amount: '0.000000', price: '0.0125000000', value: '0.000000' }),
  aWorthPart({ place: 'coinMix', amount: '234.250000', frozen: '4.000000' }),
  aWorthPart({ place: 'pledge', amount: '200.003125' }),
]);
const reads: [readonly unknown[], unknown][] = [
  [walletKeys.summary, summary],
  [walletKeys.worth, worth],
];

beforeEach(() => hideAmountsStore.clear());
afterEach(cleanup);

const text = (id: string) => screen.getByTestId(id).textContent;

describe('wallet page', () => {
  it('shows the total value of every holding exactly, and a breakdown of what is in it', () => {
    renderInApp(<WalletPage />, reads);
    expect(text('total-value-amount')).toBe('1,003,521.326087');
    expect(screen.queryByTestId('total-value-unpriced')).toBeNull();
    expect(screen.queryByTestId('worth-breakdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /资产明细/ }));
    const rows = within(screen.getByTestId('worth-breakdown')).getAllByRole('listitem');
    // The SSK the user does not hold is not a row.
    expect(rows.map((row) => row.textContent)).toEqual([
      '主钱包 · USDT1,000,000.50 USDT',
      '主钱包 · MCC2,500.1234 MCC≈ 3,086.572962 USDT',
      '币混AI量化钱包 · USDT含冻结 4.00 USDT234.25 USDT',
      'AI量化在投本金 · USDT200.003125 USDT',
    ]);
    expect(text('worth-breakdown')).toContain('NFT 藏品不计入');
    const mcc = within(screen.getByTestId('asset-MCC'));
    expect(mcc.getByTestId('asset-available').textContent).toBe('2,500.1234');
    expect(mcc.getByTestId('coin-icon-MCC')).toBeTruthy();
  });

  it('names a held asset that has no market price yet, as not counted', () => {
    const unpriced = aWalletWorth(
      [aWorthPart(), aWorthPart({ asset: 'SSK', amount: '5.000000', price: null, value: '0.000000' })],
      ['SSK'],
    );
    renderInApp(<WalletPage />, [[walletKeys.worth, unpriced]]);
    expect(text('total-value-amount')).toBe('100.00');
    expect(text('total-value-unpriced')).toBe('SSK 暂无市价，未计入');
  });

  it('shows dashes, not 0.00, for a wallet whose balance has not arrived yet', () => {
    renderInApp(<AssetRow title="USDT" asset="USDT" />);
    expect(text('asset-available')).toBe('—');
    expect(screen.getByTestId('asset-USDT').textContent).not.toMatch(/\d/);
  });

  it('the eye hides every amount and the choice is remembered', () => {
    renderInApp(<WalletPage />, reads);
    const eye = screen.getByTestId('amounts-eye');
    expect(eye.getAttribute('aria-label')).toBe('隐藏金额');
    fireEvent.click(eye);
    expect(text('total-value-amount')).toBe('******');
    expect(within(screen.getByTestId('asset-USDT')).getByTestId('asset-available').textContent).toBe(
      '******',
    );
    expect(hideAmountsStore.get()).toBe('1');
    cleanup();
    // Another page (the user centre) opened later starts hidden, and shows again with one tap.
    renderInApp(<BalancesStrip />, reads);
    expect(text('total-value-amount')).toBe('******');
    expect(text('balance-USDT')).toBe('******');
    fireEvent.click(screen.getByRole('button', { name: '显示金额' }));
    expect(text('balance-USDT')).toBe('1,000,000.50');
    expect(text('total-value-amount')).toBe('1,003,521.326087');
    expect(hideAmountsStore.get()).toBeNull();
  });
});
