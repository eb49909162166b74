import type { StatementLine } from '@mcc/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Amount, amountText } from '../../../components/money/amount.tsx';
import { aStatementLine } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { StatementLineItem } from './statement-line.tsx';

afterEach(cleanup);

/** A line whose label, amount and reference are the test's: an adjustment of nothing unless given. */
const line = (over: Partial<StatementLine>) =>
  aStatementLine({
    amount: '0.000000',
    balanceAfter: '0.000000',
    code: 'adjustment',
    refType: '',
    refId: '',
    ...over,
  });

function renderLine(l: StatementLine) {
  renderInApp(<StatementLineItem line={l} />);
  return within(screen.getByTestId('statement-line'));
}

describe('statement line', () => {
  it('an outgoing withdrawal: red, minus, exact to the micro-unit, balance after', () => {
    const view = renderLine(line({ code: 'withdraw', amount: '-10.009000', balanceAfter: '9989.991000' }));
    expect(view.getByTestId('line-label').textContent).toBe('提币');
    const amount = view.getByTestId('line-amount');
    expect(amount.textContent).toBe('-10.009');
    expect(amount.className).toBe('amount-out');
    expect(view.getByTestId('balance-after').textContent).toBe('9,989.991');
  });

  it('an incoming deposit: green with a plus sign', () => {
    const view = renderLine(line({ code: 'deposit', amount: '100.000000', balanceAfter: '10100.000000' }));
    expect(view.getByTestId('line-label').textContent).toBe('充值');
    const amount = view.getByTestId('line-amount');
    expect(amount.textContent).toBe('+100.00');
    expect(amount.className).toBe('amount-in');
  });

  it('a transfer says whether it came in or went out', () => {
    expect(
      renderLine(line({ code: 'transfer', amount: '-5.500000' })).getByTestId('line-label').textContent,
    ).toBe('转账转出');
    cleanup();
    expect(
      renderLine(line({ code: 'transfer', amount: '5.500000' })).getByTestId('line-label').textContent,
    ).toBe('转账转入');
  });

  it('fees and adjustments have their own labels; an unknown code shows its memo, else "other"', () => {
    expect(renderLine(line({ code: 'fee', amount: '-1.000000' })).getByTestId('line-label').textContent).toBe(
      '手续费',
    );
    cleanup();
    expect(renderLine(line({ code: 'adjustment' })).getByTestId('line-label').textContent).toBe('系统调整');
    cleanup();
    expect(
      renderLine(line({ code: 'bonus-x', memo: '活动奖励' })).getByTestId('line-label').textContent,
    ).toBe('活动奖励');
    cleanup();
    expect(renderLine(line({ code: 'bonus-x' })).getByTestId('line-label').textContent).toBe('其他');
  });

  it('names the AI quant movements: stake, earning, principal back, commission, quant wallet', () => {
    const labels = [
      ['pledge_lock', '-1000.000000', 'AI量化质押'],
      ['pledge_yield', '8.000000', 'AI量化收益'],
      ['pledge_release', '1000.000000', 'AI量化本金返还'],
      ['commission', '0.800000', '推广佣金'],
      ['coinmix_in', '-100.000000', '量化钱包转入'],
      ['coinmix_out', '50.000000', '量化钱包转出'],
      ['coinmix_yield', '0.050000', '量化钱包收益'],
    ];
    for (const [code = '', amount = '', label] of labels) {
      expect(renderLine(line({ code, amount })).getByTestId('line-label').textContent, code).toBe(label);
      cleanup();
    }
  });

  it('names the other user of a transfer, masked, and the business reference', () => {
    const view = renderLine(
      line({
        code: 'transfer',
        amount: '-1000000.000000',
        balanceAfter: '2500000.500000',
        refType: 'transfer',
        refId: '12',
        counterparty: { uid: '10000002', nickname: 'T****r', contact: '138****0002' },
      }),
    );
    expect(view.getByTestId('line-amount').textContent).toBe('-1,000,000.00');
    expect(view.getByTestId('balance-after').textContent).toBe('2,500,000.50');
    expect(view.getByTestId('line-counterparty').textContent).toBe('对方: T****r 138****0002 (UID 10000002)');
    expect(view.getByTestId('line-reference').textContent).toBe('单号: 转账 #12');
    cleanup();
    const deposit = renderLine(
      line({ code: 'deposit', amount: '5.000000', refType: 'recharge', refId: '7' }),
    );
    expect(deposit.queryByTestId('line-counterparty')).toBeNull();
    expect(deposit.getByTestId('line-reference').textContent).toBe('单号: 充值 #7');
    cleanup();
    // An operator's adjustment refers to the user itself: no reference to quote.
    const adjusted = renderLine(line({ code: 'adjustment', refType: 'user', refId: '2' }));
    expect(adjusted.queryByTestId('line-reference')).toBeNull();
  });

  it('shows the time in the user language', () => {
    renderLine(line({ createdAt: '2026-11-22T10:00:00.000Z' }));
    expect(screen.getByTestId('statement-line').textContent).toContain(
      new Date('2026-11-22T10:00:00.000Z').toLocaleString('zh-Hans'),
    );
  });
});

describe('amounts', () => {
  it('every decimal the ledger holds is shown, at least 4 for tokens and 2 for USDT', () => {
    renderInApp(
      <>
        <Amount value="1000.123456" asset="MCC" testId="mcc" />
        <Amount value="1000.129999" testId="usdt" />
        <Amount value="1000.100000" asset="SSK" testId="ssk" />
        <Amount value="-0.003125" signed testId="fee" />
      </>,
    );
    expect(screen.getByTestId('mcc').textContent).toBe('1,000.123456');
    expect(screen.getByTestId('usdt').textContent).toBe('1,000.129999');
    expect(screen.getByTestId('ssk').textContent).toBe('1,000.1000');
    expect(screen.getByTestId('fee').textContent).toBe('-0.003125');
  });

  it('micro-units read as the wire amount they are', () => {
    expect(amountText(750_025n)).toBe('0.750025');
    expect(amountText(1_000_000n)).toBe('1.00');
    expect(amountText(1_500_000n, 'MCC')).toBe('1.5000');
    expect(amountText('0.5')).toBe('0.50');
  });
});
