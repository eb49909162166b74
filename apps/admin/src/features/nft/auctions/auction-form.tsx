import { AUCTION_EXTEND_MINUTES, AUCTION_MAX_DAYS } from '@mcc/contract';
import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BpPercentInput } from '../../../components/bp-percent-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { dateTime } from '../../../lib/format.ts';
import { percentText } from '../../../lib/percent.ts';
import { useAllSeries } from '../core/api.ts';
import { AmountField, TimeField } from '../core/form-fields.tsx';
import { problemRule } from '../core/problem-rule.ts';
import { SeriesSelect } from '../core/series-select.tsx';
import { useConfirmedSave } from '../core/use-confirmed-save.ts';
import { useCreateAuction } from './api.ts';
import { type AuctionFormValues, auctionInput, auctionProblems, NEW_AUCTION } from './auction-input.ts';

const NO_SERIES_TAKEN: ReadonlySet<number> = new Set();

/**
 * A new platform auction in a modal: a series with copies left (one is reserved at once and minted for
 * the winner), the start price, the minimum raise as a percentage, an optional reserve and the window.
 * Each field shows the contract's verdict as the operator types; Save asks before sending.
 */
export function AuctionModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuctionFormValues>();
  const create = useCreateAuction();
  const series = (useAllSeries().data ?? []).filter((s) => s.remaining > 0);
  const available = (id: number) => series.find((s) => s.id === id)?.remaining;
  const check = problemRule(t, () => auctionProblems(form.getFieldsValue(true), available));

  const modalProps = useConfirmedSave({
    form,
    saving: create.isPending,
    onClose,
    prepare() {
      const body = auctionInput(form.getFieldsValue(true));
      const name = series.find((s) => s.id === body.seriesId)?.name['zh-Hans'] ?? `#${body.seriesId}`;
      return {
        title: t('auctions.createConfirm'),
        content: t('auctions.createText', {
          name,
          price: body.startPrice,
          increment: percentText(body.incrementBp),
          reserve:
            body.reserve === null
              ? t('auctions.withoutReserve')
              : t('auctions.reserveIs', { amount: body.reserve }),
          startsAt: dateTime(body.startsAt),
          endsAt: dateTime(body.endsAt),
        }),
        send: () => create.mutateAsync({ body }),
      };
    },
  });

  return (
    <FormModal<AuctionFormValues>
      title={t('auctions.new')}
      initialValues={NEW_AUCTION}
      width={760}
      testId="auction-modal"
      {...modalProps}
    >
      <Typography.Paragraph type="secondary">
        {t('auctions.newHint', { minutes: AUCTION_EXTEND_MINUTES })}
      </Typography.Paragraph>
      <Form.Item name="seriesId" label={t('nft.series')} required rules={[check(['seriesId'])]}>
        <SeriesSelect
          series={series}
          taken={NO_SERIES_TAKEN}
          showAvailable
          availableKey="auctions.available"
          testId="auction-series"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <AmountField
            name="startPrice"
            label={t('auctions.startPrice')}
            required
            rule={check(['startPrice'])}
            suffix="USDT"
            testId="auction-startPrice"
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="incrementBp"
            label={t('auctions.increment')}
            extra={t('auctions.incrementHint')}
            required
            rules={[check(['incrementBp'])]}
          >
            <BpPercentInput data-testid="auction-increment" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <AmountField
            name="reserve"
            label={t('auctions.reserve')}
            extra={t('auctions.reserveHint')}
            rule={check(['reserve'])}
            suffix="USDT"
            testId="auction-reserve"
          />
        </Col>
        <Col xs={24} md={12}>
          <TimeField
            name="startsAt"
            label={t('auctions.startsAt')}
            required
            rule={check(['startsAt'])}
            testId="auction-startsAt"
          />
        </Col>
        <Col xs={24} md={12}>
          <TimeField
            name="endsAt"
            label={t('auctions.endsAt')}
            extra={t('auctions.endsAtHint', { days: AUCTION_MAX_DAYS })}
            required
            rule={check(['endsAt'])}
            after={['startsAt']}
            testId="auction-endsAt"
          />
        </Col>
      </Row>
    </FormModal>
  );
}
