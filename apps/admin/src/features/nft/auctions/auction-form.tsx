import { AUCTION_EXTEND_MINUTES, AUCTION_MAX_DAYS } from '@mcc/contract';
import { Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountField, FormField, PercentField, TimeWindowFields } from '../../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../../components/form/form-modal.tsx';
import { dateTime } from '../../../lib/format.ts';
import { percentText } from '../../../lib/percent.ts';
import { useAllSeries } from '../core/api.ts';
import { NFT_ERRORS } from '../core/problem-text.ts';
import { SeriesSelect } from '../core/series-select.tsx';
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
  const create = useCreateAuction();
  const series = (useAllSeries().data ?? []).filter((s) => s.remaining > 0);
  const available = (id: number) => series.find((s) => s.id === id)?.remaining;
  const { modal } = useFormModal<AuctionFormValues>({
    texts: 'auctions',
    initialValues: NEW_AUCTION,
    problems: (values) => auctionProblems(values, available),
    errors: NFT_ERRORS,
    onClose,
    prepare(values) {
      const body = auctionInput(values);
      const name = series.find((s) => s.id === body.seriesId)?.name['zh-Hans'] ?? `#${body.seriesId}`;
      return {
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
    <FormModal {...modal} width={760} testId="auction-modal">
      <Typography.Paragraph type="secondary">
        {t('auctions.newHint', { minutes: AUCTION_EXTEND_MINUTES })}
      </Typography.Paragraph>
      <FormField name="seriesId" label={t('nft.series')} required>
        {() => (
          <SeriesSelect
            series={series}
            taken={NO_SERIES_TAKEN}
            showAvailable
            availableKey="auctions.available"
            testId="auction-series"
          />
        )}
      </FormField>
      <Row gutter={16}>
        <AmountField name="startPrice" label={t('auctions.startPrice')} required suffix="USDT" md={8} />
        <PercentField
          name="incrementBp"
          label={t('auctions.increment')}
          extra={t('auctions.incrementHint')}
          required
          testId="auction-increment"
          md={8}
        />
        <AmountField
          name="reserve"
          label={t('auctions.reserve')}
          extra={t('auctions.reserveHint')}
          suffix="USDT"
          md={8}
        />
        <TimeWindowFields
          texts="auctions"
          from="startsAt"
          to="endsAt"
          md={12}
          endRequired
          hint={{ days: AUCTION_MAX_DAYS }}
        />
      </Row>
    </FormModal>
  );
}
