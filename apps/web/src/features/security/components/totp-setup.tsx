import { type AnswerOf, type api, totpDigits } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { zodRule } from '../../../lib/zod-rule.ts';
import { enableTotp, startTotpSetup } from '../api/security.ts';
import '../../../locales/security/index.ts';

type Setup = AnswerOf<typeof api.security.totpSetup>;

/** A Base32 key in groups of four, easier to type into an app by hand (the app ignores the spaces). */
const keyGroups = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning 2FA on: what it is, then on "start" a new secret as a QR code of its `otpauth://` URI and as
 * the key to type by hand, and the app's current code to confirm it. `onEnabled` gets the recovery codes.
 */
export function TotpSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup>();
  const [form] = Form.useForm();

  const start = async () => {
    try {
      setSetup(await startTotpSetup());
    } catch {
      // The request client has said why.
    }
  };
  const enable = async ({ code }: { code: string }) => {
    try {
      onEnabled(await enableTotp(code.trim()));
    } catch {
      // A wrong or used code: the request client has said so; the user types the app's next one.
    }
  };

  if (!setup)
    return (
      <div data-testid="totp-intro">
        <p className="security-note">{t('security.totp.intro')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" onClick={() => void start()} data-testid="totp-start">
            {t('security.totp.start')}
          </Button>
        </div>
      </div>
    );
  return (
    <div data-testid="totp-setup">
      <div className="security-step">{t('security.totp.scan')}</div>
      <div className="totp-qr">
        <QrCode text={setup.uri} alt={t('security.totp.qrAlt')} testId="totp-qr" />
      </div>
      <p className="security-note">{t('security.totp.manual')}</p>
      <div className="totp-key">
        <span className="mono" data-testid="totp-key">
          {keyGroups(setup.secret)}
        </span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(setup.secret)}>
          {t('security.totp.copyKey')}
        </Button>
      </div>
      <div className="security-step">{t('security.totp.enter')}</div>
      <Form
        form={form}
        onFinish={enable}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="totp-enable">
            {t('security.totp.enable')}
          </Button>
        }
      >
        <Form.Item name="code" rules={[zodRule(totpDigits)]}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('protection.codePlaceholder')}
            aria-label={t('protection.code')}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
