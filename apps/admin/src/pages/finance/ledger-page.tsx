import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { LedgerAccounts } from '../../features/ledger/ledger-accounts.tsx';
import { LEDGER_FILTER_KEYS } from '../../features/ledger/ledger-filters.ts';
import { LedgerTransfers } from '../../features/ledger/ledger-transfers.tsx';
import { LedgerVerify } from '../../features/ledger/ledger-verify.tsx';
import { usePageParams } from '../../lib/use-page-params.ts';

/** Ledger explorer: transfers (filter by account, user, code, reference), accounts, and `verify`. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const pageParams = usePageParams(LEDGER_FILTER_KEYS);
  const tab = pageParams.filters.tab ?? 'transfers';
  return (
    <div data-testid="ledger-page">
      <PageHeader title={t('menu.ledger')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            pageParams.setFilters({
              tab: key === 'transfers' ? undefined : key,
              ...Object.fromEntries(LEDGER_FILTER_KEYS.filter((k) => k !== 'tab').map((k) => [k, undefined])),
            })
          }
          items={[
            { key: 'transfers', label: t('ledger.transfers'), children: <LedgerTransfers {...pageParams} /> },
            { key: 'accounts', label: t('ledger.accounts'), children: <LedgerAccounts {...pageParams} /> },
            { key: 'verify', label: t('ledger.verify'), children: <LedgerVerify /> },
          ]}
        />
      </Card>
    </div>
  );
}
