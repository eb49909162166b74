import type { PledgeOrder, PledgeProduct } from '@mcc/contract';
import { Empty, Grid } from 'antd-mobile';
import { AppstoreOutline, TeamOutline, UnorderedListOutline, UserAddOutline } from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { usePledgeIndex, usePledgeTotal } from '../../features/pledge/api/pledge.ts';
import { PledgeNav } from '../../features/pledge/components/pledge-nav.tsx';
import { PledgeSummary } from '../../features/pledge/components/pledge-summary.tsx';
import { ProductCard } from '../../features/pledge/components/product-card.tsx';
import { paths, type RouteName } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

const StakeSheet = lazy(() => import('../../features/pledge/components/stake-sheet.tsx'));

/** The AI quant area's other pages, one tap from its entry. */
const SHORTCUTS: { name: RouteName; icon: ReactNode }[] = [
  { name: 'pledgeOrder', icon: <UnorderedListOutline /> },
  { name: 'coinMix', icon: <AppstoreOutline /> },
  { name: 'team', icon: <TeamOutline /> },
  { name: 'promote', icon: <UserAddOutline /> },
];

/**
 * AI quant, the entry page `/`: its own navigation bar, the user's figures, shortcuts, and the open
 * products; "stake" opens a sheet with the amount, the expected earnings and the payment password.
 */
export default function PledgePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = usePledgeIndex();
  const products = index.data?.products;
  const total = usePledgeTotal().data;
  const [picked, setPicked] = useState<PledgeProduct>();
  const [sheetOpen, setSheetOpen] = useState(false);

  const onStaked = (order: PledgeOrder) => {
    setSheetOpen(false);
    navigate(`${paths.pledgeDetail}?id=${order.id}`);
  };

  return (
    <div data-testid="pledge-page">
      <PledgeNav />
      <PledgeSummary total={total} />
      <Grid columns={4} className="area-grid">
        {SHORTCUTS.map((s) => (
          <Grid.Item key={s.name} onClick={() => navigate(paths[s.name])}>
            {s.icon}
            <span>{t(`routes.${s.name}`)}</span>
          </Grid.Item>
        ))}
      </Grid>
      <div className="section-title">{t('pledge.products')}</div>
      <div className="product-list">
        {index.isPending && <CardSkeleton title lines={3} />}
        {index.isError && (
          <ErrorState title={t('common.requestError')} onRetry={() => void index.refetch()} />
        )}
        {products?.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            onStake={() => {
              setPicked(product);
              setSheetOpen(true);
            }}
          />
        ))}
      </div>
      {products?.length === 0 && <Empty description={t('pledge.noProducts')} />}
      {picked && (
        <Suspense fallback={null}>
          <StakeSheet
            product={picked}
            open={sheetOpen}
            available={total?.available}
            onClose={() => setSheetOpen(false)}
            onStaked={onStaked}
          />
        </Suspense>
      )}
    </div>
  );
}
