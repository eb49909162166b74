import { DEPOSIT_DIFFERENCE_CAUSES, NETWORKS } from '@mcc/contract';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChainText } from '../../components/list/chain-text.tsx';
import { chainColumn, Money, moneyColumn } from '../../components/list/columns.tsx';
import { ChoiceFilter, ListFilters, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { asText, oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { userPath } from '../../lib/routes.ts';
import { type Difference, useDifferences } from './api.ts';

const RUN_ID = /^\d{1,10}$/;
const FILTERS = {
  runId: (raw: string | undefined) => (RUN_ID.test(raw ?? '') ? Number(raw) : undefined),
  cause: oneOf(DEPOSIT_DIFFERENCE_CAUSES),
  network: oneOf(NETWORKS),
  q: asText,
};

/** Credited twice must never happen; the others are the chain's and the operators' ordinary business. */
const CAUSE_COLOURS: Record<Difference['cause'], string> = {
  credited_twice: 'red',
  amount_differs: 'red',
  not_recorded: 'orange',
  reorged: 'orange',
  unconfirmed: 'blue',
  below_minimum: 'default',
  unknown_token: 'default',
};

/** An amount one side shows, or a dash where it shows nothing. */
const moneyOrDash = (value: string | null) => (value === null ? '–' : <Money value={value} />);

/** What else names a difference, by its cause (the contract's `detail`), in words. */
function detailOf(t: TFunction, d: Difference) {
  const k = (key: string, n: string) => t(`chainDeposits.difference.${key}`, { n });
  if (!d.detail) return '–';
  switch (d.cause) {
    case 'unknown_token':
      return <ChainText network={d.network} kind="address" value={d.detail} />;
    case 'reorged':
    case 'not_recorded':
      return k('block', d.detail);
    case 'unconfirmed':
      return k('confirmations', d.detail);
    case 'credited_twice':
      return k('credits', d.detail);
    case 'amount_differs': {
      const [state = '', reason] = d.detail.split(':');
      const words = t(`states.${state}`, { defaultValue: state });
      const why = reason ? ` · ${t(`finance.chainReasons.${reason}`, { defaultValue: reason })}` : '';
      return t('chainDeposits.difference.rechargeState', { state: `${words}${why}` });
    }
    default:
      return d.detail;
  }
}

/**
 * A reconciliation's differences (the run in the address, or every run's), by cause and network and
 * found by user, address or hash: each with its cause in words, both amounts, the hash and the address
 * opening the explorer.
 */
export function DifferencesTable() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const differences = useDifferences(list.query);
  const d = (key: string) => t(`chainDeposits.difference.${key}`);
  return (
    <>
      <Typography.Title level={5}>
        {list.query.runId ? t('chainDeposits.difference.title', { id: list.query.runId }) : d('all')}
      </Typography.Title>
      <ListFilters list={list}>
        <ChoiceFilter
          name="cause"
          label={d('cause')}
          width={180}
          options={DEPOSIT_DIFFERENCE_CAUSES.map((c) => ({
            value: c,
            label: t(`chainDeposits.difference.causes.${c}`),
          }))}
        />
        <ChoiceFilter
          name="network"
          label={t('finance.network')}
          options={NETWORKS.map((n) => ({ value: n, label: n }))}
        />
        <SearchFilter by={['userId', 'uid', 'mobile', 'email', 'nickname', 'address', 'txHash']} />
      </ListFilters>
      <ListTable<Difference>
        list={differences}
        onPage={list.setPage}
        scrollX={1120}
        testId="difference-table"
        listId="chain-differences"
        columns={[
          {
            title: d('cause'),
            dataIndex: 'cause',
            width: 170,
            render: (c: Difference['cause']) => (
              <Tag color={CAUSE_COLOURS[c]} data-testid="difference-cause">
                {t(`chainDeposits.difference.causes.${c}`)}
              </Tag>
            ),
          },
          { title: t('finance.network'), dataIndex: 'network', width: 90 },
          {
            title: t('users.uid'),
            dataIndex: 'uid',
            width: 100,
            render: (uid: string | null, r) =>
              uid && r.userId ? <Link to={userPath(r.userId)}>{uid}</Link> : '–',
          },
          chainColumn(d('address'), 'address', 'address', { width: 140 }),
          chainColumn(t('finance.txHash'), 'txHash', 'tx', { width: 140 }),
          moneyColumn(d('chainAmount'), 'chainAmount', { width: 130, render: moneyOrDash }),
          moneyColumn(d('creditedAmount'), 'creditedAmount', { width: 130, render: moneyOrDash }),
          { title: d('detail'), key: 'detail', render: (_, r) => detailOf(t, r) },
          {
            // "Run", not the tab's "Reconciliation": a long title widened this narrow column over the amounts.
            title: d('run'),
            dataIndex: 'runId',
            width: 70,
            render: (id: number) => `#${id}`,
          },
        ]}
      />
    </>
  );
}
