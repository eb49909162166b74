import { AUCTION_TABS, type AuctionTab } from '@mcc/contract';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { useAuctions } from '../../features/nft/auctions/api/auction.ts';
import { AuctionCard } from '../../features/nft/auctions/components/auction-card.tsx';
import { serverOffset } from '../../features/nft/core/countdown.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/nft/core/nft.css';
import '../../features/nft/auctions/auction.css';
import '../../locales/nft/index.ts';
import '../../locales/auction/index.ts';

const pick = (value: string | null): AuctionTab =>
  AUCTION_TABS.includes(value as AuctionTab) ? (value as AuctionTab) : 'live';

/**
 * Auctions: what is live, what the user bids on, has won or lost, and their own listings; the tab
 * lives in the address (`?tab`), so the user centre and a reload land on the same view.
 */
export default function AuctionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = pick(params.get('tab'));
  return (
    <div data-testid="auction-page">
      <Tabs
        className="auction-tabs"
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {AUCTION_TABS.map((name) => (
          <Tabs.Tab key={name} title={t(`auction.tabs.${name}`)} />
        ))}
      </Tabs>
      <AuctionList key={tab} tab={tab} />
    </div>
  );
}

function AuctionList({ tab }: { tab: AuctionTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useAuctions(tab);
  const first = list.data?.pages[0]?.list[0];
  const offset = first ? serverOffset(first.now, list.dataUpdatedAt) : 0;
  const empty = list.isSuccess && (list.data.pages[0]?.list.length ?? 0) === 0;
  return (
    <>
      <PagedList
        grid
        query={list}
        testId="auction-list"
        empty={t(`auction.empty.${tab}`)}
        render={(a) => (
          <AuctionCard
            auction={a}
            offset={offset}
            onOpen={() => navigate(`${paths.auctionDetail}?id=${a.id}`)}
            onTimeUp={() => void list.refetch()}
          />
        )}
      />
      {empty && tab !== 'live' && (
        <div className="nft-empty-action">
          <Button
            color="primary"
            fill="outline"
            onClick={() =>
              tab === 'mine'
                ? navigate(`${paths.nft}?tab=mine`)
                : navigate(`${paths.auction}?tab=live`, { replace: true })
            }
          >
            {tab === 'mine' ? t('auction.myNfts') : t('auction.browse')}
          </Button>
        </div>
      )}
    </>
  );
}
