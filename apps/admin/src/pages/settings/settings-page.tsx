import { LANGUAGES, NETWORKS, parseAmount, type SysConfig, sysConfig } from '@mcc/contract';
import { defaultWithdrawRule } from '@mcc/contract/defaults';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { ColProps } from 'antd/es/grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { BpPercentInput } from '../../features/quant/bp-percent-input.tsx';
import { useSaveSettings, useSettings } from '../../features/settings/api.ts';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { notify } from '../../lib/notify.ts';

export interface SettingsProblem {
  path: (string | number)[];
  key: string;
}

/**
 * Checks the whole configuration with the contract's schema, plus what the schema cannot say:
 * each withdrawal rule's minimum is not above its maximum, and a network appears once per list.
 */
export function settingsProblems(values: unknown): SettingsProblem[] {
  const parsed = sysConfig.safeParse(values);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => ({
      path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
      key: i.message === 'AMOUNT_INVALID' ? 'amountInvalid' : 'invalidValue',
    }));
  }
  const config = parsed.data;
  const problems: SettingsProblem[] = [];
  config.withdraw.forEach((rule, i) => {
    const min = parseAmount(rule.min);
    const max = parseAmount(rule.max);
    if (min !== undefined && max !== undefined && min > max)
      problems.push({ path: ['withdraw', i, 'max'], key: 'maxBelowMin' });
  });
  for (const list of ['depositNetworks', 'withdraw'] as const) {
    const seen = new Set<string>();
    config[list].forEach((row, i) => {
      if (seen.has(row.network)) problems.push({ path: [list, i, 'network'], key: 'duplicateNetwork' });
      seen.add(row.network);
    });
  }
  if (!config.languages.includes(config.defaultLanguage)) {
    problems.push({ path: ['defaultLanguage'], key: 'defaultNotOffered' });
  }
  return problems;
}

const bpInput = <InputNumber min={0} max={10_000} precision={0} suffix="bp" style={{ width: 160 }} />;
const COMMISSION_LABELS = ['settings.commission1', 'settings.commission2', 'settings.commission3'] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useSettings();
  return (
    <div data-testid="settings-page">
      <PageHeader title={t('menu.settings')} />
      {isPending || !data ? <Skeleton active /> : <SettingsForm config={data} />}
    </div>
  );
}

function SettingsForm({ config }: { config: SysConfig }) {
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
        } catch {
          // The server's message is shown.
        }
      },
    });
  }

  return (
    <Form<SysConfig> form={form} layout="vertical" initialValues={config}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('settings.site')} data-testid="settings-site">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="siteName" label={t('settings.siteName')} rules={[{ required: true, max: 40 }]}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="logo" label={t('settings.logo')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="serviceUrl" label={t('settings.serviceUrl')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name={['version', 'name']} label={t('settings.versionName')}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name={['version', 'code']} label={t('settings.versionCode')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="languages" label={t('settings.languages')}>
                <Checkbox.Group options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="defaultLanguage" label={t('settings.defaultLanguage')}>
                <Select options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('settings.deposit')} data-testid="settings-deposit">
          <NetworkRows
            name="depositNetworks"
            networkCol={{ xs: 24, md: 4 }}
            endCol={{ xs: 12, md: 3 }}
            newRow={{ network: 'TRC20', address: '', enabled: false }}
            addText={t('settings.addNetwork')}
          >
            {(field) => (
              <Col xs={24} md={14}>
                <Form.Item name={[field.name, 'address']} label={t('settings.depositAddress')}>
                  <Input className="mono" maxLength={100} />
                </Form.Item>
              </Col>
            )}
          </NetworkRows>
        </Card>

        <Card title={t('settings.withdraw')} data-testid="settings-withdraw">
          <Typography.Paragraph type="secondary">{t('settings.withdrawHint')}</Typography.Paragraph>
          <NetworkRows
            name="withdraw"
            networkCol={{ xs: 12, md: 3 }}
            endCol={{ xs: 12, md: 2 }}
            newRow={{ ...defaultWithdrawRule, enabled: false }}
            addText={t('settings.addRule')}
          >
            {(field) => (
              <>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'min']} label={t('settings.min')}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[field.name, 'max']} label={t('settings.max')}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'fixedFee']} label={t('settings.fixedFee')}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'feeBp']} label={t('settings.feeBp')}>
                    <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[field.name, 'dailyLimit']} label={t('settings.dailyLimit')}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
              </>
            )}
          </NetworkRows>
        </Card>

        <Card title={t('settings.fees')} data-testid="settings-fees">
          <Typography.Paragraph type="secondary">{t('settings.bpHint')}</Typography.Paragraph>
          <Space wrap size="large">
            <Form.Item name="transferFeeBp" label={t('settings.transferFee')}>
              {bpInput}
            </Form.Item>
            <Form.Item name={['exchangeFeeBp', 'buySsk']} label={t('settings.buySsk')}>
              {bpInput}
            </Form.Item>
            <Form.Item name={['exchangeFeeBp', 'sellSsk']} label={t('settings.sellSsk')}>
              {bpInput}
            </Form.Item>
            <Form.Item name={['exchangeFeeBp', 'buyMcc']} label={t('settings.buyMcc')}>
              {bpInput}
            </Form.Item>
            <Form.Item name={['exchangeFeeBp', 'sellMcc']} label={t('settings.sellMcc')}>
              {bpInput}
            </Form.Item>
            <Form.Item name="mccBuyEnabled" label={t('settings.mccBuyEnabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Card>

        <Card title={t('settings.quant')} data-testid="settings-quant">
          <Typography.Paragraph type="secondary">{t('settings.quantHint')}</Typography.Paragraph>
          <Space wrap size="large">
            {COMMISSION_LABELS.map((label, depth) => (
              <Form.Item
                key={label}
                name={['commissionBp', depth]}
                label={t(label)}
                tooltip={t('settings.commissionHint')}
              >
                <BpPercentInput style={{ width: 160 }} data-testid={`commission-${depth + 1}`} />
              </Form.Item>
            ))}
            <Form.Item
              name="coinMixDailyRateBp"
              label={t('settings.coinMixRate')}
              extra={t('settings.coinMixRateHint')}
            >
              <BpPercentInput style={{ width: 160 }} data-testid="coin-mix-rate" />
            </Form.Item>
          </Space>
        </Card>

        <Card title={t('settings.registration')} data-testid="settings-registration">
          <Space wrap size="large">
            <Form.Item
              name="inviteRequired"
              label={t('settings.inviteRequired')}
              valuePropName="checked"
              extra={t('settings.inviteRequiredHint')}
            >
              <Switch data-testid="invite-required" />
            </Form.Item>
            <Form.Item name={['upload', 'maxBytes']} label={t('settings.uploadMax')}>
              <InputNumber min={1} precision={0} suffix="B" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name={['upload', 'types']} label={t('settings.uploadTypes')}>
              <Select mode="tags" style={{ minWidth: 320 }} />
            </Form.Item>
          </Space>
        </Card>

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

const networkOptions = NETWORKS.map((n) => ({ value: n, label: n }));

/**
 * One list of per-network rows (deposit addresses, withdrawal rules): the network, the row's own
 * fields, whether it is on, and Remove; `newRow` is what Add appends.
 */
function NetworkRows({
  name,
  networkCol,
  endCol,
  newRow,
  addText,
  children,
}: {
  name: 'depositNetworks' | 'withdraw';
  /** Column sizes differ per list (the withdrawal rows have more fields): the network's first, */
  networkCol: ColProps;
  /** and each of the two at the end, Enabled and Remove. */
  endCol: ColProps;
  newRow: SysConfig['depositNetworks'][number] | SysConfig['withdraw'][number];
  addText: string;
  children(field: FormListFieldData): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row gutter={12} key={field.key} align="middle">
              <Col {...networkCol}>
                <Form.Item name={[field.name, 'network']} label={t('finance.network')}>
                  <Select options={networkOptions} />
                </Form.Item>
              </Col>
              {children(field)}
              <Col {...endCol}>
                <Form.Item
                  name={[field.name, 'enabled']}
                  label={t('settings.enabled')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Col>
              <Col {...endCol}>
                <Button danger onClick={() => remove(field.name)}>
                  {t('common.remove')}
                </Button>
              </Col>
            </Row>
          ))}
          <Button onClick={() => add(newRow)}>{addText}</Button>
        </>
      )}
    </Form.List>
  );
}
