import { Badge, Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { AddressesTab } from '../../features/chain-deposits/addresses-tab.tsx';
import { AlertsTab } from '../../features/chain-deposits/alerts-tab.tsx';
import { useOpenAlerts } from '../../features/chain-deposits/api.ts';
import { RunsTab } from '../../features/chain-deposits/runs-tab.tsx';
import { ScannerCards } from '../../features/chain-deposits/scanner-cards.tsx';

const TABS = ['scanners', 'alerts', 'runs', 'addresses'] as const;
type Tab = (typeof TABS)[number];

/**
 * On-chain deposits (issue 36): each network's scanner, the alerts a reorganisation raised (open ones
 * counted on their tab), the reconciliations with the chain and their differences, and the deposit
 * addresses with their balances. The tab is in the address; changing it starts that tab's filters afresh.
 */
export default function ChainDepositsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'scanners';
  const open = useOpenAlerts().data?.count ?? 0;
  const body: Record<Tab, ReactNode> = {
    scanners: <ScannerCards />,
    alerts: <AlertsTab />,
    runs: <RunsTab />,
    addresses: <AddressesTab />,
  };
  return (
    <div data-testid="chain-deposits-page">
      <PageHeader title={t('menu.chainDeposits')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(next) => setParams(next === 'scanners' ? {} : { tab: next })}
          destroyOnHidden
          items={TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`tab-${key}`}>
                {t(`chainDeposits.tabs.${key}`)}
                {key === 'alerts' && open > 0 && <Badge count={open} size="small" offset={[4, -4]} />}
              </span>
            ),
            children: body[key],
          }))}
        />
      </Card>
    </div>
  );
}
