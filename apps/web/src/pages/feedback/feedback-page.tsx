import type { AppealDetail, AppealMessage, AppealSummary } from '@mcc/contract';
import { Image, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { DetailRows } from '../../components/detail-rows.tsx';
import { amountText } from '../../components/money/amount.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useRefreshNft } from '../../features/nft/core/api/nft.ts';
import { orderPath } from '../../features/nft/core/order-path.ts';
import { useAppeal, useAppeals } from '../../features/nft/resale/api/resale.ts';
import { useOrder } from '../../features/nft/sale/api/orders.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { formatTime } from '../../lib/format.ts';
import { idParam } from '../../lib/id-param.ts';
import { showToast } from '../../lib/indicators.ts';
import { paths } from '../../lib/routes.ts';
import { LoadFailure } from '../nft/load-failure.tsx';
import { AppealHowTo } from './appeal-how-to.tsx';
import { EvidenceForm, REASONS_FOR } from './evidence-form.tsx';
import '../../features/nft/core/nft.css';
import '../../features/nft/sale/sale.css';
import '../../features/nft/resale/resale.css';
import '../../locales/nft/index.ts';
import '../../locales/resale/index.ts';

/**
 * Order appeals (the spec's `/pages/feedback/feedback`): `?orderId=` opens one for a resale order,
 * `?id=` shows one with its thread (and, while open, adds to it), and without either the user's appeals
 * under how one is started (from a paid resale order).
 */
export default function FeedbackPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const orderId = idParam(params.get('orderId'));
  if (id) return <AppealView id={id} />;
  if (orderId) return <OpenAppeal orderId={orderId} />;
  return <AppealList />;
}

function AppealRow({ appeal, onOpen }: { appeal: AppealSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="nft-order-head appeal-row"
      onClick={onOpen}
      data-testid={`appeal-${appeal.id}`}
    >
      <img src={assetUrl(appeal.image)} alt="" loading="lazy" width={48} height={48} />
      <div>
        <div className="nft-card-name">{appeal.seriesName}</div>
        <small>
          {t(`resale.reasons.${appeal.reason}`)} · {formatTime(appeal.createdAt)}
        </small>
      </div>
      <span className={`appeal-state appeal-${appeal.status}`}>
        {t(`resale.appealState.${appeal.status}`)}
      </span>
    </button>
  );
}

function AppealList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appeals = useAppeals();
  return (
    <div data-testid="appeal-list-page">
      <AppealHowTo />
      <PagedList
        query={appeals}
        header={t('resale.appeals')}
        testId="appeal-list"
        empty={t('resale.noAppeals')}
        render={(a) => <AppealRow appeal={a} onOpen={() => navigate(`${paths.feedback}?id=${a.id}`)} />}
      />
    </div>
  );
}

/** Opening an appeal: the order it is about, then the reason, the story and the evidence. */
function OpenAppeal({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const refresh = useRefreshNft();
  if (order.isPending) return <CardSkeleton title lines={6} />;
  if (order.isError) return <LoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  // An order already in appeal is followed there instead.
  const existing = o.resale?.appealId;
  if (existing) return <Navigate to={`${paths.feedback}?id=${existing}`} replace />;
  return (
    <div data-testid="appeal-open-page" className="appeal-page">
      <h2 className="appeal-title">{t('resale.openTitle', { id: o.id })}</h2>
      <button type="button" className="nft-order-head" onClick={() => navigate(orderPath(o.id))}>
        <img src={assetUrl(o.image)} alt="" width={48} height={48} />
        <div>
          <div className="nft-card-name">{o.seriesName}</div>
          <small>
            {amountText(o.amount)} USDT · {t(`nft.orderStatus.${o.status}`)}
          </small>
        </div>
      </button>
      <EvidenceForm
        orderId={o.id}
        reasons={REASONS_FOR[o.role]}
        submitLabel={t('resale.submit')}
        onSent={(appeal) => {
          showToast(t('resale.submitted'), 'success');
          void refresh();
          navigate(`${paths.feedback}?id=${appeal.id}`, { replace: true });
        }}
      />
    </div>
  );
}

function Message({ message }: { message: AppealMessage }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<string>();
  return (
    <div className={`appeal-message appeal-from-${message.from}${message.mine ? ' appeal-mine' : ''}`}>
      <small>
        {message.mine ? t('resale.you') : t(`resale.from.${message.from}`)} · {formatTime(message.at)}
      </small>
      <p>{message.text}</p>
      {message.images.length > 0 && (
        <div className="appeal-images">
          {message.images.map((url) => (
            <button key={url} type="button" className="appeal-image" onClick={() => setZoom(url)}>
              <Image src={assetUrl(url)} width={72} height={72} fit="cover" />
            </button>
          ))}
        </div>
      )}
      {zoom && <ImageViewer image={assetUrl(zoom)} visible onClose={() => setZoom(undefined)} />}
    </div>
  );
}

function AppealView({ id }: { id: number }) {
  const appeal = useAppeal(id);
  if (appeal.isPending) return <CardSkeleton title lines={8} />;
  if (appeal.isError) return <LoadFailure error={appeal.error} onRetry={() => void appeal.refetch()} />;
  return <AppealThread appeal={appeal.data} onChanged={() => void appeal.refetch()} />;
}

/** An appeal: where it stands (the decision and the operator's word once decided), its order, the thread. */
function AppealThread({ appeal, onChanged }: { appeal: AppealDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshNft();
  return (
    <div data-testid="appeal-page" data-status={appeal.status} className="appeal-page">
      <section className={`nft-order-banner appeal-${appeal.status}`}>
        <small>{t(`resale.openedBy.${appeal.openedBy}`)}</small>
        <strong data-testid="appeal-state">
          {appeal.decision
            ? t(`resale.decision.${appeal.decision}`)
            : t(`resale.appealState.${appeal.status}`)}
        </strong>
      </section>
      <button type="button" className="nft-order-head" onClick={() => navigate(orderPath(appeal.orderId))}>
        <img src={assetUrl(appeal.image)} alt="" width={48} height={48} />
        <div>
          <div className="nft-card-name">{appeal.seriesName}</div>
          <small>{t('nft.serial', { serial: appeal.serial, supply: appeal.order.supply })}</small>
        </div>
        <span className="nft-order-status">{t('resale.viewOrder')}</span>
      </button>
      <DetailRows
        rows={[
          { label: t('resale.reason'), value: t(`resale.reasons.${appeal.reason}`) },
          { label: t('resale.amount'), value: `${amountText(appeal.order.amount)} USDT` },
          { label: t('resale.openedAt'), value: formatTime(appeal.createdAt) },
          ...(appeal.decidedAt
            ? [{ label: t('resale.decidedAt'), value: formatTime(appeal.decidedAt) }]
            : []),
          ...(appeal.note ? [{ label: t('resale.note'), value: appeal.note, testId: 'appeal-note' }] : []),
        ]}
      />
      <div className="section-title">{t('resale.thread')}</div>
      <div className="appeal-thread" data-testid="appeal-thread">
        {appeal.messages.map((m) => (
          <Message key={`${m.at}:${m.from}:${m.text}`} message={m} />
        ))}
      </div>
      {appeal.status === 'open' && (
        <>
          <div className="section-title">{t('resale.add')}</div>
          <EvidenceForm
            orderId={appeal.orderId}
            submitLabel={t('resale.send')}
            onSent={() => {
              showToast(t('resale.sent'), 'success');
              void refresh();
              onChanged();
            }}
          />
        </>
      )}
    </div>
  );
}
