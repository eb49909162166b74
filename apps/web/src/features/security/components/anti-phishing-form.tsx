import { antiPhishingBody, totpDigits } from '@mcc/contract';
import { Button, Form, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TotpCodeItem } from '../../../components/totp-code-item.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshSecurity } from '../../../lib/security.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { setAntiPhishing } from '../api/security.ts';
import '../../../locales/security/index.ts';

/**
 * What the anti-phishing code is, the current one, and setting or changing it (with the 2FA code when
 * `totpOn`). `onDone` after it is saved.
 */
export function AntiPhishingForm({
  current,
  totpOn,
  onDone,
}: {
  current: string;
  totpOn: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const onFinish = async (values: { code: string; totpCode?: string }) => {
    try {
      await setAntiPhishing({ code: values.code.trim(), ...(totpOn ? { totpCode: values.totpCode } : {}) });
    } catch {
      return; // The request client has said why.
    }
    await refresh();
    showToast(t('security.antiPhishing.done'), 'success');
    onDone();
  };
  return (
    <div data-testid="anti-phishing-form">
      <p className="security-note">{t('security.antiPhishing.what')}</p>
      {current && (
        <List>
          <List.Item extra={<strong data-testid="anti-phishing-current">{current}</strong>}>
            {t('security.antiPhishing.current')}
          </List.Item>
        </List>
      )}
      <Form
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="anti-phishing-submit">
            {t('common.save')}
          </Button>
        }
      >
        <Form.Item
          name="code"
          label={t('security.antiPhishing.label')}
          rules={[zodRule(antiPhishingBody.shape.code)]}
        >
          <Input maxLength={20} placeholder={t('security.antiPhishing.placeholder')} clearable />
        </Form.Item>
        {totpOn && <TotpCodeItem rules={[zodRule(totpDigits)]} />}
      </Form>
    </div>
  );
}
