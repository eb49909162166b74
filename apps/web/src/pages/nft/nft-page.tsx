import type { NftOrder, SeriesState } from '@mcc/contract';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { useHeldCopies, useSeriesList } from '../../features/nft/catalog/api/catalog.ts';
import { HeldCopyCard } from '../../features/nft/catalog/components/held-copy-card.tsx';
import { SeriesCard } from '../../features/nft/catalog/components/series-card.tsx';
import { useRefreshNft, useSeriesDetail } from '../../features/nft/core/api/nft.ts';
import { orderPath } from '../../features/nft/core/order-path.ts';
import { useOrders } from '../../features/nft/sale/api/orders.ts';
import { OrderCard } from '../../features/nft/sale/components/order-card.tsx';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { useViewTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/nft/core/nft.css';
import '../../features/nft/catalog/catalog.css';
import '../../features/nft/sale/sale.css';
import '../../locales/nft/index.ts';
import '../../locales/resale/index.ts';

const BuySheet = lazy(() => import('../../features/nft/sale/components/buy-sheet.tsx'));

const TABS = ['series', 'mine', 'orders'] as const;
type Tab = (typeof TABS)[number];
const FILTERS = ['all', 'on_sale', 'sold_out', 'upcoming'] as const;
type Filter = (typeof FILTERS)[number];
/** Where an empty "my NFTs" or "my orders" leads: the collections on sale now. */
const ON_SALE = `${paths.nft}?tab=series&status=on_sale`;

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/**
 * NFT: the collections (filtered by state, endless scroll), the copies the user holds ("my NFTs") and
 * their orders. The tab and the filters live in the address (`?tab`, `?status`, `?role`), so the user centre's
 * links and a reload land on the same view.
 */
export default function NftPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = pick<Tab>(params.get('tab'), TABS, 'series');
  const filter = pick<Filter>(params.get('status'), FILTERS, 'all');
  // The collections are what the route's title says; the other two tabs are the user's own.
  useViewTitle(tab === 'series' ? undefined : t(`nft.tabs.${tab}`));
  return (
    <div data-testid="nft-page">
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {TABS.map((name) => (
          <Tabs.Tab key={name} title={t(`nft.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'series' && (
        <SeriesTab filter={filter} onFilter={(status) => setParams({ tab, status }, { replace: true })} />
      )}
      {tab === 'mine' && <MineTab />}
      {tab === 'orders' && (
        <OrdersTab
          role={pick<Role>(params.get('role'), ROLES, 'all')}
          onRole={(role) => setParams({ tab, role }, { replace: true })}
        />
      )}
    </div>
  );
}

function SeriesTab({ filter, onFilter }: { filter: Filter; onFilter: (f: Filter) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSeriesList(filter as Exclude<SeriesState, 'ended'> | 'all');
  return (
    <>
      <CapsuleTabs activeKey={filter} onChange={(key) => onFilter(key as Filter)} className="nft-filters">
        {FILTERS.map((f) => (
          <CapsuleTabs.Tab key={f} title={t(`nft.filters.${f}`)} />
        ))}
      </CapsuleTabs>
      <PagedList
        grid
        query={list}
        testId="series-list"
        empty={t('nft.emptySeries')}
        render={(s) => <SeriesCard series={s} onOpen={() => navigate(`${paths.nftDetail}?id=${s.id}`)} />}
      />
    </>
  );
}

function MineTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copies = useHeldCopies();
  return (
    <PagedList
      grid
      query={copies}
      testId="held-copy-list"
      empty={t('nft.emptyMine')}
      emptyAction={{ label: t('nft.browse'), to: ON_SALE }}
      render={(c) => <HeldCopyCard copy={c} onOpen={() => navigate(`${paths.nftDetail}?copy=${c.id}`)} />}
    />
  );
}

const ROLES = ['all', 'buyer', 'seller'] as const;
type Role = (typeof ROLES)[number];

/**
 * The user's orders, bought and sold (`?role`): an unpaid primary one is paid from here in the buy
 * sheet, against its deadline; a resale one opens its order view, where its next step is.
 */
function OrdersTab({ role, onRole }: { role: Role; onRole: (r: Role) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = useOrders(undefined, role === 'all' ? undefined : role);
  const refresh = useRefreshNft();
  const [paying, setPaying] = useState<NftOrder>();
  return (
    <>
      <CapsuleTabs activeKey={role} onChange={(key) => onRole(key as Role)} className="nft-filters">
        {ROLES.map((r) => (
          <CapsuleTabs.Tab key={r} title={t(`resale.roles.${r}`)} />
        ))}
      </CapsuleTabs>
      <PagedList
        query={orders}
        testId="order-list"
        empty={t('nft.emptyOrders')}
        emptyAction={{ label: t('nft.browse'), to: ON_SALE }}
        render={(o) => (
          <OrderCard
            order={o}
            receivedAt={orders.dataUpdatedAt}
            onPay={() => (o.kind === 'resale' ? navigate(orderPath(o.id)) : setPaying(o))}
            onExpire={() => void refresh()}
            onOpenSeries={() =>
              navigate(o.kind === 'resale' ? orderPath(o.id) : `${paths.nftDetail}?id=${o.seriesId}`)
            }
          />
        )}
      />
      {paying && <PaySheet order={paying} onClose={() => setPaying(undefined)} />}
    </>
  );
}

/** The buy sheet over an unpaid order: the series' detail tells what the user may buy, the order what they owe. */
function PaySheet({ order, onClose }: { order: NftOrder; onClose: () => void }) {
  const series = useSeriesDetail(order.seriesId);
  const available = useWalletSummary().data?.main.USDT.available;
  if (!series.data) return null;
  return (
    <Suspense>
      <BuySheet
        series={series.data}
        pending={order}
        open
        available={available}
        onClose={onClose}
        onPaid={onClose}
      />
    </Suspense>
  );
}
