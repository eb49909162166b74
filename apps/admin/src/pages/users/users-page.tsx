import type { AdminUser } from '@mcc/contract';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, stateColumn, timeColumn } from '../../components/list/columns.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asText, oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { useUsers } from '../../features/users/api.ts';
import { userPath } from '../../lib/routes.ts';

const FILTERS = { q: asText, status: oneOf(['active', 'suspended'] as const) };

export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const users = useUsers(list.query);

  return (
    <ListPage<AdminUser>
      testId="users-page"
      title={t('menu.users')}
      bar={
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            key={list.filters.q ?? ''}
            defaultValue={list.filters.q}
            placeholder={t('users.searchPlaceholder')}
            allowClear
            enterButton
            style={{ width: 360 }}
            data-testid="user-search"
            onSearch={(q) => list.setFilters({ q: q.trim() })}
          />
          <Select
            value={list.query.status ?? ''}
            style={{ width: 140 }}
            onChange={(v) => list.setFilters({ status: v })}
            options={[
              { value: '', label: t('common.all') },
              { value: 'active', label: t('states.active') },
              { value: 'suspended', label: t('states.suspended') },
            ]}
          />
        </Space>
      }
      query={list}
      list={users}
      scrollX={900}
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
        stateColumn(t('common.status'), 'status'),
        timeColumn(t('users.registeredAt'), 'createdAt'),
        actionsColumn(t('common.actions'), (u) => (
          <Link to={userPath(u.id)}>
            <Button size="small">{t('common.detail')}</Button>
          </Link>
        )),
      ]}
    />
  );
}
