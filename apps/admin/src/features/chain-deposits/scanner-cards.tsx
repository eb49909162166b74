import { Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../components/list/chain-text.tsx';
import { dateTime } from '../../lib/format.ts';
import { type Scanner, useScanners } from './api.ts';

/** One network's scanner: switched on or not, where it is against the chain's head, who holds it. */
function ScannerCard({ s }: { s: Scanner }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`chainDeposits.scanner.${key}`);
  // Not set up: a short tag beside the network's name, and why in the card (a long tag squeezed the name).
  const state = !s.configured ? (
    <Tag>{k('notSetUp')}</Tag>
  ) : (
    <Tag color={s.enabled ? 'green' : 'default'}>{k(s.enabled ? 'on' : 'off')}</Tag>
  );
  const behind = s.lag !== null && s.lag > 20;
  return (
    <Card
      title={s.network}
      extra={state}
      size="small"
      data-testid={`scanner-${s.network}`}
      styles={s.openAlerts > 0 ? { header: { background: '#fff1f0' } } : undefined}
    >
      {s.nextBlock === null ? (
        <Typography.Text type="secondary">{k(s.configured ? 'notStarted' : 'notConfigured')}</Typography.Text>
      ) : (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={k('nextBlock')}>{s.nextBlock}</Descriptions.Item>
          <Descriptions.Item label={k('head')}>{s.head ?? '–'}</Descriptions.Item>
          <Descriptions.Item label={k('lag')}>
            <Typography.Text type={behind ? 'danger' : undefined} data-testid={`scanner-lag-${s.network}`}>
              {s.lag === null ? '–' : t('chainDeposits.scanner.lagBlocks', { n: s.lag })}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={k('scannedAt')}>{dateTime(s.scannedAt)}</Descriptions.Item>
          <Descriptions.Item label={k('lease')}>
            {s.leaseOwner
              ? `${s.leaseOwner} · ${t('chainDeposits.scanner.leaseUntil', { time: dateTime(s.leaseUntil) })}`
              : '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('chainDeposits.difference.token')}>
            <ChainText network={s.network} kind="address" value={s.token} />
          </Descriptions.Item>
          <Descriptions.Item label={k('openAlerts')}>
            <Typography.Text type={s.openAlerts > 0 ? 'danger' : undefined} strong={s.openAlerts > 0}>
              {s.openAlerts}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/** Every network's scanner side by side (read again every 15 s). */
export function ScannerCards() {
  const scanners = useScanners();
  return (
    <Row gutter={[16, 16]} data-testid="scanner-cards">
      {(scanners.data ?? []).map((s) => (
        <Col key={s.network} xs={24} md={8}>
          <ScannerCard s={s} />
        </Col>
      ))}
    </Row>
  );
}
