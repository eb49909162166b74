import { type SysConfig, sysConfig } from '@mcc/contract';
import { App, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { ApiError } from '../../lib/request.ts';
import { useSaveSettings } from './api.ts';
import { AutoRechargeSettings } from './auto-recharge-settings.tsx';
import { ExplorerSettings } from './explorer-settings.tsx';
import { FourEyesSettings } from './four-eyes-settings.tsx';
import { SecuritySettings } from './security-settings.tsx';
import { serverFieldErrors, settingsProblems } from './settings-problems.ts';
import {
  AuctionSettings,
  DepositSettings,
  FeeSettings,
  MarketSettings,
  PledgeSettings,
  PrimarySaleSettings,
  RegistrationSettings,
  ResaleSettings,
  SiteSettings,
  WithdrawSettings,
} from './settings-sections.tsx';

/** The whole configuration in one form: checked here (settingsProblems), confirmed, then saved. */
export function SettingsForm({ config }: { config: SysConfig }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<SysConfig>();
  const save = useSaveSettings();

  async function submit() {
    const values = { ...config, ...form.getFieldsValue(true) } as SysConfig;
    // The fields have no rules of their own: errors marked by an earlier Save stay until cleared here.
    form.setFields(
      form
        .getFieldsError()
        .flatMap((f) => (f.errors.length > 0 ? [{ name: f.name as never, errors: [] }] : [])),
    );
    const problems = settingsProblems(values);
    if (problems.length > 0) {
      form.setFields(
        problems.map((p) => ({ name: p.path as never, errors: [t(`settings.errors.${p.key}`)] })),
      );
      notify.error(t('settings.fixErrors'));
      return;
    }
    const valid = sysConfig.parse(values);
    modal.confirm({
      title: t('settings.saveConfirm'),
      content: t('settings.saveConfirmText'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const saved = await save.mutateAsync(valid);
          form.setFieldsValue(saved);
          notify.success(t('common.saved'));
        } catch (e) {
          // The server's message is shown; the fields it names are marked too.
          if (e instanceof ApiError) form.setFields(serverFieldErrors(e.data) as never);
        }
      },
    });
  }

  return (
    <Form<SysConfig> form={form} layout="vertical" initialValues={config}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <SiteSettings />
        <DepositSettings />
        <AutoRechargeSettings />
        <ExplorerSettings />
        <WithdrawSettings />
        <SecuritySettings />
        <FourEyesSettings />
        <FeeSettings />
        <MarketSettings />
        <PledgeSettings />
        <PrimarySaleSettings />
        <ResaleSettings />
        <AuctionSettings />
        <RegistrationSettings />

        <Space>
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="save-settings"
          >
            {t('common.save')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('common.reset')}</Button>
        </Space>
      </Space>
    </Form>
  );
}
