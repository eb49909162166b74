import { api, whitelistBody } from '@mcc/contract';
import { Button, List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../components/form-sheet.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { TotpField } from '../../../components/money/totp-field.tsx';
import { formatTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/indicators.ts';
import { type AddressBook, useRefreshSecurity, useSecuritySettings } from '../../../lib/security.ts';
import '../../../locales/security/index.ts';

/** Whitelist-only was switched off and waits for its cooling period: the time it goes off, else null. */
function pendingOff(book: AddressBook, now: number): string | null {
  return book.whitelistOffAt !== null && Date.parse(book.whitelistOffAt) > now ? book.whitelistOffAt : null;
}

/**
 * The whitelist-only switch: withdrawals only to the book's usable addresses. On at once; off only after
 * the cooling period, which the sheet says before the payment password (and 2FA code) confirm it. `now`:
 * the server's time.
 */
export function WhitelistSwitch({ book, now }: { book: AddressBook; now: number }) {
  const { t } = useTranslation();
  const offAt = pendingOff(book, now);
  // The user's choice: a switch turned off shows off while it waits for its time.
  const on = book.whitelistOnly && offAt === null;
  const [asking, setAsking] = useState<boolean>();
  return (
    <>
      <List>
        <List.Item
          extra={
            <Switch
              checked={on}
              onChange={(next) => setAsking(next)}
              aria-label={t('security.addresses.whitelist')}
              data-testid="whitelist-switch"
            />
          }
          description={
            offAt ? (
              <span className="book-cooling" data-testid="whitelist-off-at">
                {t('security.addresses.whitelistOffAt', { time: formatTime(offAt) })}
              </span>
            ) : (
              t('security.addresses.whitelistHelp')
            )
          }
        >
          {t('security.addresses.whitelist')}
        </List.Item>
      </List>
      {asking !== undefined && <WhitelistSheet on={asking} onClose={() => setAsking(undefined)} />}
    </>
  );
}

function WhitelistSheet({ on, onClose }: { on: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const hours = useSecuritySettings().addressCoolingHours;
  const money = useMoneyForm(api.security.whitelist, whitelistBody, {
    fixed: { on },
    onDone: async () => {
      await refresh();
      showToast(
        t(on ? 'security.addresses.whitelistOnDone' : 'security.addresses.whitelistOffDone'),
        'success',
      );
      onClose();
    },
  });
  return (
    <FormSheet onClose={onClose} className="security-sheet">
      <div data-testid="whitelist-sheet">
        <h2 className="security-sheet-title">
          {t(on ? 'security.addresses.whitelistOnTitle' : 'security.addresses.whitelistOffTitle')}
        </h2>
        <p className="security-note">
          {on ? t('security.addresses.whitelistHelp') : t('security.addresses.whitelistOffNote', { hours })}
        </p>
        <MoneyForm
          money={money}
          footer={
            <Button block type="submit" color="primary" size="large" data-testid="whitelist-submit">
              {t('common.confirm')}
            </Button>
          }
        >
          <PayPasswordField />
          <TotpField />
        </MoneyForm>
      </div>
    </FormSheet>
  );
}
