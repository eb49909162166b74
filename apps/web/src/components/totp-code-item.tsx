import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from './money/money-context.ts';
import '../locales/protection/index.ts';

/**
 * The authenticator's six digits as a form field (`totpCode` unless `name` says otherwise), checked by
 * `rules` (the contract's `totpDigits`, through the form's schema or `zodRule`).
 */
export function TotpCodeItem({
  rules,
  name = 'totpCode',
  note,
}: {
  rules: FieldRule[];
  name?: string;
  /** Why it is asked, under the field. */
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t('protection.code')} description={note} rules={rules}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('protection.codePlaceholder')}
        data-testid="totp-code"
      />
    </Form.Item>
  );
}
