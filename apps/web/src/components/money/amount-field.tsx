import type { Asset } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { amountText } from './amount.tsx';
import { useMoneyContext } from './money-context.ts';

/**
 * The amount of a `<MoneyForm>` (USDT unless `asset` says otherwise), checked as the user types what
 * the server will check: its precision and size (the route's schema, shown as the field's error) and
 * the form's own limits — balance, min/max, the daily limit — which the form works out from the typed
 * amount and gives the MoneyForm as `problem` (shown under the field at once; the form refuses to
 * submit while there is one). Under it, what is available; beside it an "all" button that fills in the
 * most the form allows. `testId` names the parts (`<testId>-available`, `<testId>-all`, `<testId>-problem`).
 */
export function AmountField(props: {
  label: string;
  placeholder: string;
  /** Renders the available amount (already formatted, or — while loading) into its sentence. */
  availableText: (amount: string) => string;
  available: string | undefined;
  allLabel: string;
  /** The most the form allows, as the field's text; undefined while it is not known. */
  all: () => string | undefined;
  testId: string;
  asset?: Asset;
  /** The asset `available` is in, when it is not the typed one (buying SSK with USDT). */
  availableAsset?: Asset;
}) {
  const { available, testId, asset = 'USDT', availableAsset = asset } = props;
  const { form, rules, problem } = useMoneyContext();
  const fillAll = () => {
    const text = props.all();
    if (text !== undefined) form.setFieldValue('amount', text);
  };
  return (
    <Form.Item
      name="amount"
      label={props.label}
      rules={rules('amount')}
      description={
        <>
          <span data-testid={`${testId}-available`}>
            {props.availableText(available === undefined ? '—' : amountText(available, availableAsset))}
          </span>
          {problem && (
            <div className="money-preview-error" role="alert" data-testid={`${testId}-problem`}>
              {problem}
            </div>
          )}
        </>
      }
      extra={
        <Button size="small" color="primary" fill="none" onClick={fillAll} data-testid={`${testId}-all`}>
          {props.allLabel}
        </Button>
      }
    >
      <Input inputMode="decimal" placeholder={props.placeholder} clearable />
    </Form.Item>
  );
}
