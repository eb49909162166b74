import type { AdminAuction } from '@mcc/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useNftAuctions } from '../../features/nft/auctions/api.ts';
import { AUCTION_TABLE_WIDTH, useAuctionColumns } from '../../features/nft/auctions/auction-columns.tsx';
import { useCan } from '../../lib/operator.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const AuctionModal = lazy(() =>
  import('../../features/nft/auctions/auction-form.tsx').then((m) => ({ default: m.AuctionModal })),
);

const NO_FILTERS = {};

/**
 * Auctions, owners' and the platform's, newest first: who sells and who leads (the page needs
 * `users.read`). Starting a platform auction and cancelling one nobody has bid on need
 * `content.write`, and the controls for it show only to those who have it.
 */
export default function AuctionsPage() {
  const { t } = useTranslation();
  const list = useListQuery(NO_FILTERS);
  const auctions = useNftAuctions(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<never>();
  const columns = useAuctionColumns(mayWrite);

  return (
    <ListPage<AdminAuction>
      testId="nft-auctions-page"
      title={t('menu.nftAuctions')}
      extra={mayWrite && form.newButton(t('auctions.new'), 'new-auction')}
      query={list}
      list={auctions}
      scrollX={AUCTION_TABLE_WIDTH}
      tableTestId="auction-table"
      columns={columns}
    >
      {form.form((_, onClose) => (
        <AuctionModal onClose={onClose} />
      ))}
    </ListPage>
  );
}
