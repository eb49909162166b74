import { api, type PledgeOrder, type PledgeProduct, pledgeAddBody } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { FormSheet } from '../../../components/form-sheet.tsx';
import { amountText, payText } from '../../../components/money/amount.tsx';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { usdtInput } from '../../../components/money/usdt-input.ts';
import { showToast } from '../../../lib/indicators.ts';
import { percentText } from '../../../lib/rate.ts';
import { useRefreshPledge } from '../api/pledge.ts';
import { maxStake, previewStake, type StakePreview, type StakeProblem } from '../stake.ts';

/** Why the typed amount cannot be staked, with the limit it breaks. */
export function stakeProblemText(t: TFunction, problem: StakeProblem, product: PledgeProduct): string {
  return t(`pledge.problems.${problem}`, {
    min: amountText(product.minAmount),
    max: amountText(product.maxAmount),
    remaining: amountText(product.remaining),
  });
}

/** Earnings are shown to the micro-unit: "0.9876 USDT" a day must not read as 0.98. */

function StakePreviewBox({ product, preview }: { product: PledgeProduct; preview?: StakePreview }) {
  const { t } = useTranslation();
  const none = '—';
  return (
    <div className="money-preview">
      <DetailRows
        rows={[
          {
            label: t('pledge.limits'),
            value: `${amountText(product.minAmount)} – ${amountText(product.maxAmount)} USDT`,
          },
          {
            label: t('pledge.expectedDaily'),
            value: preview ? payText(preview.daily) : none,
            testId: 'stake-daily',
          },
          {
            label: t('pledge.expectedEarnings', { count: product.termDays }),
            value: preview ? payText(preview.earnings) : none,
            testId: 'stake-earnings',
          },
          {
            label: t('pledge.atEnd'),
            value: preview ? payText(preview.atEnd) : none,
            testId: 'stake-at-end',
          },
        ]}
      />
    </div>
  );
}

/**
 * The stake form of one product: amount (with "all"), the expected earnings while typing, the payment
 * password; one Idempotency-Key per submit, so a retried tap never stakes twice.
 */
function StakeForm({
  product,
  available,
  onStaked,
}: {
  product: PledgeProduct;
  available?: string;
  onStaked: (order: PledgeOrder) => void;
}) {
  const { t } = useTranslation();
  const refreshPledge = useRefreshPledge();
  // `POST /api/pledge/add`: locks the amount for the product's term; answers the new order.
  const money = useMoneyForm(api.pledge.add, pledgeAddBody, {
    fixed: { productId: product.id },
    onDone: (order) => {
      showToast(t('pledge.done'), 'success');
      void refreshPledge();
      onStaked(order);
    },
  });
  const preview = previewStake(Form.useWatch('amount', money.form), product, available);

  return (
    <div data-testid="stake-sheet">
      <div className="stake-sheet-head">
        <h2>{product.name}</h2>
        <span>
          {t('pledge.dailyRate')} {percentText(product.dailyRateBp)} ·{' '}
          {t('pledge.days', { count: product.termDays })}
        </span>
      </div>
      <MoneyForm
        money={money}
        problem={preview?.problem && stakeProblemText(t, preview.problem, product)}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('pledge.confirm')}
          </Button>
        }
      >
        <AmountField
          label={t('pledge.amount')}
          placeholder={t('pledge.amountPlaceholder')}
          availableText={(amount) => t('pledge.available', { amount })}
          available={available}
          allLabel={t('pledge.all')}
          all={() => (available === undefined ? undefined : usdtInput(maxStake(product, available)))}
          testId="stake"
        />
        <Form.Item>
          <StakePreviewBox product={product} preview={preview} />
        </Form.Item>
        <PayPasswordField />
      </MoneyForm>
    </div>
  );
}

/**
 * The stake sheet: slides up over the products with the chosen product's form. Its code (and the
 * contract's schemas) load only when a user first taps "stake", keeping the entry page light.
 */
export default function StakeSheet({
  product,
  open,
  available,
  onClose,
  onStaked,
}: {
  product?: PledgeProduct;
  open: boolean;
  available?: string;
  onClose: () => void;
  onStaked: (order: PledgeOrder) => void;
}) {
  return (
    <FormSheet open={open} onClose={onClose} className="stake-sheet">
      {product && <StakeForm key={product.id} product={product} available={available} onStaked={onStaked} />}
    </FormSheet>
  );
}
