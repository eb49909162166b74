import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type DetailRow, DetailRows } from '../../../../components/detail-rows.tsx';
import { PayPasswordField, usePayPasswordCheck } from '../../../../components/money/pay-password-field.tsx';

/**
 * The body of the NFT area's payment sheets (confirm a resale, open a box, synthesise): a title, the
 * sheet's own fields, what is paid, the payment password and one submit. A user without a payment
 * password is sent to set one before `onPay` runs; `renew` (useMoneySubmit's) makes a changed form a
 * new submit.
 */
export function PayForm({
  testId,
  title,
  subtitle,
  preview,
  note,
  submit,
  submitTestId,
  disabled = false,
  renew,
  onPay,
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
  renew: () => void;
  onPay: (payPassword: string) => Promise<void>;
  /** Fields above the amounts (the copies to burn). */
  children?: ReactNode;
}) {
  const [form] = Form.useForm<{ payPassword: string }>();
  const checkPayPassword = usePayPasswordCheck();
  const onFinish = async ({ payPassword }: { payPassword: string }) => {
    if (await checkPayPassword()) await onPay(payPassword);
  };
  return (
    <div data-testid={testId}>
      <div className="nft-sheet-head">
        <h2>{title}</h2>
        {subtitle && <span>{subtitle}</span>}
      </div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        onValuesChange={renew}
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
      </Form>
    </div>
  );
}
