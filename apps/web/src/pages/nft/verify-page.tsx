import type { BoxDraw } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { useDraw, useRotateSeed } from '../../features/nft/boxes/api/box.ts';
import { useSeriesFaces } from '../../features/nft/boxes/api/series-faces.ts';
import { HowItWorks } from '../../features/nft/boxes/components/how-it-works.tsx';
import { Thumb } from '../../features/nft/boxes/components/thumb.tsx';
import { drawValues, VerifyForm } from '../../features/nft/boxes/components/verify-form.tsx';
import { RarityTag } from '../../features/nft/core/components/rarity-tag.tsx';
import { formatTime } from '../../lib/format.ts';
import { idParam } from '../../lib/id-param.ts';
import { LoadFailure } from './load-failure.tsx';
import '../../features/nft/core/nft.css';
import '../../features/nft/boxes/box.css';
import '../../features/nft/boxes/verify.css';
import '../../locales/nft/index.ts';
import '../../locales/box/index.ts';

/**
 * Verifying a draw in the browser. Anyone may type a draw's inputs (no sign-in needed: nothing is
 * asked of the server but, when signed in, the boxes' series names); `?draw=` one of the signed-in
 * user's draws fills them in and verifies it at once, or, while its pair is not rotated yet, offers to
 * rotate it so its server seed is revealed. How the fair draw works is a tap away, in plain words.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const drawId = idParam(params.get('draw'));
  return (
    <div className="verify-page" data-testid="verify-page">
      <p className="box-intro">{t('verify.intro')}</p>
      <HowItWorks />
      {drawId ? <RecordedDraw id={drawId} /> : <TypedDraw />}
    </div>
  );
}

/** Inputs typed by anyone; the series of the published boxes are named when the visitor is signed in. */
function TypedDraw() {
  return <VerifyForm faces={useSeriesFaces()} />;
}

function RecordedDraw({ id }: { id: number }) {
  const draw = useDraw(id);
  const faces = useSeriesFaces(draw.data?.boxId);
  if (draw.isPending) return <CardSkeleton title lines={8} />;
  if (draw.isError) return <LoadFailure error={draw.error} onRetry={() => void draw.refetch()} />;
  const d = draw.data;
  return (
    <>
      <DrawSummary draw={d} />
      {d.serverSeed === null && <NotRevealed />}
      {/* Remounted once the seed is revealed: the form then opens with it and verifies. */}
      <VerifyForm
        key={d.serverSeed ?? 'hidden'}
        initial={drawValues(d)}
        recordedPick={d.pick}
        faces={faces}
      />
    </>
  );
}

function DrawSummary({ draw }: { draw: BoxDraw }) {
  const { t } = useTranslation();
  return (
    <div className="box-card verify-draw" data-testid="verify-draw">
      <Thumb image={draw.image} alt={draw.seriesName} size={56} />
      <div>
        <small>{t('verify.draw', { id: draw.id, box: draw.boxName })}</small>
        <strong>{draw.seriesName}</strong>
        <span>
          <RarityTag rarity={draw.rarity} /> {t('nft.serial', { serial: draw.serial, supply: draw.supply })}
        </span>
        <small>{formatTime(draw.createdAt)}</small>
      </div>
    </div>
  );
}

/** The pair is still in use: its server seed comes out only by rotating (which refetches the draw). */
function NotRevealed() {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const [busy, setBusy] = useState(false);
  const onRotate = async () => {
    setBusy(true);
    // A refusal has been toasted by the request client.
    await rotate().catch(() => undefined);
    setBusy(false);
  };
  return (
    <div className="box-card verify-hidden" data-testid="verify-not-revealed">
      <p>{t('verify.notRevealed')}</p>
      <Button color="primary" loading={busy} onClick={() => void onRotate()} data-testid="verify-rotate">
        {t('verify.rotate')}
      </Button>
    </div>
  );
}
