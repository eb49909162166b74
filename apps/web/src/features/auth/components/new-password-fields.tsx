import { password } from '@mcc/contract';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import '../../../locales/sign-up/index.ts';

type FormInstance = ReturnType<typeof Form.useForm>[0];

/** A new password (checked by the contract's rule) and its confirmation, which must match it. */
export function NewPasswordFields({
  name,
  label,
  form,
}: {
  name: string;
  label: string;
  form: FormInstance;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label} help={t('auth.passwordHint')} rules={[zodRule(password)]}>
        <Input type="password" autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirmPassword')}
        dependencies={[name]}
        rules={[
          {
            validator: async (_r, value) => {
              if (value !== form.getFieldValue(name)) throw new Error(errorText('PASSWORD_MISMATCH'));
            },
          },
        ]}
      >
        <Input type="password" autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
    </>
  );
}
