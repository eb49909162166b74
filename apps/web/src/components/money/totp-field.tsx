import { useTotpOn } from '../../lib/security.ts';
import { TotpCodeItem } from '../totp-code-item.tsx';
import { useMoneyContext } from './money-context.ts';

/**
 * The authenticator's code in a `<MoneyForm>` whose route takes `totpCode` (a withdrawal, a resale
 * release, the address book): asked only when the user has 2FA on (the security overview says so),
 * checked by the route's schema.
 */
export function TotpField() {
  const on = useTotpOn();
  const { rules } = useMoneyContext();
  return on ? <TotpCodeItem rules={rules('totpCode')} /> : null;
}
