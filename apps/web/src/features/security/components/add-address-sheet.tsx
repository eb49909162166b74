import { addAddressBody, api, NETWORKS } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../components/form-sheet.tsx';
import { addressRule } from '../../../components/money/address-rule.ts';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { TotpField } from '../../../components/money/totp-field.tsx';
import { NetworkTabs, useNetworkChoice } from '../../../components/network-tabs.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshSecurity, useSecuritySettings } from '../../../lib/security.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import '../../../locales/security/index.ts';

/**
 * Adding an address to the book: its network (those withdrawals are open on), the address checked as the
 * server checks it, a label, the payment password and, with 2FA on, its code. The address is usable after
 * the cooling period, which the sheet names.
 */
export function AddAddressSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useSysConfig()?.withdraw.filter((r) => r.enabled);
  const networks = rules ? rules.map((r) => r.network) : [...NETWORKS];
  const [network, setNetwork] = useNetworkChoice(networks);
  const refresh = useRefreshSecurity();
  const hours = useSecuritySettings().addressCoolingHours;
  const money = useMoneyForm(api.security.addAddress, addAddressBody, {
    fixed: { network },
    onDone: async () => {
      await refresh();
      showToast(t('security.addresses.added'), 'success');
      onClose();
    },
  });
  const { form } = money;
  // An address typed for one network is checked again when the user picks another.
  useEffect(() => {
    if (network && form.getFieldValue('address')) form.validateFields(['address']).catch(() => undefined);
  }, [network, form]);

  return (
    <FormSheet onClose={onClose} className="security-sheet">
      <div data-testid="add-address-sheet">
        <h2 className="security-sheet-title">{t('security.addresses.add')}</h2>
        <NetworkTabs networks={networks} value={network} onChange={setNetwork} />
        <MoneyForm
          money={money}
          footer={
            <Button block type="submit" color="primary" size="large" data-testid="add-address-submit">
              {t('security.addresses.add')}
            </Button>
          }
        >
          <Form.Item name="address" label={t('security.addresses.address')} rules={[addressRule(network)]}>
            <Input
              placeholder={t('security.addresses.addressPlaceholder', { network: network ?? '' })}
              clearable
            />
          </Form.Item>
          <Form.Item name="label" label={t('security.addresses.label')} rules={money.rules('label')}>
            <Input maxLength={30} placeholder={t('security.addresses.labelPlaceholder')} clearable />
          </Form.Item>
          <PayPasswordField />
          <TotpField />
        </MoneyForm>
        <p className="security-note">{t('security.addresses.coolingNote', { hours })}</p>
      </div>
    </FormSheet>
  );
}
