import {
  ASSETS,
  type Asset,
  type LedgerAccountRow,
  type LedgerTransferRow,
  type VerifyResult,
} from '@mcc/contract';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPath } from '../../app/paths.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { VerifyResultView } from '../../components/verify-result.tsx';
import { useLedgerAccounts, useLedgerTransfers, useVerifyLedger } from '../../features/ledger/api.ts';
import { dateTime } from '../../lib/format.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const TRANSFER_KEYS = ['tab', 'accountId', 'uid', 'code', 'refType', 'refId', 'asset', 'state'] as const;
const STATES = ['posted', 'pending', 'voided'] as const;

const asAsset = (v: string | undefined): Asset | undefined =>
  (ASSETS as readonly string[]).includes(v ?? '') ? (v as Asset) : undefined;

/** Ledger explorer: transfers (filter by account, user, code, reference), accounts, and `verify`. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const pageParams = usePageParams(TRANSFER_KEYS);
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
              ...Object.fromEntries(TRANSFER_KEYS.filter((k) => k !== 'tab').map((k) => [k, undefined])),
            })
          }
          items={[
            { key: 'transfers', label: t('ledger.transfers'), children: <Transfers {...pageParams} /> },
            { key: 'accounts', label: t('ledger.accounts'), children: <Accounts {...pageParams} /> },
            { key: 'verify', label: t('ledger.verify'), children: <Verify /> },
          ]}
        />
      </Card>
    </div>
  );
}

type PageParams = ReturnType<typeof usePageParams<(typeof TRANSFER_KEYS)[number]>>;

function AccountLink({ account, onPick }: { account: LedgerTransferRow['debit']; onPick(id: number): void }) {
  return (
    <Typography.Link onClick={() => onPick(account.id)} title={`#${account.id}`}>
      {account.label}
    </Typography.Link>
  );
}

function Transfers({ page, filters, setFilters, setPage }: PageParams) {
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
    limit: LIMIT,
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

function Accounts({ page, filters, setFilters, setPage }: PageParams) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<'system' | 'user' | undefined>(undefined);
  const { data, isFetching } = useLedgerAccounts({
    uid: filters.uid,
    asset: asAsset(filters.asset),
    owner,
    page,
    limit: LIMIT,
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          value={owner ?? ''}
          style={{ width: 140 }}
          onChange={(v) => {
            setOwner(v === '' ? undefined : (v as 'system' | 'user'));
            setPage(1);
          }}
          options={[
            { value: '', label: t('common.all') },
            { value: 'system', label: t('ledger.systemAccounts') },
            { value: 'user', label: t('ledger.userAccounts') },
          ]}
        />
        <Input.Search
          key={filters.uid ?? ''}
          defaultValue={filters.uid}
          placeholder={t('users.uid')}
          allowClear
          style={{ width: 200 }}
          onSearch={(uid) => setFilters({ uid: uid.trim() })}
        />
        <Select
          allowClear
          placeholder={t('users.asset')}
          value={asAsset(filters.asset)}
          style={{ width: 110 }}
          onChange={(v?: string) => setFilters({ asset: v })}
          options={ASSETS.map((a) => ({ value: a, label: a }))}
        />
      </Space>
      <Table<LedgerAccountRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={pagination(data, setPage)}
        scroll={{ x: 1100 }}
        data-testid="account-table"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('ledger.account'),
            dataIndex: 'label',
            render: (label: string, a) =>
              a.userId ? <Link to={userPath(a.userId)}>{label}</Link> : <strong>{label}</strong>,
          },
          { title: t('users.asset'), dataIndex: 'asset' },
          {
            title: t('ledger.balance'),
            dataIndex: 'balance',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('wallet.available'),
            dataIndex: 'available',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.debitsPending'),
            dataIndex: 'debitsPending',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.debitsPosted'),
            dataIndex: 'debitsPosted',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.creditsPosted'),
            dataIndex: 'creditsPosted',
            render: (v: string) => <MoneyText value={v} />,
          },
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
                onClick={() =>
                  setFilters({
                    tab: undefined,
                    accountId: String(a.id),
                    uid: undefined,
                    asset: undefined,
                  })
                }
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

function Verify() {
  const { t } = useTranslation();
  const verify = useVerifyLedger();
  const [result, setResult] = useState<VerifyResult | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('ledger.verifyHint')}</Typography.Paragraph>
      <Popconfirm
        title={t('ledger.verifyConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          verify
            .mutateAsync()
            .then(setResult)
            .catch(() => {})
        }
      >
        <Button type="primary" loading={verify.isPending} data-testid="run-verify">
          {t('ledger.runVerify')}
        </Button>
      </Popconfirm>
      {result && <VerifyResultView result={result} />}
    </Space>
  );
}
