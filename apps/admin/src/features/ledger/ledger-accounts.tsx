import { ASSETS, adminApi, type LedgerAccountRow } from '@mcc/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { idColumn, moneyColumn } from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  ListFilters,
  SearchFilter,
} from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { filterPart, oneOf } from '../../components/list/use-list-query.ts';
import { StateTag } from '../../components/state-tag.tsx';
import { userPath } from '../../lib/routes.ts';
import { accountName } from '../../lib/vocabulary.ts';
import { useLedgerAccounts } from './api.ts';
import { asAsset, LEDGER_FILTER_KEYS, type LedgerPageParams, ledgerListQuery } from './ledger-filters.ts';

const OWNERS = ['system', 'user'] as const;
const ASSET_OPTIONS = ASSETS.map((a) => ({ value: a, label: a }));
/** The filters of this tab's bar. */
const ACCOUNT_FILTERS = ['from', 'to', 'q', 'owner', 'uid', 'asset'] as const;
const SORTS = ['id', 'balance'] as const;
const CLEARED = Object.fromEntries(LEDGER_FILTER_KEYS.map((k) => [k, undefined]));

/**
 * Accounts (system or user, by owner — searched as the users list finds them — and asset, opened
 * between two days) with their balances, sorted by id or balance; each opens its transfers.
 */
export function LedgerAccounts(params: LedgerPageParams) {
  const { filters, setFilters, setPage } = params;
  const { t } = useTranslation();
  const query = {
    ...ledgerListQuery(params, SORTS),
    uid: filters.uid,
    asset: asAsset(filters.asset),
    owner: oneOf(OWNERS)(filters.owner),
  };
  const accounts = useLedgerAccounts(query);

  return (
    <>
      <ListFilters list={filterPart(params, ACCOUNT_FILTERS)}>
        <DateRangeFilter />
        <SearchFilter by={['userId', 'uid', 'mobile', 'email', 'nickname', 'address']} width={240} />
        <ChoiceFilter
          name="owner"
          label={t('ledger.account')}
          options={[
            { value: 'system', label: t('ledger.systemAccounts') },
            { value: 'user', label: t('ledger.userAccounts') },
          ]}
          width={140}
        />
        <ChoiceFilter name="asset" label={t('users.asset')} options={ASSET_OPTIONS} width={100} />
      </ListFilters>
      <ListTable<LedgerAccountRow>
        size="small"
        list={accounts}
        onPage={setPage}
        sort={params}
        listId="ledger-accounts"
        exportCall={{ route: adminApi.ledger.accountsExport, query, name: 'ledger-accounts' }}
        scrollX={1100}
        testId="account-table"
        columns={[
          { ...idColumn(), sorter: true },
          {
            title: t('ledger.account'),
            key: 'name',
            render: (_, a) =>
              a.userId ? (
                <Link to={userPath(a.userId)}>{accountName(t, a)}</Link>
              ) : (
                <strong>{accountName(t, a)}</strong>
              ),
          },
          { title: t('users.asset'), dataIndex: 'asset' },
          moneyColumn(t('ledger.balance'), 'balance', { sorter: true, rowAsset: (a) => a.asset }),
          moneyColumn(t('wallet.available'), 'available', { rowAsset: (a) => a.asset }),
          moneyColumn(t('ledger.debitsPending'), 'debitsPending', { rowAsset: (a) => a.asset }),
          moneyColumn(t('ledger.debitsPosted'), 'debitsPosted', { rowAsset: (a) => a.asset }),
          moneyColumn(t('ledger.creditsPosted'), 'creditsPosted', { rowAsset: (a) => a.asset }),
          {
            title: t('users.accountState'),
            dataIndex: 'frozen',
            render: (f: boolean) => <StateTag state={f ? 'frozen' : 'active'} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            className: 'nowrap',
            render: (_, a) => (
              <Typography.Link
                // The transfers tab, narrowed to this account alone.
                onClick={() => setFilters({ ...CLEARED, accountId: String(a.id) })}
              >
                {t('ledger.transfers')}
              </Typography.Link>
            ),
          },
        ]}
      />
    </>
  );
}
