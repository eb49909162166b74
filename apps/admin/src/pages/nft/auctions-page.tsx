import { type AdminAuction, AUCTION_STATES, adminApi } from '@mcc/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, SearchFilter, StateFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useNftAuctions } from '../../features/nft/auctions/api.ts';
import { AUCTION_TABLE_WIDTH, useAuctionColumns } from '../../features/nft/auctions/auction-columns.tsx';
import { useCan } from '../../lib/operator.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const AuctionModal = lazy(() =>
  import('../../features/nft/auctions/auction-form.tsx').then((m) => ({ default: m.AuctionModal })),
);

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(AUCTION_STATES),
  ...sortBy(['startsAt', 'endsAt', 'bids'] as const),
};

/**
 * Auctions, owners' and the platform's, newest first: who sells and who leads (the page needs
 * `users.read`), by the day they start, an id, a user or the series' name, and state. Starting a platform auction and cancelling one nobody has bid on need
 * `content.write`, and the controls for it show only to those who have it.
 */
export default function AuctionsPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const auctions = useNftAuctions(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<never>();
  const columns = useAuctionColumns(mayWrite);

  return (
    <ListPage<AdminAuction>
      testId="nft-auctions-page"
      title={t('menu.nftAuctions')}
      extra={mayWrite && form.newButton(t('auctions.new'), 'new-auction')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['id', 'userId', 'uid', 'name']} width={220} />
          <StateFilter states={AUCTION_STATES} texts="auctions.states" />
        </>
      }
      query={list}
      list={auctions}
      listId="nft-auctions"
      exportCall={{ route: adminApi.auctions.export, query: list.query, name: 'nft-auctions' }}
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
