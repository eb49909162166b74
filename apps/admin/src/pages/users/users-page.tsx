import type { AdminUser } from '@mcc/contract';
import { Button, Card, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useUsers } from '../../features/users/api.ts';
import { dateTime } from '../../lib/format.ts';
import { userPath } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['q', 'status'] as const;

export default function UsersPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const status = filters.status === 'active' || filters.status === 'suspended' ? filters.status : undefined;
  const { data, isFetching } = useUsers({ q: filters.q, status, page, limit: LIMIT });

  return (
    <div data-testid="users-page">
      <PageHeader title={t('menu.users')} />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            key={filters.q ?? ''}
            defaultValue={filters.q}
            placeholder={t('users.searchPlaceholder')}
            allowClear
            enterButton
            style={{ width: 360 }}
            data-testid="user-search"
            onSearch={(q) => setFilters({ q: q.trim() })}
          />
          <Select
            value={status ?? ''}
            style={{ width: 140 }}
            onChange={(v) => setFilters({ status: v })}
            options={[
              { value: '', label: t('common.all') },
              { value: 'active', label: t('states.active') },
              { value: 'suspended', label: t('states.suspended') },
            ]}
          />
        </Space>
        <Table<AdminUser>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 900 }}
          columns={[
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              render: (uid: string, u) => (
                <Link to={userPath(u.id)} data-testid="user-link">
                  {uid}
                </Link>
              ),
            },
            { title: t('users.nickname'), dataIndex: 'nickname' },
            { title: t('users.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '–' },
            { title: t('users.email'), dataIndex: 'email', render: (v: string | null) => v ?? '–' },
            {
              title: t('users.wallet'),
              dataIndex: 'walletAddress',
              render: (v: string | null) => (v ? <span className="mono">{v}</span> : '–'),
            },
            { title: t('users.inviteCode'), dataIndex: 'inviteCode' },
            { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StateTag state={s} /> },
            { title: t('users.registeredAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              fixed: 'right',
              render: (_, u) => (
                <Link to={userPath(u.id)}>
                  <Button size="small">{t('common.detail')}</Button>
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
