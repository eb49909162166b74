import type { AdminUserDetail } from '@mcc/contract';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/operator.ts';
import { paths } from '../../lib/routes.ts';
import { AdjustModal } from './adjust-modal.tsx';
import { useResetPayPassword, useSetUserStatus } from './api.ts';

/** What an operator may do to a user, by permission: orders, freeze, reset the payment password, adjust. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useCan('users.write');
  const canAdjust = useCan('finance.adjust');
  const canReadOrders = useCan('users.read');
  const setStatus = useSetUserStatus(user.id);
  const resetPay = useResetPayPassword(user.id);
  const [adjusting, setAdjusting] = useState(false);
  const suspended = user.status === 'suspended';

  return (
    <Space wrap>
      {canReadOrders && (
        <Link to={`${paths.pledgeOrders}?userId=${user.id}`} data-testid="user-pledge-orders">
          {t('users.pledgeOrders')}
        </Link>
      )}
      {canWrite && (
        <Popconfirm
          title={suspended ? t('users.unfreezeConfirm') : t('users.freezeConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: !suspended }}
          onConfirm={() =>
            setStatus
              .mutateAsync(suspended ? 'active' : 'suspended')
              .then(() => message.success(suspended ? t('users.unfrozen') : t('users.frozen')))
              .catch(() => {})
          }
        >
          <Button danger={!suspended} loading={setStatus.isPending} data-testid="toggle-freeze">
            {suspended ? t('users.unfreeze') : t('users.freeze')}
          </Button>
        </Popconfirm>
      )}
      {canWrite && (
        <Popconfirm
          title={t('users.resetPayConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            resetPay
              .mutateAsync(undefined)
              .then(() => message.success(t('users.payReset')))
              .catch(() => {})
          }
        >
          <Button loading={resetPay.isPending} disabled={!user.hasPayPassword} data-testid="reset-pay">
            {t('users.resetPay')}
          </Button>
        </Popconfirm>
      )}
      {canAdjust && (
        <Button type="primary" onClick={() => setAdjusting(true)} data-testid="adjust">
          {t('users.adjust')}
        </Button>
      )}
      {adjusting && <AdjustModal user={user} onClose={() => setAdjusting(false)} />}
    </Space>
  );
}
