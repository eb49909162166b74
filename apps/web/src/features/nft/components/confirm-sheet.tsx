import type { NftOrder } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { FormSheet } from '../../../components/form-sheet.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { PayPasswordField, usePayPasswordCheck } from '../../../components/money/pay-password-field.tsx';
import { useMoneySubmit } from '../../../components/money/use-money-submit.ts';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshNft } from '../api/nft.ts';
import { submitConfirm } from '../api/resale.ts';
import '../../../locales/resale/index.ts';

/**
 * The seller confirms that the buyer's payment arrived, with their payment password: the copy moves to
 * the buyer and the fee is taken, which cannot be undone — the sheet says so above the button.
 */
export function ConfirmSheet({ order, onClose }: { order: NftOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ payPassword: string }>();
  const confirming = useMoneySubmit(submitConfirm);
  const checkPayPassword = usePayPasswordCheck();
  const refresh = useRefreshNft();
  const onFinish = async ({ payPassword }: { payPassword: string }) => {
    if (!(await checkPayPassword())) return;
    const done = await confirming.run({ id: order.id, payPassword });
    void refresh();
    if (!done) return;
    showToast(t('resale.confirmed'), 'success');
    onClose();
  };
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <div data-testid="confirm-sheet">
        <div className="nft-sheet-head">
          <h2>{t('resale.confirm')}</h2>
          <span>{order.seriesName}</span>
        </div>
        <Form
          form={form}
          layout="horizontal"
          onFinish={onFinish}
          onValuesChange={confirming.renew}
          footer={
            <Button block type="submit" color="primary" size="large" data-testid="confirm-submit">
              {t('resale.confirm')}
            </Button>
          }
        >
          <Form.Item>
            <div className="money-preview">
              <DetailRows
                rows={[
                  { label: t('resale.amount'), value: `${amountText(order.amount)} USDT` },
                  {
                    label: t('resale.feeCharged'),
                    value: `${amountText(order.resale?.fee ?? '0')} USDT`,
                  },
                ]}
              />
              <p className="money-preview-error">{t('resale.confirmNote')}</p>
            </div>
          </Form.Item>
          <PayPasswordField />
        </Form>
      </div>
    </FormSheet>
  );
}
