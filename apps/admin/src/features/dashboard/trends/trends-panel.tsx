import { TREND_PERIODS, type TrendPeriod } from '@mcc/contract';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';
import { useDashboardTrends } from '../api.ts';
import { EChart } from './echart.tsx';
import { LiabilitiesCard } from './liabilities-card.tsx';
import { PendingReviews } from './pending-reviews.tsx';
import { zoneName } from './trend-labels.ts';
import { trendCharts } from './trend-options.ts';
import { TrendTotals } from './trend-totals.tsx';
import './trends-texts.ts';

const CHARTS = ['users', 'money', 'staking', 'nft'] as const;

/**
 * The dashboard's trends: a day / week / month switch, the window's totals, four charts, what waits for
 * operators and the liabilities check. Its own chunk with the charting library and its texts, loaded
 * after the dashboard's counters (dashboard-page.tsx), so no other page's first load carries them.
 */
export default function TrendsPanel() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<TrendPeriod>('day');
  const { data, isPending, isError, refetch } = useDashboardTrends(period);
  const charts = useMemo(() => (data ? trendCharts(data, t, i18n.language) : null), [data, t, i18n.language]);

  return (
    <Flex vertical gap={16} style={{ marginTop: 16 }} data-testid="dashboard-trends">
      <Card
        title={t('trends.title')}
        extra={
          <Segmented<TrendPeriod>
            data-testid="trend-period"
            value={period}
            onChange={setPeriod}
            options={TREND_PERIODS.map((p) => ({ value: p, label: t(`trends.period.${p}`) }))}
          />
        }
      >
        {isError && !data ? (
          <Alert
            type="error"
            message={t('trends.loadFailed')}
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        ) : isPending || !data || !charts ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary" data-testid="trend-as-of">
              {t(`trends.range.${data.period}`)} ·{' '}
              {t('trends.asOf', { time: dateTime(data.asOf), zone: zoneName(data.utcOffset) })}
            </Typography.Text>
            <TrendTotals
              totals={data.totals}
              activeNow={data.buckets.at(-1)?.activeUsers ?? 0}
              period={data.period}
            />
            <Row gutter={[16, 16]}>
              {CHARTS.map((key) => (
                <Col key={key} xs={24} xl={12}>
                  <Card type="inner" title={t(`trends.charts.${key}`)} size="small">
                    <EChart option={charts[key]} testId={`trend-chart-${key}`} />
                  </Card>
                </Col>
              ))}
            </Row>
          </Flex>
        )}
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <PendingReviews pending={data.pending} />
          </Col>
          <Col xs={24} xl={12}>
            <LiabilitiesCard liabilities={data.liabilities} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
