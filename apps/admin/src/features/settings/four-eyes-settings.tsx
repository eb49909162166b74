import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Four eyes on money (`fourEyes`): the payout above which marking a withdrawal paid waits for a second
 * operator's approval (every manual adjustment does). An amount the contract refuses is marked on Save.
 */
export function FourEyesSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('proposals.settings.title')} data-testid="settings-four-eyes">
      <Form.Item
        name={['fourEyes', 'payoutAbove']}
        label={t('proposals.settings.payoutAbove')}
        extra={<Typography.Text type="secondary">{t('proposals.settings.help')}</Typography.Text>}
      >
        <Input
          inputMode="decimal"
          suffix="USDT"
          style={{ width: 220 }}
          data-testid="four-eyes-payout-above"
        />
      </Form.Item>
    </Card>
  );
}
