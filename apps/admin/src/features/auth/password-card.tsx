import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmedSave } from '../../components/form/use-confirmed-save.ts';
import { notify } from '../../lib/notify.ts';
import { useChangePassword } from './api.ts';

/** The contract's operator password rule: 12–128 characters with a letter and a digit. */
const OPERATOR_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{12,128}$/s;

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

/** The operator changes their own password (the old one, the new one twice), confirmed first. */
export function PasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();
  const save = useConfirmedSave({
    form,
    prepare: (values) => ({
      title: t('account.passwordConfirm'),
      content: t('account.passwordConfirmText'),
      // Not quiet: a wrong old password is said by the request client.
      send: () => change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
      saved: () => {
        form.resetFields();
        notify.success(t('account.passwordChanged'));
      },
    }),
  });

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
        <Button type="primary" onClick={save.submit} loading={save.saving}>
          {t('account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
