import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '../../../lib/wallet-keys.ts';
import { aDepositTarget, aSysConfig } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DepositTargetView } from './deposit-target.tsx';

const settings = vi.hoisted(() => ({ carry: true }));
vi.mock('../../../lib/sys-config.ts', () => ({
  useSysConfig: () => {
    const config = aSysConfig();
    return aSysConfig({ autoRecharge: { ...config.autoRecharge, carryBelowMinimum: settings.carry } });
  },
}));

const target = aDepositTarget({ confirmations: 12, minimum: '10' });
const show = () =>
  renderInApp(<DepositTargetView target={target} />, [[walletKeys.depositTargets, [target]]]);
const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(cleanup);

describe("the user's deposit address", () => {
  it('says first that a deposit is credited by itself, then the address, network, confirmations and minimum', async () => {
    settings.carry = true;
    show();
    expect(text('deposit-headline')).toBe('向此地址转入 USDT，12 个区块确认后自动到账，无需提交任何信息。');
    expect(text('deposit-address')).toBe(target.address);
    await screen.findByTestId('deposit-qr');
    expect(text('deposit-network')).toBe('ERC20');
    expect(text('deposit-confirmations')).toBe('12 个区块确认后到账');
    expect(text('deposit-minimum')).toBe('10.00 USDT');
    expect(text('deposit-minimum-note')).toBe('低于 10.00 USDT 的充值暂不到账，将与您的下一笔充值合并到账。');
    expect(text('deposit-warning')).toContain('只能向此地址转入 ERC20 网络的 USDT');
  });

  it('says a deposit below the minimum is not credited when the next one does not carry it', () => {
    settings.carry = false;
    show();
    expect(text('deposit-minimum-note')).toBe('低于 10.00 USDT 的充值不会到账。');
  });
});
