import { api, confirmBody, type NftOrder } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { useMoneyForm } from '../../../../components/money/money-form.tsx';
import { showToast } from '../../../../lib/indicators.ts';
import { securityRefusals } from '../../../../lib/security.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { PayForm } from '../../core/components/pay-form.tsx';
import '../../../../locales/resale/index.ts';

/**
 * The seller confirms that the buyer's payment arrived, with their payment password (and, with 2FA on,
 * its code): the copy moves to the buyer and the fee is taken, which cannot be undone — the sheet says so
 * above the button. A hold after a sensitive change refuses it, saying until when.
 */
export function ConfirmSheet({ order, onClose }: { order: NftOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshNft();
  // `POST /api/coupon/confirm`: the copy moves, the fee is taken. Whatever the answer, the NFT pages are
  // asked again.
  const confirming = useMoneyForm(api.resale.confirm, confirmBody, {
    ...securityRefusals,
    fixed: { id: order.id },
    onSettled: () => void refresh(),
    onDone: () => {
      showToast(t('resale.confirmed'), 'success');
      onClose();
    },
  });
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <PayForm
        testId="confirm-sheet"
        title={t('resale.confirm')}
        subtitle={order.seriesName}
        preview={[
          { label: t('resale.amount'), value: `${amountText(order.amount)} USDT` },
          { label: t('resale.feeCharged'), value: `${amountText(order.resale?.fee ?? '0')} USDT` },
        ]}
        note={<p className="money-preview-error">{t('resale.confirmNote')}</p>}
        submit={t('resale.confirm')}
        submitTestId="confirm-submit"
        secondFactor
        money={confirming}
      />
    </FormSheet>
  );
}
