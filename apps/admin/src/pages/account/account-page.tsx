import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Image,
  Input,
  Row,
  Space,
  Steps,
  Tag,
  Typography,
} from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import {
  type TotpEnrolment,
  useChangePassword,
  useConfirmTotp,
  useEnrolTotp,
} from '../../features/auth/api.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/operator.ts';

/** The contract's operator password rule: 12–128 characters with a letter and a digit. */
export const OPERATOR_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{12,128}$/s;

export default function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const operator = me.data?.operator;
  return (
    <div data-testid="account-page">
      <PageHeader title={t('menu.account')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('account.profile')} style={{ marginBottom: 16 }}>
            {operator && (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'u', label: t('auth.username'), children: operator.username },
                  {
                    key: 'r',
                    label: t('operators.role'),
                    children: <Tag color="blue">{t(`roles.${operator.role}`)}</Tag>,
                  },
                  {
                    key: 'p',
                    label: t('account.permissions'),
                    children: (
                      <Space size={4} wrap>
                        {me.data?.permissions.map((p) => (
                          <Tag key={p}>{t(`permissions.${p}`)}</Tag>
                        ))}
                      </Space>
                    ),
                  },
                ]}
              />
            )}
          </Card>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={12}>
          <TotpCard enabled={operator?.totpEnabled ?? false} />
        </Col>
      </Row>
    </div>
  );
}

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

function PasswordCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();

  async function submit() {
    const values = await form.validateFields();
    modal.confirm({
      title: t('account.passwordConfirm'),
      content: t('account.passwordConfirmText'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
          form.resetFields();
          notify.success(t('account.passwordChanged'));
        } catch {
          // Shown already (e.g. the old password is wrong).
        }
      },
    });
  }

  return (
    <Card title={t('account.changePassword')} data-testid="password-card">
      <Form<PasswordForm> form={form} layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item
          name="oldPassword"
          label={t('account.oldPassword')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.newPassword')}
          extra={t('account.passwordRule')}
          rules={[{ required: true, pattern: OPERATOR_PASSWORD, message: t('account.passwordRule') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('account.repeatPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('common.required') },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" onClick={() => void submit().catch(() => {})} loading={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

/** TOTP set-up: a new secret as a QR code (and as text), then one code from the app turns it on. */
function TotpCard({ enabled }: { enabled: boolean }) {
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
