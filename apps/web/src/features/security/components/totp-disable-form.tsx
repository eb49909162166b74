import { api, totpDisableBody } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshSecurity, useSecuritySettings } from '../../../lib/security.ts';
import '../../../locales/security/index.ts';

/**
 * 2FA is on: how many recovery codes are left, and turning it off with a current code or a recovery
 * code plus the payment password (withdrawals are then held for a while: the note says how long).
 */
export function TotpDisableForm({ recoveryLeft, onDone }: { recoveryLeft: number; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const hours = useSecuritySettings().lockAfterPasswordHours;
  const money = useMoneyForm(api.security.totpDisable, totpDisableBody, {
    onDone: async () => {
      await refresh();
      showToast(t('security.totp.turnedOff'), 'success');
      onDone();
    },
  });
  return (
    <div data-testid="totp-on">
      <p className="security-note">{t('security.totp.onNote', { count: recoveryLeft })}</p>
      <p className="security-note">{t('security.totp.offNote', { hours })}</p>
      <MoneyForm
        money={money}
        footer={
          <Button block type="submit" color="danger" size="large" data-testid="totp-turn-off">
            {t('security.totp.turnOff')}
          </Button>
        }
      >
        <Form.Item name="code" label={t('security.totp.offCode')} rules={money.rules('code')}>
          <Input
            autoComplete="one-time-code"
            maxLength={9}
            placeholder={t('security.totp.offCodePlaceholder')}
          />
        </Form.Item>
        <PayPasswordField />
      </MoneyForm>
    </div>
  );
}
