import type { MarketPrice } from '@mcc/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money, priceText } from '../../lib/format.ts';
import { paths } from '../../lib/routes.ts';

/** The dashboard's market: each token's price, today's change (since 00:00 UTC+8) and 24-hour volume. */
export function MarketSummary({ market }: { market: MarketPrice[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.market')} extra={<Link to={paths.market}>{t('dashboard.openMarket')}</Link>}>
      {market.length === 0 ? (
        <Typography.Text type="secondary">{t('dashboard.noPrices')}</Typography.Text>
      ) : (
        <Row gutter={[16, 16]}>
          {market.map((m) => {
            const down = m.change.startsWith('-');
            return (
              <Col key={m.symbol} xs={24} sm={12} data-testid={`market-${m.symbol}`}>
                {/* Strings, never floats: a price may be a fraction of a cent. */}
                <Statistic
                  title={`${m.symbol}/USDT`}
                  value={priceText(m.price)}
                  suffix={
                    <Typography.Text type={down ? 'danger' : 'success'}>
                      {down ? '' : '+'}
                      {m.change}%
                    </Typography.Text>
                  }
                />
                <Typography.Text type="secondary">
                  {t('dashboard.volume24h', { volume: money(m.volume24h, m.symbol), symbol: m.symbol })}
                </Typography.Text>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
