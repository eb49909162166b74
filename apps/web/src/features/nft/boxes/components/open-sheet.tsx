import { api, type BoxOpenAnswer, boxOpenBody, type NftBox, type SeedPair } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText, payText } from '../../../../components/money/amount.tsx';
import { useMoneyForm } from '../../../../components/money/money-form.tsx';
import { useRefreshNft } from '../../core/api/nft.ts';
import { PayForm } from '../../core/components/pay-form.tsx';
import { priceTimes } from '../../core/price.ts';
import '../../../../locales/box/index.ts';

/**
 * Paying for `count` opens of a box with the payment password: what it costs, what the user has, and
 * the nonces of their seed pair the draws will use (so they can be checked later). Its code loads when
 * a user first taps an open button.
 */
export default function OpenSheet({
  box,
  count,
  seed,
  available,
  onClose,
  onOpened,
}: {
  box: NftBox;
  count: number;
  seed?: SeedPair;
  available?: string;
  onClose: () => void;
  onOpened: (answer: BoxOpenAnswer) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshNft();
  // `POST /api/nft/box/open`: pays and draws `count` copies; answers them and the seed pair after.
  // Whatever the answer, the NFT pages are asked again.
  const opening = useMoneyForm(api.boxes.open, boxOpenBody, {
    fixed: { boxId: box.id, count },
    onSettled: () => void refresh(),
    onDone: onOpened,
  });
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <PayForm
        testId="open-sheet"
        title={t('box.pay.title', { name: box.name })}
        subtitle={`${amountText(box.price, box.asset)} ${box.asset} / ${t('box.perOpen')}`}
        preview={[
          { label: t('box.pay.count'), value: count },
          { label: t('box.pay.unitPrice'), value: payText(box.price, box.asset) },
          {
            label: t('box.pay.total'),
            value: payText(priceTimes(box.price, count), box.asset),
            testId: 'open-total',
          },
        ]}
        note={
          <>
            {available && (
              <p className="nft-hint">
                {t('box.pay.available', { amount: amountText(available, box.asset), asset: box.asset })}
              </p>
            )}
            {seed && (
              <p className="nft-hint">
                {t('box.pay.nonces', { from: seed.nonce, to: seed.nonce + count - 1 })}
              </p>
            )}
          </>
        }
        submit={t('box.pay.submit')}
        submitTestId="open-submit"
        money={opening}
      />
    </FormSheet>
  );
}
