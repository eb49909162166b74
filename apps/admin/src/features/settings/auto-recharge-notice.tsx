import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChainStatus } from './api.ts';
import { effectiveState } from './auto-recharge-settings.tsx';
import { ChainTodo } from './chain-todo.tsx';

/**
 * Above the recharge queue, while automatic recharge works on no network (a default install): users
 * can only recharge manually, and per network what would make it work.
 */
export function AutoRechargeNotice() {
  const { t } = useTranslation();
  const status = useChainStatus().data;
  if (!status || status.some((s) => effectiveState(s) === 'working')) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="auto-recharge-notice"
      title={t('settings.chain.noneWorking')}
      description={
        <Space orientation="vertical" size={4}>
          {status.map((s) => (
            <div key={s.network}>
              <strong>{s.network}</strong> <ChainTodo status={s} />
            </div>
          ))}
        </Space>
      }
    />
  );
}
