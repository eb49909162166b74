import { exchangeBody, api as routes } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCenterKey } from '../../lib/user-center.ts';
import { aFailure, aMarketTrade, aUserCenter } from '../../test/fixtures.ts';
import { answerRoute, sentTo } from '../../test/recorded-call.ts';
import { renderInApp } from '../../test/render.tsx';
import { AmountField } from './amount-field.tsx';
import { MoneyForm, useMoneyForm } from './money-form.tsx';
import { PayPasswordField } from './pay-password-field.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

/** Selling MCC: the exchange's schema checks the amount with the `from` asset's decimals (4). */
function SellMcc({
  problem,
  ...on
}: {
  problem?: string;
  onDone?: (answer: unknown) => void;
  onFailed?: (error: unknown) => void;
  onSettled?: () => void;
}) {
  const money = useMoneyForm(routes.market.exchange, exchangeBody, {
    fixed: { from: 'MCC', to: 'USDT' },
    ...on,
  });
  return (
    <MoneyForm money={money} problem={problem} footer={<Button type="submit">卖出</Button>}>
      <AmountField
        label="数量"
        placeholder="数量"
        availableText={(amount) => amount}
        available="10.000000"
        allLabel="全部"
        all={() => '10'}
        testId="sell"
      />
      <PayPasswordField />
    </MoneyForm>
  );
}

const open = (ui = <SellMcc />) =>
  renderInApp(ui, [[userCenterKey, aUserCenter({ userinfo: { hasPayPassword: true } })]]);
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const fieldError = (placeholder: string) =>
  screen
    .getByPlaceholderText(placeholder)
    .closest('.adm-form-item')
    ?.querySelector('.adm-form-item-feedback-error')?.textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the money-form kit', () => {
  it("checks a field with the route's schema, across fields, in the user's language", async () => {
    open();
    // Four decimals are MCC's: the schema's check across `from` and `amount`, run while typing.
    type('数量', '1.12345');
    await waitFor(() => expect(fieldError('数量')).toBe(ERROR_TEXTS.AMOUNT_TOO_PRECISE['zh-Hans']));
    type('数量', '1.1234');
    await waitFor(() => expect(fieldError('数量')).toBeUndefined());
    type('6位数字', '12');
    await waitFor(() => expect(fieldError('6位数字')).toBe(ERROR_TEXTS.PAY_PASSWORD_FORMAT['zh-Hans']));
    fireEvent.click(screen.getByRole('button', { name: '卖出' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(http.call).not.toHaveBeenCalled();
  });

  it("sends the route's input (the typed values and the sheet's own) with the submit's key", async () => {
    const trade = aMarketTrade({ id: 5 });
    answerRoute(http.call, routes.market.exchange, trade);
    const onDone = vi.fn();
    open(<SellMcc onDone={onDone} />);
    fireEvent.click(screen.getByTestId('sell-all'));
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '卖出' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(trade, { amount: '10', payPassword: '123456' }));
    const [{ input, key } = {}] = sentTo(http.call, routes.market.exchange);
    expect(input).toEqual({ from: 'MCC', to: 'USDT', amount: '10', payPassword: '123456' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the sheet of a refusal, and of the end of the call whatever came of it', async () => {
    http.call.mockResolvedValue(aFailure('BALANCE_INSUFFICIENT', '余额不足'));
    const [onDone, onFailed, onSettled] = [vi.fn(), vi.fn(), vi.fn()];
    open(<SellMcc onDone={onDone} onFailed={onFailed} onSettled={onSettled} />);
    type('数量', '1');
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '卖出' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(onFailed.mock.calls[0]?.[0]).toMatchObject({ key: 'BALANCE_INSUFFICIENT' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the form's own limit under the amount and refuses the submit with it", async () => {
    open(<SellMcc problem="可用余额不足" />);
    expect(screen.getByTestId('sell-problem').textContent).toBe('可用余额不足');
    type('数量', '20');
    type('6位数字', '123456');
    fireEvent.click(screen.getByRole('button', { name: '卖出' }));
    await waitFor(() => expect(screen.getAllByText('可用余额不足')).toHaveLength(2));
    expect(http.call).not.toHaveBeenCalled();
  });
});
