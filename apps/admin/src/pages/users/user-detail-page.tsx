import { Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { UserProposals } from '../../features/proposals/user-proposals.tsx';
import { useUser } from '../../features/users/api.ts';
import { UserActions } from '../../features/users/user-actions.tsx';
import { UserBalances } from '../../features/users/user-balances.tsx';
import { UserFacts } from '../../features/users/user-facts.tsx';
import { UserSecurity } from '../../features/users/user-security.tsx';
import { UserStatement } from '../../features/users/user-statement.tsx';
import { paths } from '../../lib/routes.ts';

export default function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: user, isPending, isError } = useUser(id);

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <Result
        status="404"
        title={t('users.notFound')}
        extra={<Link to={paths.users}>{t('menu.users')}</Link>}
      />
    );
  }
  return (
    <div data-testid="user-detail-page">
      <PageHeader
        title={user ? t('users.detailTitle', { uid: user.uid }) : t('users.detail')}
        extra={user && <UserActions user={user} />}
      />
      {isPending || !user ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <UserFacts user={user} />
          <UserSecurity user={user} />
          <UserProposals userId={user.id} />
          <UserBalances balances={user.balances} />
          <UserStatement userId={user.id} />
        </Space>
      )}
    </div>
  );
}
