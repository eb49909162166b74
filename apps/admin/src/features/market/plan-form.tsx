import { MARKET_SYMBOLS, type MarketSymbol, type PlanBody, type PricePoint } from '@mcc/contract';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, priceText } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { minutePicker, toMinute } from '../../lib/pickers.ts';
import { type PlanPreview, previewPlan, useCreatePlan } from './api.ts';
import { priceRules } from './price-rules.ts';

const PlanChart = lazy(() => import('./plan-chart.tsx'));

interface PlanFormValues {
  symbol: MarketSymbol;
  mode: 'ramp' | 'points';
  ramp?: { startAt?: Dayjs; endAt?: Dayjs; startPrice?: string; endPrice?: string; steps?: number };
  points?: { at?: Dayjs; price?: string }[];
}

/** ISO with the operator's offset ("2026-11-25T20:00:00+08:00"): the server reads the instant. */
const iso = (d: Dayjs | undefined) => d?.format() ?? '';

/** The form as the call's body; the server checks every field (times ahead, prices, steps). */
function toBody(v: PlanFormValues): PlanBody {
  if (v.mode === 'ramp')
    return {
      symbol: v.symbol,
      ramp: {
        startAt: iso(v.ramp?.startAt),
        endAt: iso(v.ramp?.endAt),
        startPrice: v.ramp?.startPrice?.trim() ?? '',
        endPrice: v.ramp?.endPrice?.trim() ?? '',
        steps: v.ramp?.steps ?? 0,
      },
    };
  return {
    symbol: v.symbol,
    points: (v.points ?? []).map((p) => ({ at: iso(p.at), price: p.price?.trim() ?? '' })),
  };
}

const required = (t: TFunction) => [{ required: true, message: t('common.required') }];

function RampFields() {
  const { t } = useTranslation();
  return (
    <Space wrap align="start">
      <Form.Item name={['ramp', 'startAt']} label={t('market.startAt')} rules={required(t)}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" data-testid="ramp-start-at" />
      </Form.Item>
      <Form.Item name={['ramp', 'endAt']} label={t('market.endAt')} rules={required(t)}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" data-testid="ramp-end-at" />
      </Form.Item>
      <Form.Item name={['ramp', 'startPrice']} label={t('market.startPrice')} rules={priceRules(t)}>
        <Input inputMode="decimal" style={{ width: 160 }} data-testid="ramp-start-price" />
      </Form.Item>
      <Form.Item name={['ramp', 'endPrice']} label={t('market.endPrice')} rules={priceRules(t)}>
        <Input inputMode="decimal" style={{ width: 160 }} data-testid="ramp-end-price" />
      </Form.Item>
      <Form.Item name={['ramp', 'steps']} label={t('market.steps')} rules={required(t)}>
        <InputNumber min={1} max={1439} precision={0} data-testid="ramp-steps" />
      </Form.Item>
    </Space>
  );
}

function PointFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="points">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'at']}
                label={t('market.at')}
                rules={required(t)}
                normalize={toMinute}
              >
                <DatePicker {...minutePicker} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} label={t('market.price')} rules={priceRules(t)}>
                <Input inputMode="decimal" style={{ width: 160 }} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{t('common.delete')}</Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})}>
            {t('market.addPoint')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * A scheduled plan of prices: a ramp (start and end price over a time span, in equal steps) or a list
 * of points. "Preview" asks the server for the points it would apply and draws them; only a previewed
 * plan can be saved, and any change to the form asks for a new preview.
 */
export function PlanForm({ current }: { current: PricePoint[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const mode = Form.useWatch('mode', form);
  const [preview, setPreview] = useState<PlanPreview>();
  const [previewing, setPreviewing] = useState(false);
  const create = useCreatePlan();

  const onPreview = async () => {
    let values: PlanFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields say what is missing.
    }
    setPreviewing(true);
    try {
      setPreview(await previewPlan(toBody(values)));
    } catch {
      // The server's reason has been shown.
    } finally {
      setPreviewing(false);
    }
  };

  const onSave = async () => {
    await create.mutateAsync(toBody(form.getFieldsValue(true)));
    notify.success(t('market.planSaved'));
    setPreview(undefined);
    form.resetFields();
  };

  const now = current.find((p) => p.symbol === preview?.symbol);
  const first = preview?.points[0];
  const last = preview?.points.at(-1);
  return (
    <Card title={t('market.newPlan')} data-testid="plan-form">
      <Form<PlanFormValues>
        form={form}
        layout="vertical"
        initialValues={{ symbol: 'MCC', mode: 'ramp', points: [{}] }}
        onValuesChange={() => setPreview(undefined)}
      >
        <Space wrap>
          <Form.Item name="symbol" label={t('market.symbol')}>
            <Select style={{ width: 120 }} options={MARKET_SYMBOLS.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
          <Form.Item name="mode" label={t('market.mode')}>
            <Radio.Group optionType="button">
              <Radio.Button value="ramp">{t('market.ramp')}</Radio.Button>
              <Radio.Button value="points">{t('market.points')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Space>
        {mode === 'points' ? <PointFields /> : <RampFields />}
        <Space style={{ marginTop: 16 }}>
          <Button onClick={onPreview} loading={previewing} data-testid="plan-preview">
            {t('market.preview')}
          </Button>
          <Button
            type="primary"
            disabled={!preview}
            loading={create.isPending}
            onClick={() => void onSave().catch(() => {})}
            data-testid="plan-save"
          >
            {t('market.savePlan')}
          </Button>
        </Space>
      </Form>
      {preview && first && last && (
        <div style={{ marginTop: 16 }} data-testid="plan-preview-result">
          <Alert
            type="info"
            showIcon
            title={t('market.previewSummary', {
              count: preview.points.length,
              symbol: preview.symbol,
              from: `${priceText(first.price)} (${dateTime(first.at)})`,
              to: `${priceText(last.price)} (${dateTime(last.at)})`,
            })}
          />
          <Suspense fallback={<div style={{ height: 260 }} />}>
            <PlanChart points={preview.points} now={now} />
          </Suspense>
          <Typography.Text type="secondary">{t('market.previewHint')}</Typography.Text>
        </div>
      )}
    </Card>
  );
}
