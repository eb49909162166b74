import type { AdminUserDetail } from '@mcc/contract';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateTag } from '../../components/state-tag.tsx';
import { dateTime } from '../../lib/format.ts';
import { userPath } from '../../lib/routes.ts';

/** Who the user is: contacts, inviter, payment password, locks, counts. */
export function UserFacts({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const none = '–';
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        items={[
          { key: 'uid', label: t('users.uid'), children: <span data-testid="user-uid">{user.uid}</span> },
          { key: 'id', label: 'ID', children: user.id },
          {
            key: 'status',
            label: t('common.status'),
            children: (
              <span data-testid="user-status">
                <StateTag state={user.status} />
              </span>
            ),
          },
          { key: 'nickname', label: t('users.nickname'), children: user.nickname || none },
          { key: 'mobile', label: t('users.mobile'), children: user.mobile ?? none },
          { key: 'email', label: t('users.email'), children: user.email ?? none },
          {
            key: 'wallet',
            label: t('users.wallet'),
            children: user.walletAddress ? <span className="mono">{user.walletAddress}</span> : none,
          },
          { key: 'invite', label: t('users.inviteCode'), children: user.inviteCode },
          {
            key: 'inviter',
            label: t('users.inviter'),
            children: user.inviter ? (
              <Link to={userPath(user.inviter.id)}>
                {user.inviter.uid} {user.inviter.nickname}
              </Link>
            ) : (
              none
            ),
          },
          {
            key: 'pay',
            label: t('users.payPassword'),
            children: user.hasPayPassword ? t('users.paySet') : t('users.payNotSet'),
          },
          {
            key: 'locks',
            label: t('users.locks'),
            children: (
              <Space wrap>
                {user.loginLockedUntil && (
                  <Tag color="warning">
                    {t('users.loginLocked', { until: dateTime(user.loginLockedUntil) })}
                  </Tag>
                )}
                {user.payLockedUntil && (
                  <Tag color="warning">{t('users.payLocked', { until: dateTime(user.payLockedUntil) })}</Tag>
                )}
                {!user.loginLockedUntil && !user.payLockedUntil && none}
              </Space>
            ),
          },
          { key: 'created', label: t('users.registeredAt'), children: dateTime(user.createdAt) },
          { key: 'members', label: t('users.directMembers'), children: user.counts.directMembers },
          {
            key: 'counts',
            label: t('users.moneyCounts'),
            children: t('users.countsText', {
              recharges: user.counts.recharges,
              withdrawals: user.counts.withdrawals,
            }),
          },
          { key: 'sessions', label: t('users.sessions'), children: user.counts.sessions },
        ]}
      />
    </Card>
  );
}
