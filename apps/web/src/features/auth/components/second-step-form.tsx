import { Button, Input, List } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStep } from '../second-step.ts';
import './second-step-form.css';
import '../../../locales/protection/index.ts';

/**
 * The second step of a sign-in (../second-step.ts), in place of the password form: the authenticator's
 * six digits or a recovery code (`totp`), or the code sent to the account from a new device (`device`);
 * `onSubmit` signs in again with it, the contract's sign-in schema checking it there. Loaded only when a
 * sign-in asks for it, with nothing the sign-in pages have not loaded but its texts: the login page keeps
 * its first-load budget.
 */
export default function SecondStepForm({
  step,
  onSubmit,
  onBack,
}: {
  step: SecondStep;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const totp = step === 'totp';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit(code.trim());
  };

  return (
    <form onSubmit={submit} data-testid="second-step">
      <h2 className="second-step-title">
        {t(totp ? 'protection.signIn.totpTitle' : 'protection.signIn.deviceTitle')}
      </h2>
      <p className="second-step-hint">
        {t(totp ? 'protection.signIn.totpHint' : 'protection.signIn.deviceHint')}
      </p>
      <List>
        <List.Item>
          <Input
            autoFocus
            autoComplete="one-time-code"
            inputMode={totp ? 'text' : 'numeric'}
            maxLength={totp ? 9 : 6}
            aria-label={t(totp ? 'protection.signIn.totpTitle' : 'protection.signIn.deviceTitle')}
            placeholder={t(
              totp ? 'protection.signIn.totpPlaceholder' : 'protection.signIn.devicePlaceholder',
            )}
            value={code}
            onChange={setCode}
          />
        </List.Item>
      </List>
      <div className="form-actions">
        <Button block type="submit" color="primary" size="large">
          {t('protection.signIn.verify')}
        </Button>
        <Button block fill="none" onClick={onBack}>
          {t('protection.signIn.back')}
        </Button>
      </div>
    </form>
  );
}
