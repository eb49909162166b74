import {
  type AdminPledgeProduct,
  INPUT_DECIMALS,
  LANGUAGES,
  type Language,
  type PledgeProductInput,
  parseAmount,
  pledgeProductBody,
} from '@mcc/contract';
import { App, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BpPercentInput } from '../../components/bp-percent-input.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { money } from '../../lib/format.ts';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { notify } from '../../lib/notify.ts';
import { bpToPercent } from '../../lib/percent.ts';
import { ApiError } from '../../lib/request.ts';
import { useSavePledgeProduct } from './api.ts';
import { productInput } from './product-input.ts';

/** What the form holds: numbers may be empty while the operator types, amounts are the typed text. */
interface ProductFormValues {
  name: Partial<Record<Language, string>>;
  termDays: number | null;
  dailyRateBp: number | null;
  minAmount: string;
  maxAmount: string;
  quota: string;
  open: boolean;
  sort: number | null;
}

const NEW_PRODUCT: ProductFormValues = {
  name: {},
  termDays: null,
  dailyRateBp: null,
  minAmount: '',
  maxAmount: '',
  quota: '',
  open: true,
  sort: 0,
};

/** Names and amounts trimmed, languages left empty dropped (their users see zh-Hans); the rest as typed. */
function candidate(values: ProductFormValues) {
  const name: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = values.name?.[lang]?.trim() ?? '';
    if (lang === 'zh-Hans' || text) name[lang] = text;
  }
  // The API takes amounts exactly as written (no spaces around them); a pasted one is tidied here.
  const amount = (text: string | undefined) => (typeof text === 'string' ? text.trim() : text);
  return {
    ...values,
    name,
    minAmount: amount(values.minAmount),
    maxAmount: amount(values.maxAmount),
    quota: amount(values.quota),
  };
}

/** The error keys a product can have: the contract's own, and the two rules between fields. */
export const PRODUCT_PROBLEMS = [
  'PRODUCT_NAME_REQUIRED',
  'PRODUCT_NAME_TOO_LONG',
  'TERM_INVALID',
  'RATE_INVALID',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_SPACES',
  'AMOUNT_LEADING_ZERO',
  'MAX_BELOW_MIN',
  'QUOTA_BELOW_SOLD',
  'INVALID_VALUE',
] as const;
type ProductProblemKey = (typeof PRODUCT_PROBLEMS)[number];
interface ProductProblem {
  path: (string | number)[];
  key: ProductProblemKey;
}

const isProblemKey = (key: string): key is ProductProblemKey =>
  (PRODUCT_PROBLEMS as readonly string[]).includes(key);

/**
 * Everything the server would refuse, found before sending: the contract's schema (`pledgeProductBody`),
 * then what it cannot say alone — the minimum is not above the maximum, and the quota not below what
 * is already sold (compared as decimals, never as floats).
 */
function productProblems(values: ProductFormValues, sold?: string): ProductProblem[] {
  const parsed = pledgeProductBody.safeParse(candidate(values));
  const problems: ProductProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        key: isProblemKey(i.message) ? i.message : 'INVALID_VALUE',
      }));
  const amount = (text: string) => parseAmount(text?.trim() ?? '', INPUT_DECIMALS.USDT);
  const min = amount(values.minAmount);
  const max = amount(values.maxAmount);
  if (min !== undefined && max !== undefined && min > max)
    problems.push({ path: ['maxAmount'], key: 'MAX_BELOW_MIN' });
  const quota = amount(values.quota);
  const taken = sold === undefined ? undefined : parseAmount(sold);
  if (quota !== undefined && taken !== undefined && quota < taken)
    problems.push({ path: ['quota'], key: 'QUOTA_BELOW_SOLD' });
  return problems;
}

/** The body to send, as the contract's schema outputs it (trimmed; call after `productProblems` is empty). */
function productBody(values: ProductFormValues): PledgeProductInput {
  return pledgeProductBody.parse(candidate(values));
}

function problemText(t: TFunction, key: ProductProblemKey, sold?: string): string {
  return key.startsWith('AMOUNT_')
    ? t(`amountErrors.${key}`)
    : t(`pledge.errors.${key}`, { sold: sold === undefined ? '' : money(sold) });
}

const samePath = (a: (string | number)[], b: (string | number)[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Create or edit a product in a modal: the name in four languages (zh-Hans required), term, daily rate
 * as a percentage, per-order limits and quota in USDT, open, order. Each field shows the contract's
 * verdict as the operator types; a refusal by the server is shown in the form with the server's text.
 */
export function ProductModal({ product, onClose }: { product?: AdminPledgeProduct; onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSavePledgeProduct({ quiet: true });
  const [refusal, setRefusal] = useState<string | null>(null);
  const sold = product?.sold;

  const check = (path: (string | number)[]) => ({
    validator() {
      const mine = productProblems(form.getFieldsValue(true), sold).find((p) => samePath(p.path, path));
      return mine ? Promise.reject(new Error(problemText(t, mine.key, sold))) : Promise.resolve();
    },
  });

  async function submit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = productBody(form.getFieldsValue(true));
    modal.confirm({
      title: product ? t('pledge.saveConfirm') : t('pledge.createConfirm'),
      content: (
        <>
          <Typography.Paragraph>
            {t('pledge.confirmText', {
              name: body.name['zh-Hans'],
              term: body.termDays,
              rate: bpToPercent(body.dailyRateBp),
              min: body.minAmount,
              max: body.maxAmount,
              quota: body.quota,
            })}
          </Typography.Paragraph>
          <Typography.Text strong>
            {body.open ? t('pledge.confirmOpen') : t('pledge.confirmClosed')}
          </Typography.Text>
        </>
      ),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        try {
          await save.mutateAsync({ id: product?.id, body });
          notify.success(t('common.saved'));
          onClose();
        } catch (e) {
          // A refusal (`code` 0) is quiet: its text goes in the form; other failures were shown already.
          if (e instanceof ApiError && e.status === 200) setRefusal(e.message);
        }
      },
    });
  }

  const amountItem = (name: 'minAmount' | 'maxAmount' | 'quota', extra?: string) => (
    <Form.Item
      name={name}
      label={t(`pledge.${name}`)}
      required
      extra={extra ?? t('pledge.amountHint')}
      rules={[check([name])]}
      dependencies={name === 'maxAmount' ? ['minAmount'] : undefined}
    >
      <Input inputMode="decimal" suffix="USDT" data-testid={`product-${name}`} />
    </Form.Item>
  );

  return (
    <FormModal<ProductFormValues>
      title={product ? t('pledge.editTitle', { id: product.id }) : t('pledge.new')}
      form={form}
      initialValues={product ? productInput(product) : NEW_PRODUCT}
      refusal={refusal}
      onChange={() => setRefusal(null)}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      width={760}
      testId="product-modal"
    >
      <Row gutter={16}>
        {LANGUAGES.map((lang) => (
          <Col xs={24} md={12} key={lang}>
            <Form.Item
              name={['name', lang]}
              label={`${t('pledge.name')} · ${LANGUAGE_NAMES[lang]}`}
              required={lang === 'zh-Hans'}
              rules={[check(['name', lang])]}
            >
              <Input maxLength={60} data-testid={`product-name-${lang}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="termDays" label={t('pledge.termDays')} required rules={[check(['termDays'])]}>
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="product-termDays" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="dailyRateBp"
            label={t('pledge.dailyRate')}
            required
            extra={t('pledge.rateHint')}
            rules={[check(['dailyRateBp'])]}
          >
            <BpPercentInput data-testid="product-dailyRate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="sort"
            label={t('pledge.sort')}
            extra={t('pledge.sortHint')}
            rules={[check(['sort'])]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="product-sort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {amountItem('minAmount')}
        </Col>
        <Col xs={24} md={8}>
          {amountItem('maxAmount')}
        </Col>
        <Col xs={24} md={8}>
          {amountItem('quota', sold === undefined ? undefined : t('pledge.soldHint', { sold: money(sold) }))}
        </Col>
      </Row>
      <Form.Item name="open" label={t('pledge.open')} valuePropName="checked" extra={t('pledge.openHint')}>
        <Switch data-testid="product-open" />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('pledge.nameHint')}</Typography.Paragraph>
    </FormModal>
  );
}
