import type { BoxDraw, BoxOpenAnswer } from '@mcc/contract';
import { Button, CapsuleTabs, Empty } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useBox, useBoxDraws, useBoxes, useSeed } from '../../features/nft/boxes/api/box.ts';
import { BoxHero } from '../../features/nft/boxes/components/box-hero.tsx';
import { BoxOpenBar, type OpenCount } from '../../features/nft/boxes/components/box-open-bar.tsx';
import { BoxPool } from '../../features/nft/boxes/components/box-pool.tsx';
import { BoxReveal } from '../../features/nft/boxes/components/box-reveal.tsx';
import { DrawRow } from '../../features/nft/boxes/components/draw-row.tsx';
import { FairnessPanel } from '../../features/nft/boxes/components/fairness-panel.tsx';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { idParam } from '../../lib/id-param.ts';
import { paths } from '../../lib/routes.ts';
import { LoadFailure } from './load-failure.tsx';
import '../../features/nft/core/nft.css';
import '../../features/nft/boxes/box.css';
import '../../features/nft/boxes/box-reveal.css';
import '../../locales/nft/index.ts';
import '../../locales/box/index.ts';

const OpenSheet = lazy(() => import('../../features/nft/boxes/components/open-sheet.tsx'));

/** Where a draw is verified, and where its copy is. */
const verifyPath = (draw: BoxDraw) => `${paths.nftVerify}?draw=${draw.id}`;
const copyPath = (draw: BoxDraw) => `${paths.nftDetail}?copy=${draw.copyId}`;

/**
 * Blind boxes: `?id=` one box; without it the first open one (else the first), with the others a tap
 * away when there are several. A box shows its price and state, its pool with the odds, the user's seed
 * pair (provably fair) and their draws from it; opening pays in a sheet and reveals what was drawn.
 */
export default function LuckboxPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wanted = idParam(params.get('id'));
  const boxes = useBoxes();
  const list = boxes.data?.list ?? [];
  const shown = wanted ?? (list.find((b) => b.status === 'open') ?? list[0])?.id;
  if (shown === undefined) {
    if (boxes.isPending) return <CardSkeleton title lines={8} />;
    if (boxes.isError)
      return <ErrorState title={t('common.requestError')} onRetry={() => void boxes.refetch()} />;
    return (
      <div className="nft-empty-page" data-testid="luckbox-empty">
        <Empty description={t('box.empty')} />
        <Button color="primary" onClick={() => navigate(`${paths.nft}?tab=series&status=on_sale`)}>
          {t('box.browse')}
        </Button>
      </div>
    );
  }
  return (
    <div data-testid="luckbox-page">
      {list.length > 1 && (
        <CapsuleTabs
          activeKey={String(shown)}
          onChange={(key) => setParams({ id: key }, { replace: true })}
          className="nft-filters"
        >
          {list.map((b) => (
            <CapsuleTabs.Tab key={b.id} title={b.name} />
          ))}
        </CapsuleTabs>
      )}
      <BoxView key={shown} id={shown} />
    </div>
  );
}

function BoxView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useBox(id);
  const seed = useSeed();
  const draws = useBoxDraws(id);
  const summary = useWalletSummary();
  const [opening, setOpening] = useState<OpenCount>();
  const [revealed, setRevealed] = useState<BoxDraw[]>();
  if (box.isPending) return <CardSkeleton title lines={8} />;
  if (box.isError) return <LoadFailure error={box.error} onRetry={() => void box.refetch()} />;
  const b = box.data;
  const onOpened = (answer: BoxOpenAnswer) => {
    setOpening(undefined);
    setRevealed(answer.draws);
  };
  return (
    <div className="nft-detail box-view">
      <BoxHero box={b} receivedAt={box.dataUpdatedAt} onOpens={() => void box.refetch()} />
      <BoxPool pool={b.pool} />
      <FairnessPanel onVerify={() => navigate(paths.nftVerify)} />
      <section className="box-section">
        <PagedList
          query={draws}
          header={t('box.draws.title')}
          testId="draw-list"
          empty={t('box.draws.empty')}
          render={(draw) => (
            <DrawRow
              draw={draw}
              onOpen={() => navigate(copyPath(draw))}
              onVerify={() => navigate(verifyPath(draw))}
            />
          )}
        />
      </section>
      <BoxOpenBar box={b} onOpen={setOpening} />
      {opening && (
        <Suspense>
          <OpenSheet
            box={b}
            count={opening}
            seed={seed.data}
            available={summary.data?.main[b.asset].available}
            onClose={() => setOpening(undefined)}
            onOpened={onOpened}
          />
        </Suspense>
      )}
      {revealed && (
        <BoxReveal
          draws={revealed}
          onMine={() => navigate(`${paths.nft}?tab=mine`)}
          onClose={() => setRevealed(undefined)}
        />
      )}
    </div>
  );
}
