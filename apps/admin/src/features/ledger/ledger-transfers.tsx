import { ASSETS, type LedgerTransferRow } from '@mcc/contract';
import { Form, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { dateTime } from '../../lib/format.ts';
import { pagination } from '../../lib/use-page-params.ts';
import { useLedgerTransfers } from './api.ts';
import { asAsset, LEDGER_PAGE_SIZE, type LedgerPageParams } from './ledger-filters.ts';

const STATES = ['posted', 'pending', 'voided'] as const;

function AccountLink({ account, onPick }: { account: LedgerTransferRow['debit']; onPick(id: number): void }) {
  return (
    <Typography.Link onClick={() => onPick(account.id)} title={`#${account.id}`}>
      {account.label}
    </Typography.Link>
  );
}

/** Transfers, filtered by account, user, code, reference, asset and state; an account or reference narrows to it. */
export function LedgerTransfers({ page, filters, setFilters, setPage }: LedgerPageParams) {
  const { t } = useTranslation();
  const accountId = Number(filters.accountId) || undefined;
  const state = (STATES as readonly string[]).includes(filters.state ?? '')
    ? (filters.state as (typeof STATES)[number])
    : undefined;
  const { data, isFetching } = useLedgerTransfers({
    accountId,
    uid: filters.uid,
    code: filters.code,
    refType: filters.refType,
    refId: filters.refId,
    asset: asAsset(filters.asset),
    state,
    page,
    limit: LEDGER_PAGE_SIZE,
  });
  const pick = (id: number) => setFilters({ accountId: String(id) });

  return (
    <>
      <FilterForm
        values={filters}
        onSearch={(v: Record<string, string | undefined>) =>
          setFilters({
            accountId: v.accountId?.trim(),
            uid: v.uid?.trim(),
            code: v.code?.trim(),
            refType: v.refType?.trim(),
            refId: v.refId?.trim(),
            asset: v.asset,
            state: v.state,
          })
        }
        onReset={() =>
          setFilters({
            accountId: undefined,
            uid: undefined,
            code: undefined,
            refType: undefined,
            refId: undefined,
            asset: undefined,
            state: undefined,
          })
        }
      >
        <Form.Item name="uid" label={t('users.uid')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="accountId" label={t('ledger.accountId')}>
          <Input allowClear style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="code" label={t('ledger.code')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="refType" label={t('ledger.refType')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="refId" label={t('ledger.refId')}>
          <Input allowClear style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="asset" label={t('users.asset')}>
          <Select allowClear style={{ width: 100 }} options={ASSETS.map((a) => ({ value: a, label: a }))} />
        </Form.Item>
        <Form.Item name="state" label={t('common.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
          />
        </Form.Item>
      </FilterForm>
      <Table<LedgerTransferRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={pagination(data, setPage)}
        scroll={{ x: 1200 }}
        data-testid="transfer-table"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('common.time'),
            dataIndex: 'createdAt',
            render: dateTime,
            className: 'nowrap',
            width: 170,
          },
          {
            title: t('ledger.code'),
            dataIndex: 'code',
            render: (c: string) => t(`codes.${c}`, { defaultValue: c }),
          },
          {
            title: t('ledger.debit'),
            key: 'debit',
            render: (_, r) => <AccountLink account={r.debit} onPick={pick} />,
          },
          {
            title: t('ledger.credit'),
            key: 'credit',
            render: (_, r) => <AccountLink account={r.credit} onPick={pick} />,
          },
          {
            title: t('users.amount'),
            key: 'amount',
            render: (_, r) => (
              <span>
                <MoneyText value={r.amount} /> {r.asset}
              </span>
            ),
          },
          { title: t('common.status'), dataIndex: 'state', render: (s: string) => <StateTag state={s} /> },
          {
            title: t('ledger.reference'),
            key: 'ref',
            render: (_, r) =>
              r.refType ? (
                <Typography.Link onClick={() => setFilters({ refType: r.refType, refId: r.refId })}>
                  {r.refType} #{r.refId}
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
