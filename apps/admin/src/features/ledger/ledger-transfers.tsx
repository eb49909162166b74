import { ASSETS, adminApi, type LedgerTransferRow, REFERENCE_TYPES, TRANSFER_CODES } from '@mcc/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { idColumn, Money, stateColumn, timeColumn } from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  ListFilters,
  SearchFilter,
  TextFilter,
} from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { filterPart, oneOf } from '../../components/list/use-list-query.ts';
import { accountName, referenceText, vocabularyOptions, wordFor } from '../../lib/vocabulary.ts';
import { useLedgerTransfers } from './api.ts';
import { asAsset, type LedgerPageParams, ledgerListQuery } from './ledger-filters.ts';

const STATES = ['posted', 'pending', 'voided'] as const;
const ASSET_OPTIONS = ASSETS.map((a) => ({ value: a, label: a }));
const REFERENCES = REFERENCE_TYPES.filter((r) => r !== '');
/** The filters of this tab's bar. */
const TRANSFER_FILTERS = [
  'from',
  'to',
  'q',
  'uid',
  'accountId',
  'code',
  'refType',
  'refId',
  'asset',
  'state',
] as const;
const SORTS = ['createdAt', 'amount'] as const;

function AccountLink({ account, onPick }: { account: LedgerTransferRow['debit']; onPick(id: number): void }) {
  const { t } = useTranslation();
  return (
    <Typography.Link onClick={() => onPick(account.id)} title={`#${account.id}`}>
      {accountName(t, account)}
    </Typography.Link>
  );
}

/**
 * Transfers, filtered by day, a transfer id, key or reference id, account, user, code, reference, asset
 * and state (an account or reference in the table narrows to it); sorted by time or amount.
 */
export function LedgerTransfers(params: LedgerPageParams) {
  const { filters, setFilters, setPage } = params;
  const { t } = useTranslation();
  const accountId = Number(filters.accountId) || undefined;
  const query = {
    ...ledgerListQuery(params, SORTS),
    accountId,
    uid: filters.uid,
    code: filters.code,
    refType: filters.refType,
    refId: filters.refId,
    asset: asAsset(filters.asset),
    state: oneOf(STATES)(filters.state),
  };
  const transfers = useLedgerTransfers(query);
  const pick = (id: number) => setFilters({ accountId: String(id) });

  return (
    <>
      <ListFilters list={filterPart(params, TRANSFER_FILTERS)}>
        <DateRangeFilter />
        <SearchFilter by={['transferId', 'idempotencyKey', 'refId']} width={220} />
        <TextFilter name="uid" label={t('users.uid')} width={120} />
        <TextFilter name="accountId" label={t('ledger.accountId')} width={90} />
        <ChoiceFilter
          name="code"
          label={t('ledger.code')}
          options={vocabularyOptions(t, 'codes', TRANSFER_CODES)}
          width={150}
        />
        <ChoiceFilter
          name="refType"
          label={t('ledger.refType')}
          options={vocabularyOptions(t, 'refTypes', REFERENCES)}
          width={150}
        />
        <TextFilter name="refId" label={t('ledger.refId')} width={90} />
        <ChoiceFilter name="asset" label={t('users.asset')} options={ASSET_OPTIONS} width={100} />
        <ChoiceFilter
          name="state"
          label={t('common.status')}
          options={STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
          width={110}
        />
      </ListFilters>
      <ListTable<LedgerTransferRow>
        size="small"
        list={transfers}
        onPage={setPage}
        sort={params}
        listId="ledger-transfers"
        exportCall={{ route: adminApi.ledger.transfersExport, query, name: 'ledger-transfers' }}
        scrollX={1200}
        testId="transfer-table"
        columns={[
          idColumn(),
          timeColumn(t('common.time'), 'createdAt', { width: 170, sorter: true }),
          {
            title: t('ledger.code'),
            dataIndex: 'code',
            render: (c: string) => wordFor(t, 'codes', c),
          },
          {
            title: t('ledger.debit'),
            key: 'debit',
            className: 'nowrap',
            render: (_, r) => <AccountLink account={r.debit} onPick={pick} />,
          },
          {
            title: t('ledger.credit'),
            key: 'credit',
            className: 'nowrap',
            render: (_, r) => <AccountLink account={r.credit} onPick={pick} />,
          },
          {
            title: t('users.amount'),
            key: 'amount',
            sorter: true,
            align: 'right',
            className: 'nowrap',
            render: (_, r) => <Money value={r.amount} asset={r.asset} />,
          },
          stateColumn(t('common.status'), 'state'),
          {
            title: t('ledger.reference'),
            key: 'ref',
            className: 'nowrap',
            render: (_, r) =>
              r.refType ? (
                <Typography.Link onClick={() => setFilters({ refType: r.refType, refId: r.refId })}>
                  {referenceText(t, r.refType, r.refId)}
                </Typography.Link>
              ) : (
                '–'
              ),
          },
          { title: t('ledger.memo'), dataIndex: 'memo', render: (m: string) => m || '–' },
        ]}
      />
    </>
  );
}
