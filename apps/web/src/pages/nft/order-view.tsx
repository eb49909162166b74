import { api, type NftOrder, RESALE_PAY_MINUTES, type ResaleFacts } from '@mcc/contract';
import { Button, Dialog, Image, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { DetailRows } from '../../components/detail-rows.tsx';
import { amountText } from '../../components/money/amount.tsx';
import { useMoneyCall } from '../../components/money/use-money-submit.ts';
import { useRefreshNft } from '../../features/nft/core/api/nft.ts';
import { Countdown } from '../../features/nft/core/components/countdown.tsx';
import { serverOffset } from '../../features/nft/core/countdown.ts';
import { submitCancel } from '../../features/nft/resale/api/resale.ts';
import { ConfirmSheet } from '../../features/nft/resale/components/confirm-sheet.tsx';
import { PayMethods } from '../../features/nft/resale/components/pay-methods.tsx';
import { useOrder } from '../../features/nft/sale/api/orders.ts';
import { OrderCard } from '../../features/nft/sale/components/order-card.tsx';
import { UploadPicker } from '../../features/upload/components/upload-picker.tsx';
import { assetUrl, imageSource } from '../../lib/asset-url.ts';
import { formatTime } from '../../lib/format.ts';
import { showToast } from '../../lib/indicators.ts';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import { LoadFailure } from './load-failure.tsx';
import '../../locales/resale/index.ts';

/** `?order=`: an order as the caller's side sees it, with what they can do next. */
export default function OrderView({ id }: { id: number }) {
  const navigate = useNavigate();
  const order = useOrder(id);
  if (order.isPending) return <CardSkeleton title lines={8} />;
  if (order.isError) return <LoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  if (o.resale) return <ResaleOrder order={o} resale={o.resale} receivedAt={order.dataUpdatedAt} />;
  // A primary order (a notification leads here too) is paid from its series' buy sheet.
  return (
    <div className="nft-detail">
      <OrderCard
        order={o}
        receivedAt={order.dataUpdatedAt}
        onPay={() => navigate(`${paths.nftDetail}?id=${o.seriesId}`)}
        onExpire={() => void order.refetch()}
        onOpenSeries={() => navigate(`${paths.nftDetail}?id=${o.seriesId}`)}
      />
    </div>
  );
}

function ResaleOrder({
  order,
  resale,
  receivedAt,
}: {
  order: NftOrder;
  resale: ResaleFacts;
  receivedAt: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshNft();
  const offset = serverOffset(order.now, receivedAt);
  const { role, status } = order;
  const open = status === 'unpaid' || status === 'paid' || status === 'appealing';
  return (
    <div data-testid="resale-order" data-status={status} className="nft-detail nft-resale-order">
      <section className={`nft-order-banner nft-order-${status}`}>
        <small>{t('resale.orderTitle', { id: order.id })}</small>
        <strong data-testid="order-state">{t(`resale.state.${status}.${role}`)}</strong>
        {status === 'unpaid' && (
          <Countdown
            at={order.deadline}
            offset={offset}
            onDone={() => void refresh()}
            testId="order-countdown"
          />
        )}
      </section>
      <button
        type="button"
        className="nft-order-head"
        onClick={() => navigate(`${paths.nftDetail}?id=${order.seriesId}`)}
      >
        <img {...imageSource(order.image, 'thumb')} alt="" width={56} height={56} />
        <div>
          <div className="nft-card-name">{order.seriesName}</div>
          <small>{t('nft.serial', { serial: resale.serial, supply: order.supply })}</small>
        </div>
        <span className={`nft-order-status nft-order-${status}`}>{t(`resale.role.${role}`)}</span>
      </button>
      <DetailRows
        rows={[
          { label: t(`resale.other.${role}`), value: resale.counterparty },
          { label: t('resale.amount'), value: `${amountText(order.amount)} USDT`, testId: 'order-amount' },
          ...(role === 'seller'
            ? [{ label: t('resale.feeCharged'), value: `${amountText(resale.fee)} USDT` }]
            : []),
          { label: t('resale.placedAt'), value: formatTime(order.createdAt) },
          ...(order.paidAt ? [{ label: t('resale.paidAt'), value: formatTime(order.paidAt) }] : []),
          ...(resale.closedAt ? [{ label: t('resale.closedAt'), value: formatTime(resale.closedAt) }] : []),
        ]}
      />
      {open && (
        <>
          <div className="section-title">
            {role === 'buyer' ? t('resale.payTo') : t('resale.yourMethods')}
          </div>
          <PayMethods methods={resale.payMethods} />
        </>
      )}
      {role === 'buyer' && status === 'unpaid' ? (
        <ProofStep order={order} />
      ) : (
        resale.proof && <Proof url={resale.proof} />
      )}
      <OrderActions order={order} resale={resale} offset={offset} />
    </div>
  );
}

/** The buyer's proof, as a thumbnail that opens full size. */
function Proof({ url }: { url: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(false);
  return (
    <>
      <div className="section-title">{t('resale.proof')}</div>
      <button type="button" className="nft-proof" onClick={() => setZoom(true)} data-testid="order-proof">
        <Image src={assetUrl(url)} width={120} height={120} fit="cover" />
      </button>
      <ImageViewer image={assetUrl(url)} visible={zoom} onClose={() => setZoom(false)} />
    </>
  );
}

/**
 * The buyer's step while the order is unpaid: a proof of the payment they made, then "I have paid" (after
 * a warning), or cancelling the order.
 */
function ProofStep({ order }: { order: NftOrder }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<string>();
  // `POST /api/order/pay {id, proof}`: the buyer says they paid the seller, with the proof.
  const marking = useMoneyCall(api.nftOrders.pay);
  const refresh = useRefreshNft();
  const cancelLimit = useSysConfig()?.resale.dailyCancelLimit ?? 0;
  const markPaid = async () => {
    if (!proof) return;
    const sure = await Dialog.confirm({
      content: t('resale.markPaidConfirm', { amount: amountText(order.amount) }),
      confirmText: t('resale.markPaid'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    const done = await marking.run({ id: order.id, proof });
    void refresh();
    if (done) showToast(t('resale.markedPaid'), 'success');
  };
  const cancel = async () => {
    const sure = await Dialog.confirm({
      content: t('resale.cancelConfirm', { count: cancelLimit }),
      confirmText: t('resale.cancel'),
      cancelText: t('common.back'),
    });
    if (!sure) return;
    await submitCancel(order.id).then(
      () => showToast(t('resale.cancelledToast'), 'success'),
      () => undefined, // the request client has said why
    );
    void refresh();
  };
  return (
    <>
      <div className="section-title">{t('resale.proof')}</div>
      <UploadPicker
        onUploaded={(url) => {
          setProof(url);
          marking.renew();
        }}
        testId="proof-input"
      >
        {proof ? (
          <span className="nft-proof">
            <Image src={assetUrl(proof)} width={120} height={120} fit="cover" />
            <small>{t('resale.proofChange')}</small>
          </span>
        ) : (
          <span className="nft-proof-add">{t('resale.proofAdd')}</span>
        )}
      </UploadPicker>
      <p className="nft-hint nft-sheet-note">{t('resale.buyNote', { minutes: RESALE_PAY_MINUTES })}</p>
      <div className="nft-order-actions">
        <Button fill="outline" onClick={() => void cancel()} data-testid="order-cancel">
          {t('resale.cancel')}
        </Button>
        <Button
          color="primary"
          disabled={!proof}
          onClick={() => void markPaid()}
          data-testid="order-mark-paid"
        >
          {t('resale.markPaid')}
        </Button>
      </div>
    </>
  );
}

/**
 * What comes after payment: the seller confirms receipt; either side appeals a paid order — the seller
 * at once, the buyer once the seller has had the console's time to confirm; an appeal is followed on
 * the feedback page.
 */
function OrderActions({ order, resale, offset }: { order: NftOrder; resale: ResaleFacts; offset: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshNft();
  const [confirming, setConfirming] = useState(false);
  const [appealOpenAt, setAppealOpenAt] = useState(() => Date.now());
  const appealableAt = resale.appealableAt ? Date.parse(resale.appealableAt) : undefined;
  const buyerWaits =
    order.role === 'buyer' && appealableAt !== undefined && appealableAt > appealOpenAt + offset;
  const actions = [];
  if (order.status === 'paid' && order.role === 'seller')
    actions.push(
      <Button key="confirm" color="primary" onClick={() => setConfirming(true)} data-testid="order-confirm">
        {t('resale.confirm')}
      </Button>,
    );
  if (order.status === 'paid')
    actions.push(
      <Button
        key="appeal"
        fill="outline"
        disabled={buyerWaits}
        onClick={() => navigate(`${paths.feedback}?orderId=${order.id}`)}
        data-testid="order-appeal"
      >
        {t('resale.appeal')}
      </Button>,
    );
  if (resale.appealId !== null)
    actions.push(
      <Button
        key="view"
        fill="outline"
        color="primary"
        onClick={() => navigate(`${paths.feedback}?id=${resale.appealId}`)}
        data-testid="order-view-appeal"
      >
        {t('resale.viewAppeal')}
      </Button>,
    );
  return (
    <>
      {order.status === 'paid' && buyerWaits && resale.appealableAt && (
        <p className="nft-hint nft-sheet-note" data-testid="appeal-wait">
          {t('resale.appealIn')}{' '}
          <Countdown at={resale.appealableAt} offset={offset} onDone={() => setAppealOpenAt(Date.now())} />
        </p>
      )}
      {actions.length > 0 && <div className="nft-order-actions">{actions}</div>}
      {confirming && (
        <ConfirmSheet
          order={order}
          onClose={() => {
            setConfirming(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
