import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type DetailRow, DetailRows } from '../../../../components/detail-rows.tsx';
import { MoneyForm, type MoneyFormState, type MoneyRoute } from '../../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../../components/money/pay-password-field.tsx';
import { TotpField } from '../../../../components/money/totp-field.tsx';

/**
 * The body of the NFT area's payment sheets (confirm a resale, open a box, synthesise): a title, the
 * sheet's own fields, what is paid, the payment password and one submit, through the sheet's money
 * form (`money`: a user without a payment password is sent to set one before anything is sent).
 */
export function PayForm<R extends MoneyRoute>({
  testId,
  title,
  subtitle,
  preview,
  note,
  submit,
  submitTestId,
  disabled = false,
  secondFactor = false,
  money,
  children,
}: {
  testId: string;
  title: string;
  subtitle?: ReactNode;
  preview: DetailRow[];
  /** Below the amounts: what the user should know before paying. */
  note?: ReactNode;
  submit: string;
  submitTestId: string;
  disabled?: boolean;
  /** The route takes `totpCode`: the authenticator's code is asked for when the user has 2FA on. */
  secondFactor?: boolean;
  money: MoneyFormState<R>;
  /** Fields above the amounts (the copies to burn). */
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <div className="nft-sheet-head">
        <h2>{title}</h2>
        {subtitle && <span>{subtitle}</span>}
      </div>
      <MoneyForm
        money={money}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            disabled={disabled}
            data-testid={submitTestId}
          >
            {submit}
          </Button>
        }
      >
        {children}
        <Form.Item>
          <div className="money-preview">
            <DetailRows rows={preview} />
            {note}
          </div>
        </Form.Item>
        <PayPasswordField />
        {secondFactor && <TotpField />}
      </MoneyForm>
    </div>
  );
}
