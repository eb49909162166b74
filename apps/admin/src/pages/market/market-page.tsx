import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useMarketPrices } from '../../features/market/api.ts';
import { PlanForm } from '../../features/market/plan-form.tsx';
import { PlansTable } from '../../features/market/plans-table.tsx';
import { PricesCard } from '../../features/market/prices-card.tsx';
import { useCan } from '../../lib/operator.ts';

/**
 * The market: MCC and SSK prices now, setting one, scheduling plans (previewed as a chart before
 * saving), and every plan. Every operator reads it; changes need `content.write` (audited).
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const prices = useMarketPrices().data;
  const mayWrite = useCan('content.write');
  return (
    <div data-testid="market-page">
      <PageHeader title={t('menu.market')} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <PricesCard prices={prices} mayWrite={mayWrite} />
        {mayWrite && <PlanForm current={prices ?? []} />}
        <PlansTable mayWrite={mayWrite} />
      </Space>
    </div>
  );
}
