import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { VerifyResultView } from '../../components/verify-result.tsx';
import { useDashboard } from '../../features/dashboard/api.ts';
import { JobFailures } from '../../features/dashboard/job-failures.tsx';
import { MarketSummary } from '../../features/market/market-summary.tsx';
import { money } from '../../lib/format.ts';
import { useCan } from '../../lib/operator.ts';
import { paths } from '../../lib/routes.ts';

/** The trends with their charting library and texts: loaded after the counters, in a chunk of their own. */
const TrendsPanel = lazy(() => import('../../features/dashboard/trends/trends-panel.tsx'));

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data, isPending } = useDashboard();
  const canReview = useCan('finance.review');
  const canLedger = useCan('ledger.read');

  return (
    <div data-testid="dashboard-page">
      <PageHeader title={t('menu.dashboard')} />
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} xl={6}>
              <Card>
                <div data-testid="stat-users-today">
                  <Statistic title={t('dashboard.usersToday')} value={data.users.today} />
                </div>
                <Typography.Text type="secondary">
                  {t('dashboard.usersTotal', { count: data.users.total })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={24} sm={12} xl={6}>
              <Card>
                <div data-testid="stat-recharges-waiting">
                  <Statistic title={t('dashboard.rechargesWaiting')} value={data.rechargesWaiting} />
                </div>
                {canReview && <Link to={paths.recharges}>{t('dashboard.openQueue')}</Link>}
              </Card>
            </Col>
            <Col xs={24} sm={12} xl={6}>
              <Card>
                <div data-testid="stat-withdrawals-waiting">
                  <Statistic title={t('dashboard.withdrawalsWaiting')} value={data.withdrawalsWaiting} />
                </div>
                {canReview && <Link to={paths.withdrawals}>{t('dashboard.openQueue')}</Link>}
              </Card>
            </Col>
            <Col xs={24} sm={12} xl={6}>
              <Card>
                {/* A string, never a float: the statistic shows the text as is. */}
                <div data-testid="stat-usdt-held">
                  <Statistic title={t('dashboard.usdtHeld')} value={money(data.usdtHeld)} suffix="USDT" />
                </div>
                <Typography.Text type="secondary">{t('dashboard.usdtHeldHint')}</Typography.Text>
              </Card>
            </Col>
          </Row>
          <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
            <TrendsPanel />
          </Suspense>
          <div style={{ marginTop: 16 }}>
            <MarketSummary market={data.market} />
          </div>
          <Card
            title={t('dashboard.lastVerify')}
            style={{ marginTop: 16 }}
            extra={canLedger && <Link to={`${paths.ledger}?tab=verify`}>{t('ledger.runVerify')}</Link>}
          >
            {data.lastVerify ? (
              <VerifyResultView result={data.lastVerify} />
            ) : (
              <Typography.Text type="secondary">{t('dashboard.neverVerified')}</Typography.Text>
            )}
          </Card>
          {/* Finance answers for money the jobs could not move (docs/admin-permissions.md). */}
          {canReview && <JobFailures />}
        </>
      )}
    </div>
  );
}
