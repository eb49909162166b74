import { Alert, Button, Card, Form, Image, Input, Space, Steps, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { type TotpEnrolment, useConfirmTotp, useEnrolTotp } from './api.ts';

/** TOTP set-up: a new secret as a QR code (and as text), then one code from the app turns it on. */
export function TotpCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const enrol = useEnrolTotp();
  const confirm = useConfirmTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  useEffect(() => {
    if (!enrolment) return;
    let live = true;
    QRCode.toDataURL(enrolment.uri, { margin: 1, width: 200 })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [enrolment]);

  if (enabled) {
    return (
      <Card title={t('account.totp')} data-testid="totp-card">
        <Alert
          type="success"
          showIcon
          title={t('account.totpEnabled')}
          description={t('account.totpEnabledText')}
        />
      </Card>
    );
  }

  return (
    <Card title={t('account.totp')} data-testid="totp-card">
      <Steps
        size="small"
        current={enrolment ? 1 : 0}
        style={{ marginBottom: 16 }}
        items={[{ title: t('account.totpStep1') }, { title: t('account.totpStep2') }]}
      />
      {!enrolment ? (
        <Space orientation="vertical">
          <Typography.Paragraph>{t('account.totpIntro')}</Typography.Paragraph>
          <Button
            type="primary"
            loading={enrol.isPending}
            data-testid="totp-enrol"
            onClick={() =>
              enrol
                .mutateAsync()
                .then(setEnrolment)
                .catch(() => {})
            }
          >
            {t('account.totpStart')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('account.totpScan')}</Typography.Paragraph>
          {qr && (
            <Image src={qr} width={200} height={200} preview={false} alt="otpauth QR" data-testid="totp-qr" />
          )}
          <Typography.Paragraph>
            {t('account.totpSecret')}:{' '}
            <Typography.Text className="mono" copyable data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <Form
            form={form}
            layout="inline"
            onFinish={(v: { code: string }) =>
              confirm
                .mutateAsync(v.code)
                .then(() => {
                  notify.success(t('account.totpEnabled'));
                  setEnrolment(null);
                })
                .catch(() => {})
            }
          >
            <Form.Item
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('auth.totpInvalid') }]}
            >
              <Input
                placeholder={t('auth.totp')}
                maxLength={6}
                inputMode="numeric"
                className="mono"
                data-testid="totp-code"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('account.totpConfirm')}
            </Button>
          </Form>
          <Typography.Text type="secondary">{t('account.totpWarning')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
