import type { AuctionDetail } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { AmountField } from '../../../../components/money/amount-field.tsx';
import { PayPasswordField, usePayPasswordCheck } from '../../../../components/money/pay-password-field.tsx';
import { useMoneySubmit } from '../../../../components/money/use-money-submit.ts';
import { showToast } from '../../../../lib/indicators.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { submitBid } from '../api/auction.ts';
import { bidProblem, minimumInput } from '../bid-check.ts';
import '../../../../locales/auction/index.ts';

interface Values {
  amount: string;
  payPassword: string;
}

/**
 * Bidding: the amount (prefilled with the minimum next bid, checked as typed against it and the USDT
 * available, since the whole bid is held), the payment password. Its code loads when a user first taps
 * "bid". Whatever the answer, the auction is asked again (a refused bid may mean someone bid first).
 */
export default function BidSheet({
  auction: a,
  available,
  onClose,
  onPlaced,
}: {
  auction: AuctionDetail;
  available?: string;
  onClose: () => void;
  onPlaced: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const checkPayPassword = usePayPasswordCheck();
  const bidding = useMoneySubmit(submitBid);
  const refresh = useRefreshNft();
  const typed = Form.useWatch('amount', form);
  const problem = bidProblem(typed, a.minimumBid, available);
  const problemText =
    problem === 'tooLow'
      ? t('auction.sheet.tooLow', { amount: amountText(minimumInput(a.minimumBid)) })
      : problem === 'tooMuch'
        ? t('auction.sheet.tooMuch')
        : undefined;

  const onFinish = async (values: Values) => {
    if (problem || !(await checkPayPassword())) return;
    const placed = await bidding.run({ id: a.id, amount: values.amount, payPassword: values.payPassword });
    void refresh();
    if (!placed) return;
    showToast(t('auction.sheet.placed'), 'success');
    onPlaced();
  };
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <div data-testid="bid-sheet">
        <div className="nft-sheet-head">
          <h2>{t('auction.sheet.title', { name: a.seriesName })}</h2>
          <span>
            {t('auction.sheet.minimum')} {amountText(minimumInput(a.minimumBid))} USDT
          </span>
        </div>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ amount: minimumInput(a.minimumBid) }}
          onFinish={onFinish}
          onValuesChange={bidding.renew}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              disabled={problem !== undefined}
              data-testid="bid-submit"
            >
              {t('auction.sheet.submit')}
            </Button>
          }
        >
          <AmountField
            label={t('auction.sheet.amount')}
            placeholder={t('auction.sheet.placeholder', { amount: amountText(minimumInput(a.minimumBid)) })}
            availableText={(amount) => t('auction.sheet.available', { amount })}
            available={available}
            allLabel={t('auction.sheet.all')}
            onAll={() => form.setFieldValue('amount', minimumInput(a.minimumBid))}
            problem={problemText}
            testId="bid-amount"
          />
          <Form.Item>
            <div className="money-preview">
              <DetailRows
                rows={[
                  {
                    label: t('auction.current'),
                    value: a.leadingBid ? `${amountText(a.leadingBid)} USDT` : t('auction.noBids'),
                  },
                  { label: t('auction.minimum'), value: `${amountText(minimumInput(a.minimumBid))} USDT` },
                ]}
              />
              <p className="nft-hint">{t('auction.holdNote')}</p>
            </div>
          </Form.Item>
          <PayPasswordField />
        </Form>
      </div>
    </FormSheet>
  );
}
