import type { AdminAuction } from '@mcc/contract';
import { Button, Card, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useNftAuctions } from '../../features/nft/auctions/api.ts';
import { AUCTION_TABLE_WIDTH, useAuctionColumns } from '../../features/nft/auctions/auction-columns.tsx';
import { useCan } from '../../lib/operator.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const AuctionModal = lazy(() =>
  import('../../features/nft/auctions/auction-form.tsx').then((m) => ({ default: m.AuctionModal })),
);

const LIMIT = 20;
const NO_FILTERS = [] as const;

/**
 * Auctions, owners' and the platform's, newest first: who sells and who leads (the page needs
 * `users.read`). Starting a platform auction and cancelling one nobody has bid on need
 * `content.write`, and the controls for it show only to those who have it.
 */
export default function AuctionsPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(NO_FILTERS);
  const { data, isFetching } = useNftAuctions(page, LIMIT);
  const mayWrite = useCan('content.write');
  const [creating, setCreating] = useState(false);
  const columns = useAuctionColumns(mayWrite);

  return (
    <div data-testid="nft-auctions-page">
      <PageHeader
        title={t('menu.nftAuctions')}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="new-auction">
              {t('auctions.new')}
            </Button>
          )
        }
      />
      <Card>
        <Table<AdminAuction>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: AUCTION_TABLE_WIDTH }}
          data-testid="auction-table"
          columns={columns}
        />
      </Card>
      {creating && (
        <Suspense fallback={null}>
          <AuctionModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
