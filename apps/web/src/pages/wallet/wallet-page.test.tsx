import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetRow } from '../../features/wallet/components/asset-row.tsx';
import { BalancesStrip } from '../../features/wallet/components/balances-strip.tsx';
import { hideAmountsStore } from '../../lib/storage.ts';
import { walletKeys } from '../../lib/wallet-keys.ts';
import { aBalance, aWalletSummary } from '../../test/fixtures.ts';
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

beforeEach(() => hideAmountsStore.clear());
afterEach(cleanup);

const text = (id: string) => screen.getByTestId(id).textContent;

describe('wallet page', () => {
  it('shows the total value in USDT (main and quant USDT), with separators, naming the unpriced MCC', () => {
    renderInApp(<WalletPage />, [[walletKeys.summary, summary]]);
    expect(text('total-value-amount')).toBe('1,000,234.75');
    expect(text('total-value-unpriced')).toBe('MCC 暂无市价，未计入');
    const mcc = within(screen.getByTestId('asset-MCC'));
    expect(mcc.getByTestId('asset-available').textContent).toBe('2,500.1234');
    expect(mcc.getByTestId('coin-icon-MCC')).toBeTruthy();
  });

  it('shows dashes, not 0.00, for a wallet whose balance has not arrived yet', () => {
    renderInApp(<AssetRow title="USDT" asset="USDT" />);
    expect(text('asset-available')).toBe('—');
    expect(screen.getByTestId('asset-USDT').textContent).not.toMatch(/\d/);
  });

  it('the eye hides every amount and the choice is remembered', () => {
    renderInApp(<WalletPage />, [[walletKeys.summary, summary]]);
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
    renderInApp(<BalancesStrip />, [[walletKeys.summary, summary]]);
    expect(text('total-value-amount')).toBe('******');
    expect(text('balance-USDT')).toBe('******');
    fireEvent.click(screen.getByRole('button', { name: '显示金额' }));
    expect(text('balance-USDT')).toBe('1,000,000.50');
    expect(text('total-value-amount')).toBe('1,000,234.75');
    expect(hideAmountsStore.get()).toBeNull();
  });
});
