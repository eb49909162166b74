import type { Network, SysConfig } from '@mcc/contract';
import { Card, Col, Form, Input, InputNumber, Row, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChainStatus, useChainStatus } from './api.ts';
import { ChainTodo } from './chain-todo.tsx';

type NetworkStatus = ChainStatus[number];

/**
 * What the server does with a network's automatic recharges: it works only when the (saved) switch is
 * on and the server's environment has both the node and the deposit key.
 */
export function effectiveState(
  status: NetworkStatus | undefined,
): 'working' | 'off' | 'notSetUp' | 'unknown' {
  if (!status) return 'unknown';
  if (!status.enabled) return 'off';
  return status.rpc && status.xpub ? 'working' : 'notSetUp';
}

const STATE_COLORS = { working: 'success', off: 'default', notSetUp: 'warning', unknown: 'default' } as const;

/** The server's side of one network: node, deposit key, and what that makes of the switch. */
function ChainTags({ network, status }: { network: Network; status: NetworkStatus | undefined }) {
  const { t } = useTranslation();
  const state = effectiveState(status);
  return (
    <Space size={[4, 4]} wrap data-testid={`chain-status-${network}`}>
      {status && (
        <>
          <Tag color={status.rpc ? 'success' : 'error'} data-testid={`chain-rpc-${network}`}>
            {status.rpc ? t('settings.chain.rpcOn') : t('settings.chain.rpcOff')}
          </Tag>
          <Tag color={status.xpub ? 'success' : 'error'} data-testid={`chain-xpub-${network}`}>
            {status.xpub ? t('settings.chain.xpubOn') : t('settings.chain.xpubOff')}
          </Tag>
        </>
      )}
      <Tag color={STATE_COLORS[state]} data-testid={`chain-state-${network}`}>
        {t(`settings.chain.${state}`)}
      </Tag>
    </Space>
  );
}

/**
 * Automatic recharge: per network the switch, the token contract, the confirmations and the smallest
 * deposit credited (settings), beside
 * what only the server's environment says (a node, a deposit key) and so whether it works; and how long
 * a transfer may wait for its confirmations, and whether deposits below the minimum add up to the next
 * one. Saved with the rest of the settings.
 */
export function AutoRechargeSettings() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SysConfig>();
  const status = useChainStatus();
  return (
    <Card title={t('settings.autoRecharge')} data-testid="settings-auto-recharge">
      <Typography.Paragraph type="secondary">{t('settings.autoRechargeHint')}</Typography.Paragraph>
      <Form.List name={['autoRecharge', 'networks']}>
        {(fields) =>
          fields.map((field) => {
            const network = form.getFieldValue([
              'autoRecharge',
              'networks',
              field.name,
              'network',
            ]) as Network;
            const networkStatus = status.data?.find((s) => s.network === network);
            return (
              <Row gutter={12} key={field.key} align="middle" data-testid={`auto-recharge-${network}`}>
                <Col xs={12} md={2}>
                  <Form.Item label={t('finance.network')}>
                    <strong>{network}</strong>
                  </Form.Item>
                </Col>
                <Col xs={12} md={2}>
                  <Form.Item
                    name={[field.name, 'enabled']}
                    label={t('settings.enabled')}
                    valuePropName="checked"
                  >
                    <Switch data-testid={`auto-enabled-${network}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item name={[field.name, 'token']} label={t('settings.token')}>
                    <Input className="mono" maxLength={100} data-testid={`auto-token-${network}`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'confirmations']} label={t('settings.confirmations')}>
                    <InputNumber
                      precision={0}
                      style={{ width: '100%' }}
                      data-testid={`auto-confirmations-${network}`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item
                    name={[field.name, 'minimum']}
                    label={t('settings.depositMinimum')}
                    tooltip={t('settings.depositMinimumHint')}
                  >
                    <Input suffix="USDT" inputMode="decimal" data-testid={`auto-minimum-${network}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item label={t('settings.chain.status')} tooltip={t('settings.chain.statusHint')}>
                    <ChainTags network={network} status={networkStatus} />
                  </Form.Item>
                </Col>
                {networkStatus && (
                  <Col span={24} style={{ marginTop: -12, marginBottom: 16 }}>
                    <ChainTodo status={networkStatus} />
                  </Col>
                )}
              </Row>
            );
          })
        }
      </Form.List>
      <Form.Item
        name={['autoRecharge', 'carryBelowMinimum']}
        label={t('settings.carryBelowMinimum')}
        extra={t('settings.carryBelowMinimumHint')}
        valuePropName="checked"
      >
        <Switch data-testid="auto-carry" />
      </Form.Item>
      <Form.Item
        name={['autoRecharge', 'timeoutMinutes']}
        label={t('settings.timeoutMinutes')}
        extra={t('settings.timeoutMinutesHint')}
      >
        <InputNumber precision={0} style={{ width: 160 }} data-testid="auto-timeout" />
      </Form.Item>
    </Card>
  );
}
