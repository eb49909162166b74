import { Card, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The waits, in hours, that account security puts between a change and the money it could move. */
const HOUR_SETTINGS = [
  ['addressCoolingHours', 'addressCooling'],
  ['lockAfterPasswordHours', 'lockAfterPassword'],
  ['lockAfterContactHours', 'lockAfterContact'],
] as const;

/**
 * Account security (`security`): how long a new withdrawal address cools, how long withdrawals are held
 * after a password or 2FA change and after a phone or e-mail change, and whether a sign-in from a new
 * device asks for a code. A value out of range is marked by the contract's check on Save.
 */
export function SecuritySettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.security.title')} data-testid="settings-security">
      <Typography.Paragraph type="secondary">{t('settings.security.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {HOUR_SETTINGS.map(([name, text]) => (
          <Col key={name} xs={24} md={8}>
            <Form.Item
              name={['security', name]}
              label={t(`settings.security.${text}`)}
              extra={t(`settings.security.${text}Hint`)}
            >
              <InputNumber
                precision={0}
                suffix={t('settings.security.hours')}
                style={{ width: 160 }}
                data-testid={`security-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item
            name={['security', 'newDeviceCode']}
            label={t('settings.security.newDeviceCode')}
            extra={t('settings.security.newDeviceCodeHint')}
            valuePropName="checked"
          >
            <Switch data-testid="security-newDeviceCode" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
