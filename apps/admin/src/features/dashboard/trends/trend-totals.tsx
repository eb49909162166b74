import { formatAmount, parseAmount, type TrendTotals as Totals, type TrendPeriod } from '@mcc/contract';
import { Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';

/**
 * The window's totals: people as numbers, money as exact text with how many moves made it. Active users
 * are distinct per bucket, so the current bucket's stand here (today's, this week's, this month's).
 */
export function TrendTotals({
  totals,
  activeNow,
  period,
}: {
  totals: Totals;
  activeNow: number;
  period: TrendPeriod;
}) {
  const { t } = useTranslation();
  const yieldCount = totals.yieldPaid.pledge.count + totals.yieldPaid.coinMix.count;
  const nftCount = totals.nftSales.primary.count + totals.nftSales.resale.count;
  const cells: { key: string; value: string; count?: number }[] = [
    { key: 'newUsers', value: String(totals.newUsers) },
    { key: `activeNow.${period}`, value: String(activeNow) },
    { key: 'deposits', value: money(totals.deposits.total.amount), count: totals.deposits.total.count },
    {
      key: 'withdrawals',
      value: money(totals.withdrawals.total.amount),
      count: totals.withdrawals.total.count,
    },
    { key: 'netFlow', value: money(totals.netFlow) },
    { key: 'staked', value: money(totals.staked.amount), count: totals.staked.count },
    {
      key: 'yieldPaid',
      value: money(sumOf(totals.yieldPaid.pledge.amount, totals.yieldPaid.coinMix.amount)),
      count: yieldCount,
    },
    { key: 'commissions', value: money(totals.commissions.amount), count: totals.commissions.count },
    {
      key: 'nftSales',
      value: money(sumOf(totals.nftSales.primary.amount, totals.nftSales.resale.amount)),
      count: nftCount,
    },
    { key: 'auctions', value: money(totals.auctions.sold.amount), count: totals.auctions.sold.count },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cells.map((c) => (
        <Col key={c.key} xs={12} md={8} xl={4} xxl={4} data-testid={`trend-total-${c.key.split('.')[0]}`}>
          <Statistic title={t(`trends.totals.${c.key}`)} value={c.value} />
          {c.count !== undefined && (
            <Typography.Text type="secondary">{t('trends.count', { count: c.count })}</Typography.Text>
          )}
        </Col>
      ))}
    </Row>
  );
}

/** Two wire amounts (never negative here) added exactly, in micro-units. */
const sumOf = (a: string, b: string) => formatAmount((parseAmount(a) ?? 0n) + (parseAmount(b) ?? 0n));
