import {
  type AdminPledgeProduct,
  INPUT_DECIMALS,
  LANGUAGES,
  type Language,
  type PledgeProductInput,
  parseAmount,
  pledgeProductBody,
} from '@mcc/contract';
import { Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  PercentField,
  SwitchField,
  TextField,
  WholeField,
} from '../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../components/form/form-modal.tsx';
import { localizedTexts } from '../../components/form/form-values.ts';
import { type FormProblem, schemaProblems } from '../../components/form/problems.ts';
import { money } from '../../lib/format.ts';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { bpToPercent } from '../../lib/percent.ts';
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
  // The API takes amounts exactly as written (no spaces around them); a pasted one is tidied here.
  const amount = (text: string | undefined) => (typeof text === 'string' ? text.trim() : text);
  return {
    ...values,
    name: localizedTexts(values.name),
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

const isProblemKey = (key: string) => (PRODUCT_PROBLEMS as readonly string[]).includes(key);

/**
 * Everything the server would refuse, found before sending: the contract's schema (`pledgeProductBody`),
 * then what it cannot say alone — the minimum is not above the maximum, and the quota not below what
 * is already sold (compared as decimals, never as floats).
 */
function productProblems(values: ProductFormValues, sold?: string): FormProblem[] {
  const problems = schemaProblems(pledgeProductBody.safeParse(candidate(values))).map((p) => ({
    ...p,
    key: isProblemKey(p.key) ? p.key : 'INVALID_VALUE',
  }));
  const amount = (text: string) => parseAmount(text?.trim() ?? '', INPUT_DECIMALS.USDT);
  const min = amount(values.minAmount);
  const max = amount(values.maxAmount);
  if (min !== undefined && max !== undefined && min > max)
    problems.push({ path: ['maxAmount'], key: 'MAX_BELOW_MIN' });
  const quota = amount(values.quota);
  const taken = sold === undefined ? undefined : parseAmount(sold);
  if (sold !== undefined && quota !== undefined && taken !== undefined && quota < taken)
    problems.push({ path: ['quota'], key: 'QUOTA_BELOW_SOLD', params: { sold: money(sold) } });
  return problems;
}

/** The body to send, as the contract's schema outputs it (trimmed; call after `productProblems` is empty). */
function productBody(values: ProductFormValues): PledgeProductInput {
  return pledgeProductBody.parse(candidate(values));
}

/**
 * Create or edit a product in a modal: the name in four languages (zh-Hans required), term, daily rate
 * as a percentage, per-order limits and quota in USDT, open, order. Each field shows the contract's
 * verdict as the operator types; a refusal by the server is shown in the form with the server's text.
 */
export function ProductModal({ product, onClose }: { product?: AdminPledgeProduct; onClose(): void }) {
  const { t } = useTranslation();
  // A refusal (`code` 0) is quiet: its text goes in the form; other failures are shown by the client.
  const save = useSavePledgeProduct({ quiet: true });
  const sold = product?.sold;
  const { modal } = useFormModal<ProductFormValues>({
    texts: 'pledge',
    id: product?.id,
    initialValues: product ? productInput(product) : NEW_PRODUCT,
    problems: (values) => productProblems(values, sold),
    onClose,
    prepare(values) {
      const body = productBody(values);
      const facts = {
        name: body.name['zh-Hans'],
        term: body.termDays,
        rate: bpToPercent(body.dailyRateBp),
        min: body.minAmount,
        max: body.maxAmount,
        quota: body.quota,
      };
      return {
        content: (
          <>
            <Typography.Paragraph>{t('pledge.confirmText', facts)}</Typography.Paragraph>
            <Typography.Text strong>
              {body.open ? t('pledge.confirmOpen') : t('pledge.confirmClosed')}
            </Typography.Text>
          </>
        ),
        send: () => save.mutateAsync({ id: product?.id, body }),
      };
    },
  });
  const amountHint = t('pledge.amountHint');

  return (
    <FormModal {...modal} width={760} testId="product-modal">
      <Row gutter={16}>
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            name={['name', lang]}
            label={`${t('pledge.name')} · ${LANGUAGE_NAMES[lang]}`}
            required={lang === 'zh-Hans'}
            maxLength={60}
            md={12}
          />
        ))}
      </Row>
      <Row gutter={16}>
        <WholeField name="termDays" label={t('pledge.termDays')} required md={8} />
        <PercentField
          name="dailyRateBp"
          label={t('pledge.dailyRate')}
          required
          extra={t('pledge.rateHint')}
          testId="product-dailyRate"
          md={8}
        />
        <WholeField name="sort" label={t('pledge.sort')} extra={t('pledge.sortHint')} md={8} />
        <AmountField
          name="minAmount"
          label={t('pledge.minAmount')}
          required
          extra={amountHint}
          suffix="USDT"
          md={8}
        />
        <AmountField
          name="maxAmount"
          label={t('pledge.maxAmount')}
          required
          extra={amountHint}
          after={['minAmount']}
          suffix="USDT"
          md={8}
        />
        <AmountField
          name="quota"
          label={t('pledge.quota')}
          required
          extra={sold === undefined ? amountHint : t('pledge.soldHint', { sold: money(sold) })}
          suffix="USDT"
          md={8}
        />
      </Row>
      <SwitchField name="open" label={t('pledge.open')} extra={t('pledge.openHint')} />
      <Typography.Paragraph type="secondary">{t('pledge.nameHint')}</Typography.Paragraph>
    </FormModal>
  );
}
