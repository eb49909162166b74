import { payPassword } from '@mcc/contract';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SixDigitSecret } from '../../../components/six-digit-secret.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import '../../../locales/account/index.ts';

type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * A new six-digit payment password (`payPassword`, checked by the contract's rule) and its
 * confirmation (`confirmPayPassword`), which must match it: set on its own page or while registering.
 */
export function NewPayPasswordFields({ form, help }: { form: FormInstance; help?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="payPassword"
        label={t('payPassword.newLabel')}
        help={help}
        rules={[zodRule(payPassword)]}
      >
        <SixDigitSecret placeholder={t('payPassword.placeholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPayPassword"
        label={t('payPassword.confirmLabel')}
        dependencies={['payPassword']}
        rules={[
          {
            validator: async (_r, value) => {
              if (value !== form.getFieldValue('payPassword'))
                throw new Error(errorText('PASSWORD_MISMATCH'));
            },
          },
        ]}
      >
        <SixDigitSecret placeholder={t('payPassword.placeholder')} />
      </Form.Item>
    </>
  );
}
