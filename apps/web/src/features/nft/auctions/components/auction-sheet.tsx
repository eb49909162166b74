import { amountInput, type HeldCopy, INPUT_DECIMALS } from '@mcc/contract';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { showToast } from '../../../../lib/indicators.ts';
import { singleChoice } from '../../../../lib/single-choice.ts';
import { zodRule } from '../../../../lib/zod-rule.ts';
import { useRefreshNft, useSeriesDetail } from '../../core/api/nft.ts';
import { serverOffset } from '../../core/countdown.ts';
import { submitAuction } from '../api/auction.ts';
import { AUCTION_DURATIONS, type AuctionDuration, auctionWindow } from '../auction-terms.ts';
import '../../../../locales/auction/index.ts';

interface Values {
  startPrice: string;
  reserve?: string;
  duration: AuctionDuration;
}

const price = amountInput(INPUT_DECIMALS.USDT);
const optionalPrice = price.or(price.length(0));

/**
 * Auctioning a copy from My NFTs: the start price, an optional reserve (kept hidden from bidders) and how
 * long it runs, starting now; the copy is locked until it ends. Its code loads when the owner first taps
 * "auction"; once started, `onStarted` gets the auction's id.
 */
export default function AuctionSheet({
  copy,
  onClose,
  onStarted,
}: {
  copy: HeldCopy;
  onClose: () => void;
  onStarted: (auctionId: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const refresh = useRefreshNft();
  // "Now" is the server's: its series answer carries its clock (the phone's may be minutes off).
  const series = useSeriesDetail(copy.seriesId);
  const offset = series.data ? serverOffset(series.data.now, series.dataUpdatedAt) : 0;
  const onFinish = async (values: Values) => {
    const started = await submitAuction({
      copyId: copy.id,
      startPrice: values.startPrice,
      reserve: values.reserve ? values.reserve : null,
      ...auctionWindow(values.duration, offset),
    }).catch(() => undefined); // the request client has said why
    void refresh();
    if (!started) return;
    showToast(t('auction.list.started'), 'success');
    onStarted(started.id);
  };
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <div data-testid="auction-sheet">
        <div className="nft-sheet-head">
          <h2>{t('auction.list.title', { name: copy.seriesName })}</h2>
          <span>{t('nft.serial', { serial: copy.serial, supply: copy.supply })}</span>
        </div>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ duration: 'h24' }}
          onFinish={onFinish}
          footer={
            <Button block type="submit" color="primary" size="large" data-testid="auction-submit">
              {t('auction.list.submit')}
            </Button>
          }
        >
          <Form.Item name="startPrice" label={t('auction.list.startPrice')} rules={[zodRule(price)]}>
            <Input inputMode="decimal" clearable data-testid="auction-start-price" />
          </Form.Item>
          <Form.Item name="reserve" label={t('auction.list.reserve')} rules={[zodRule(optionalPrice)]}>
            <Input
              inputMode="decimal"
              placeholder={t('auction.list.reservePlaceholder')}
              clearable
              data-testid="auction-reserve"
            />
          </Form.Item>
          <Form.Item name="duration" label={t('auction.list.duration')} {...singleChoice}>
            <Selector
              columns={4}
              options={(Object.keys(AUCTION_DURATIONS) as AuctionDuration[]).map((d) => ({
                label: t(`auction.list.durations.${d}`),
                value: d,
              }))}
            />
          </Form.Item>
          <Form.Item>
            <p className="nft-hint">{t('auction.list.startsNow')}</p>
          </Form.Item>
        </Form>
      </div>
    </FormSheet>
  );
}
