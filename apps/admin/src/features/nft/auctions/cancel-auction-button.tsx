import type { AdminAuction } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/form/confirm-button.tsx';
import { useCancelAuction } from './api.ts';

/**
 * An auction's Cancel, offered while nobody has bid: it asks first (a platform copy goes back to its
 * series, an owner's copy back to its owner).
 */
export function CancelAuctionButton({ auction }: { auction: AdminAuction }) {
  const { t } = useTranslation();
  const cancel = useCancelAuction();
  const copy = auction.serial === null ? auction.seriesName : `${auction.seriesName} #${auction.serial}`;
  return (
    <ConfirmButton
      label={t('auctions.cancel')}
      title={t('auctions.cancelConfirm', { id: auction.id, name: copy })}
      content={t(auction.sellerId === null ? 'auctions.cancelTextPlatform' : 'auctions.cancelTextOwner')}
      backText={t('common.back')}
      run={() => cancel.mutateAsync(auction.id)}
      done={t('auctions.cancelled')}
      testId={`cancel-auction-${auction.id}`}
    />
  );
}
