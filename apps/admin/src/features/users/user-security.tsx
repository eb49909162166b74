import type { AdminUserDetail } from '@mcc/contract';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/operator.ts';
import type { SecurityAction } from './api.ts';
import { SecurityActionModal } from './security-action-modal.tsx';

/**
 * What protects the user's account, read-only (the user changes it on their security page): 2FA and
 * its recovery codes, the anti-phishing code, the address book, the hold on withdrawals, sessions.
 * An operator with `users.write` resets a lost authenticator (while it is on) or lifts a hold (while
 * there is one), with a reason.
 */
export function UserSecurity({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const canWrite = useCan('users.write');
  const [action, setAction] = useState<SecurityAction | null>(null);
  const security = user.security;
  const { lock } = security;

  return (
    <Card
      title={t('userSecurity.title')}
      data-testid="user-security"
      extra={
        canWrite && (
          <Space wrap>
            {security.totpOn && (
              <Button danger onClick={() => setAction('resetTotp')} data-testid="reset-totp">
                {t('userSecurity.resetTotp.button')}
              </Button>
            )}
            {lock && (
              <Button onClick={() => setAction('liftLock')} data-testid="lift-lock">
                {t('userSecurity.liftLock.button')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        items={[
          {
            key: 'totp',
            label: t('userSecurity.totp'),
            children: (
              <span data-testid="security-totp">
                {security.totpOn ? (
                  <Space wrap>
                    <Tag color="success">{t('userSecurity.on')}</Tag>
                    {t('userSecurity.recoveryLeft', { count: security.recoveryCodesLeft })}
                  </Space>
                ) : (
                  <Tag>{t('userSecurity.off')}</Tag>
                )}
              </span>
            ),
          },
          {
            key: 'antiPhishing',
            label: t('userSecurity.antiPhishing'),
            children: (
              <span data-testid="security-anti-phishing">
                {security.antiPhishingSet ? t('userSecurity.set') : t('userSecurity.notSet')}
              </span>
            ),
          },
          {
            key: 'addresses',
            label: t('userSecurity.addresses'),
            children: (
              <span data-testid="security-addresses">
                <Space wrap>
                  {t('userSecurity.addressCount', { count: security.addresses })}
                  {security.whitelistOnly ? (
                    <Tag color="processing">{t('userSecurity.whitelistOnly')}</Tag>
                  ) : (
                    <Tag>{t('userSecurity.anyAddress')}</Tag>
                  )}
                </Space>
              </span>
            ),
          },
          {
            key: 'lock',
            label: t('userSecurity.lock'),
            children: (
              <span data-testid="security-lock">
                {lock ? (
                  <Space wrap>
                    <Tag color="warning">
                      {t('userSecurity.lockedUntil', { until: dateTime(lock.until) })}
                    </Tag>
                    {t(`userSecurity.lockReasons.${lock.reason}`)}
                  </Space>
                ) : (
                  t('userSecurity.notLocked')
                )}
              </span>
            ),
          },
          {
            key: 'sessions',
            label: t('users.sessions'),
            children: <span data-testid="security-sessions">{security.sessions}</span>,
          },
        ]}
      />
      {action && <SecurityActionModal user={user} action={action} onClose={() => setAction(null)} />}
    </Card>
  );
}
