import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChainStatus } from './api.ts';

type NetworkStatus = ChainStatus[number];

/**
 * What is still to do before a network's automatic recharge works: the server's environment variables
 * it lacks (a node, a deposit key: only the server knows, and names them) and the console's switch.
 */
export function chainTodo(status: NetworkStatus): { variables: string[]; switchOff: boolean } {
  const variables = [
    ...(status.rpc ? [] : [status.variables.rpc]),
    ...(status.xpub ? [] : [status.variables.xpub]),
  ];
  return { variables, switchOff: !status.enabled };
}

/** The to-do of one network in words: which variables to set (then restart), and/or switch it on. */
export function ChainTodo({ status }: { status: NetworkStatus }) {
  const { t } = useTranslation();
  const { variables, switchOff } = chainTodo(status);
  if (variables.length === 0 && !switchOff) return null;
  return (
    <Typography.Text type="warning" data-testid={`chain-todo-${status.network}`}>
      {variables.length > 0 && (
        <>
          {t('settings.chain.todoSet')}{' '}
          {variables.map((name) => (
            <Typography.Text code copyable key={name}>
              {name}
            </Typography.Text>
          ))}{' '}
          {t('settings.chain.todoRestart')}{' '}
        </>
      )}
      {switchOff && t('settings.chain.todoSwitch')}
    </Typography.Text>
  );
}
