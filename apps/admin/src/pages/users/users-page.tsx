import { type AdminUser, adminApi } from '@mcc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, stateColumn, timeColumn } from '../../components/list/columns.tsx';
import { DateRangeFilter, SearchFilter, StateFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useUsers } from '../../features/users/api.ts';
import { userPath } from '../../lib/routes.ts';

const STATUSES = ['active', 'suspended'] as const;
const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(STATUSES),
  ...sortBy(['createdAt', 'uid', 'nickname'] as const),
};

/** Users, newest first: found by id, UID, mobile, e-mail, nickname or wallet address, by the day they registered. */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const users = useUsers(list.query);

  return (
    <ListPage<AdminUser>
      testId="users-page"
      title={t('menu.users')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['userId', 'uid', 'mobile', 'email', 'nickname', 'address']} width={320} />
          <StateFilter states={STATUSES} texts="states" />
        </>
      }
      query={list}
      list={users}
      listId="users"
      exportCall={{ route: adminApi.users.export, query: list.query, name: 'users' }}
      scrollX={1000}
      columns={[
        {
          title: t('users.uid'),
          dataIndex: 'uid',
          sorter: true,
          render: (uid: string, u) => (
            <Link to={userPath(u.id)} data-testid="user-link">
              {uid}
            </Link>
          ),
        },
        { title: t('users.nickname'), dataIndex: 'nickname', sorter: true },
        { title: t('users.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '–' },
        { title: t('users.email'), dataIndex: 'email', render: (v: string | null) => v ?? '–' },
        {
          title: t('users.wallet'),
          dataIndex: 'walletAddress',
          render: (v: string | null) => (v ? <span className="mono">{v}</span> : '–'),
        },
        { title: t('users.inviteCode'), dataIndex: 'inviteCode' },
        stateColumn(t('common.status'), 'status'),
        timeColumn(t('users.registeredAt'), 'createdAt', { sorter: true }),
        actionsColumn(t('common.actions'), (u) => (
          <Link to={userPath(u.id)}>
            <Button size="small">{t('common.detail')}</Button>
          </Link>
        )),
      ]}
    />
  );
}
