import { NETWORKS } from '@mcc/contract';
import { Card, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Each network's block explorer (`explorers`): the page of a transaction (`{tx}`) and of an address
 * (`{address}`), which the console's hashes and addresses link to. A template the contract refuses is
 * marked on Save.
 */
export function ExplorerSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.explorers.title')} data-testid="settings-explorers">
      <Typography.Paragraph type="secondary">{t('settings.explorers.hint')}</Typography.Paragraph>
      {NETWORKS.map((network) => (
        <Row gutter={16} key={network} align="middle">
          <Col xs={24} md={2}>
            <Typography.Text strong>{network}</Typography.Text>
          </Col>
          {(['tx', 'address'] as const).map((kind) => (
            <Col xs={24} md={11} key={kind}>
              <Form.Item name={['explorers', network, kind]} label={t(`settings.explorers.${kind}`)}>
                <Input className="mono" maxLength={300} data-testid={`explorer-${network}-${kind}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
    </Card>
  );
}
