import type { AdminAuction } from '@mcc/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useCancelAuction } from './api.ts';

/**
 * An auction's Cancel, offered while nobody has bid: it asks first (a platform copy goes back to its
 * series, an owner's copy back to its owner). A failure has been shown by the request client already.
 */
export function CancelAuctionButton({ auction }: { auction: AdminAuction }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const cancel = useCancelAuction();
  const copy = auction.serial === null ? auction.seriesName : `${auction.seriesName} #${auction.serial}`;
  return (
    <Button
      size="small"
      danger
      loading={cancel.isPending}
      data-testid={`cancel-auction-${auction.id}`}
      onClick={() =>
        modal.confirm({
          title: t('auctions.cancelConfirm', { id: auction.id, name: copy }),
          content: t(auction.sellerId === null ? 'auctions.cancelTextPlatform' : 'auctions.cancelTextOwner'),
          okText: t('auctions.cancel'),
          okButtonProps: { danger: true },
          cancelText: t('common.back'),
          onOk: () =>
            cancel
              .mutateAsync(auction.id)
              .then(() => notify.success(t('auctions.cancelled')))
              .catch(() => {}),
        })
      }
    >
      {t('auctions.cancel')}
    </Button>
  );
}
