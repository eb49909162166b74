import { NETWORKS } from '@mcc/contract';
import { Alert, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { chainColumn, Money, moneyColumn, timeColumn, userColumn } from '../../components/list/columns.tsx';
import { ListFilters, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { asText, oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { type AddressRow, useDepositAddresses, useScanners } from './api.ts';

const FILTERS = { network: oneOf(NETWORKS), q: asText };

/**
 * The deposit addresses of one network, newest first, each with its balance of the token on chain now,
 * what the ledger credited for it and its last deposit: what operators sweep with the root key.
 */
export function AddressesTab() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  // Opened without a network: the first one the server has set up (a list of another is empty).
  const scanners = useScanners().data;
  const setUp = scanners?.find((s) => s.configured && s.enabled) ?? scanners?.find((s) => s.configured);
  const network = list.query.network ?? setUp?.network ?? 'TRC20';
  const addresses = useDepositAddresses({ ...list.query, network });
  const k = (key: string) => t(`chainDeposits.addresses.${key}`);
  const error = addresses.data?.balanceError;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon message={k('hint')} />
      <Segmented
        value={network}
        onChange={(v) => list.setFilters({ network: String(v) })}
        options={NETWORKS.map((n) => ({ value: n, label: n }))}
        data-testid="address-network"
      />
      <ListFilters list={{ ...list, keys: ['q'] }}>
        <SearchFilter by={['userId', 'uid', 'mobile', 'email', 'nickname', 'address']} />
      </ListFilters>
      {error && (
        <Alert
          type="error"
          showIcon
          message={
            error === 'not_configured'
              ? k('notConfigured')
              : t('chainDeposits.addresses.balanceError', { error })
          }
          data-testid="balance-error"
        />
      )}
      <ListTable<AddressRow>
        list={addresses.data ? { ...addresses, data: addresses.data } : addresses}
        onPage={list.setPage}
        rowKey="address"
        scrollX={1000}
        testId="address-table"
        columns={[
          chainColumn(t('chainDeposits.difference.address'), 'address', 'address', { width: 180 }),
          userColumn(t('users.uid'), { width: 100 }),
          moneyColumn(k('balance'), 'balance', {
            width: 150,
            strong: true,
            render: (v: string | null) =>
              v === null ? '–' : <Money value={v} asset="USDT" strong testId="address-balance" />,
          }),
          moneyColumn(k('credited'), 'credited', { width: 150 }),
          timeColumn(k('lastDepositAt'), 'lastDepositAt'),
          timeColumn(k('createdAt'), 'createdAt'),
        ]}
      />
    </Space>
  );
}
