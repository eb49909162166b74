import { Button } from 'antd-mobile';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../../../components/card-skeleton.tsx';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { useSeed } from '../api/box.ts';

const RotateSheet = lazy(() => import('./rotate-sheet.tsx'));

/**
 * Why a box's draws are fair, and the user's means to check: the current server seed's hash (the
 * commitment), the client seed, the next nonce; changing the pair reveals the old server seed.
 */
export function FairnessPanel({ onVerify }: { onVerify: () => void }) {
  const { t } = useTranslation();
  const seed = useSeed();
  const [rotating, setRotating] = useState(false);
  return (
    <section className="box-section" data-testid="fairness-panel">
      <div className="section-title box-fair-title">
        <CheckShieldOutline /> {t('box.fair.title')}
      </div>
      <div className="box-card">
        <p className="nft-hint">{t('box.fair.explain')}</p>
        {seed.isPending && <CardSkeleton lines={3} />}
        {seed.isError && (
          <button type="button" className="link-button" onClick={() => void seed.refetch()}>
            {t('common.loadFailed')}
          </button>
        )}
        {seed.data && (
          <DetailRows
            rows={[
              {
                label: t('box.fair.serverSeedHash'),
                value: seed.data.serverSeedHash,
                mono: true,
                testId: 'seed-hash',
              },
              {
                label: t('box.fair.clientSeed'),
                value: seed.data.clientSeed,
                mono: true,
                testId: 'client-seed',
              },
              { label: t('box.fair.nonce'), value: seed.data.nonce, testId: 'seed-nonce' },
            ]}
          />
        )}
        <div className="box-card-actions">
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => setRotating(true)}
            data-testid="rotate-open"
          >
            {t('box.fair.rotate')}
          </Button>
          <Button size="small" color="primary" fill="none" onClick={onVerify} data-testid="verify-link">
            {t('box.fair.verify')}
          </Button>
        </div>
      </div>
      {rotating && (
        <Suspense>
          <RotateSheet onClose={() => setRotating(false)} />
        </Suspense>
      )}
    </section>
  );
}
