import { usdtAmount } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { zodRule } from '../../lib/zod-rule.ts';
import { amountText } from './amount.tsx';

/**
 * The USDT amount of a money form: what is available under it and an "all" button beside it, which
 * fills in the most the form allows. `testId` names the two (`<testId>-available`, `<testId>-all`).
 */
export function AmountField(props: {
  label: string;
  placeholder: string;
  /** Renders the available amount (already formatted, or — while loading) into its sentence. */
  availableText: (amount: string) => string;
  available: string | undefined;
  allLabel: string;
  onAll: () => void;
  testId: string;
}) {
  const { available, testId } = props;
  return (
    <Form.Item
      name="amount"
      label={props.label}
      rules={[zodRule(usdtAmount)]}
      description={
        <span data-testid={`${testId}-available`}>
          {props.availableText(available === undefined ? '—' : amountText(available))}
        </span>
      }
      extra={
        <Button size="small" color="primary" fill="none" onClick={props.onAll} data-testid={`${testId}-all`}>
          {props.allLabel}
        </Button>
      }
    >
      <Input inputMode="decimal" placeholder={props.placeholder} clearable />
    </Form.Item>
  );
}
