import { api, changeEmailBody, changeMobileBody } from '@mcc/contract';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { TotpField } from '../../../components/money/totp-field.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshSecurity, useSecurityOverview, useSecuritySettings } from '../../../lib/security.ts';
import { useRefreshUser } from '../../../lib/user-center.ts';
import { ContactCodeFields, type ContactKind } from './contact-code-fields.tsx';
import '../../../locales/security/index.ts';

const CHANGES = {
  mobile: { route: api.accounts.changeMobile, schema: changeMobileBody, event: 'changemobile' },
  email: { route: api.accounts.changeEmail, schema: changeEmailBody, event: 'changeemail' },
} as const;

/**
 * Changing the account's mobile or e-mail (`kind`): the new one and the code sent to it, the payment
 * password and, with 2FA on, its code. Withdrawals are then held for a while (the note says how long).
 */
export function ChangeContactForm({ kind, onDone }: { kind: ContactKind; onDone: () => void }) {
  const { t } = useTranslation();
  // Masked as the security page shows it: the page may be open where others can see the screen.
  const overview = useSecurityOverview().data;
  const refreshUser = useRefreshUser();
  const refreshSecurity = useRefreshSecurity();
  const hours = useSecuritySettings().lockAfterContactHours;
  const change = CHANGES[kind];
  // The two routes differ only in the contact's name: one form serves both.
  const money = useMoneyForm(
    change.route as typeof api.accounts.changeMobile,
    change.schema as typeof changeMobileBody,
    {
      onDone: async () => {
        await Promise.all([refreshUser(), refreshSecurity()]);
        showToast(
          t(kind === 'mobile' ? 'security.contact.mobileDone' : 'security.contact.emailDone'),
          'success',
        );
        onDone();
      },
    },
  );
  const current = kind === 'mobile' ? overview?.mobile : overview?.email;
  return (
    <div data-testid={`change-${kind}`}>
      <List>
        <List.Item extra={<span data-testid="contact-current">{current ?? t('security.contact.none')}</span>}>
          {t('security.contact.current')}
        </List.Item>
      </List>
      <MoneyForm
        money={money}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="change-contact-submit">
            {t('security.contact.submit')}
          </Button>
        }
      >
        <ContactCodeFields
          kind={kind}
          event={change.event}
          form={money.form}
          label={t(kind === 'mobile' ? 'security.contact.newMobile' : 'security.contact.newEmail')}
        />
        <PayPasswordField />
        <TotpField />
      </MoneyForm>
      <p className="security-note">{t('security.contact.note', { hours })}</p>
    </div>
  );
}
