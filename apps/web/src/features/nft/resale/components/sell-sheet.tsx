import {
  api,
  formatAmount,
  type HeldCopy,
  listBody,
  NETWORKS,
  PAY_METHOD_KINDS,
  PAY_METHODS_MAX,
  type PayMethod,
  type PayMethodKind,
  parseAmount,
  resaleFee,
} from '@mcc/contract';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText, payText, UNKNOWN_AMOUNT } from '../../../../components/money/amount.tsx';
import {
  MoneyForm,
  type MoneyFormState,
  type MoneyValues,
  useMoneyForm,
} from '../../../../components/money/money-form.tsx';
import { showToast } from '../../../../lib/indicators.ts';
import { singleChoice } from '../../../../lib/single-choice.ts';
import { useSysConfig } from '../../../../lib/sys-config.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { useLastListing } from '../api/resale.ts';
import '../resale.css';
import '../../../../locales/resale/index.ts';

/** `POST /api/nft/list`: puts a copy on sale (the fee is held from the seller's USDT). */
type ListRoute = typeof api.resale.list;
type Values = MoneyValues<ListRoute>;

/** The fee and what the seller keeps for a typed price, as the server will work them out; none while the price is not a number. */
function proceeds(price: string, feeBp: number) {
  const micro = parseAmount(price);
  if (micro === undefined) return undefined;
  const fee = resaleFee(micro, feeBp);
  return { fee, feeText: formatAmount(fee), keepText: formatAmount(micro - fee) };
}

/** A bank is a bank card's only: the other kinds send none. */
const listInput = (values: Values): Values => ({
  ...values,
  payMethods: values.payMethods?.map((m) => ({ ...m, bank: m.kind === 'bank' ? m.bank : '' })),
});

/**
 * A payment method's fields. Each is checked by the listing's schema, the whole method at once (an
 * account means something different for each kind), showing the issue that is about it.
 */
function MethodFields({ money, index }: { money: MoneyFormState<ListRoute>; index: number }) {
  const { t } = useTranslation();
  // Inside Form.Array a field's name is relative to its row; the form's own calls take whole paths.
  const name = (field: keyof PayMethod) => [index, field];
  const path = (field: keyof PayMethod) => ['payMethods', index, field];
  /** A typed field of the method, checked when the user leaves it (and again when what it depends on changes). */
  const text = (
    field: 'name' | 'bank' | 'account',
    label: string,
    maxLength: number,
    dependencies?: (string | number)[][],
  ) => (
    <Form.Item
      name={name(field)}
      label={label}
      rules={money.rules(path(field))}
      dependencies={dependencies}
      validateTrigger="onBlur"
    >
      <Input maxLength={maxLength} clearable data-testid={`method-${index}-${field}`} />
    </Form.Item>
  );
  return (
    <Form.Subscribe to={['payMethods']}>
      {({ payMethods }) => {
        const kind: PayMethodKind = (payMethods as Values['payMethods'])?.[index]?.kind ?? 'alipay';
        return (
          <>
            <Form.Item name={name('kind')} label={t('resale.kind')} {...singleChoice}>
              <Selector
                columns={4}
                options={PAY_METHOD_KINDS.map((k) => ({ label: t(`resale.payKinds.${k}`), value: k }))}
              />
            </Form.Item>
            {kind === 'usdt' && (
              <Form.Item name={name('network')} label={t('resale.network')} {...singleChoice}>
                <Selector columns={3} options={NETWORKS.map((n) => ({ label: n, value: n }))} />
              </Form.Item>
            )}
            {text('name', t('resale.holder'), 40)}
            {kind === 'bank' && text('bank', t('resale.bank'), 60)}
            {text('account', t(`resale.account.${kind}`), 100, [path('kind'), path('network')])}
          </>
        );
      }}
    </Form.Subscribe>
  );
}

/**
 * Listing a copy: the price, the fee it costs (held from the seller's USDT until it sells) and what
 * the seller keeps, and the ways buyers pay them — offered again from their last listing.
 */
function SellForm({
  copy,
  available,
  initialMethods,
  onListed,
}: {
  copy: HeldCopy;
  available?: string;
  initialMethods: Values['payMethods'];
  onListed: () => void;
}) {
  const { t } = useTranslation();
  const feeBp = useSysConfig()?.resale.feeBp ?? 0;
  const refresh = useRefreshNft();
  const listing = useMoneyForm(api.resale.list, listBody, {
    fixed: { copyId: copy.id },
    input: listInput,
    onDone: () => {
      void refresh();
      showToast(t('resale.listed'), 'success');
      onListed();
    },
  });
  const { form } = listing;
  const typed = proceeds(Form.useWatch('price', form) ?? '', feeBp);
  const free = available === undefined ? undefined : parseAmount(available);
  // The fee is held from the seller's USDT when it is listed: too little refuses the listing (the
  // sheet says so above, so the submit stays quiet).
  const short = typed !== undefined && free !== undefined && typed.fee > free;

  return (
    <div data-testid="sell-sheet">
      <div className="nft-sheet-head">
        <h2>{t('resale.sellTitle', { serial: copy.serial, supply: copy.supply })}</h2>
        <span>{copy.seriesName}</span>
      </div>
      <MoneyForm
        money={listing}
        layout="vertical"
        initialValues={{ payMethods: initialMethods }}
        onFinish={(values) => (short ? undefined : listing.submit(values))}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="sell-submit">
            {t('resale.listSubmit')}
          </Button>
        }
      >
        <Form.Item name="price" label={t('resale.price')} rules={listing.rules('price')}>
          <Input
            inputMode="decimal"
            placeholder={t('resale.pricePlaceholder')}
            clearable
            data-testid="sell-price"
          />
        </Form.Item>
        <Form.Item>
          <div className="money-preview">
            <DetailRows
              rows={[
                {
                  label: t('resale.fee', { percent: feeBp / 100 }),
                  value: `${amountText(typed?.feeText ?? '0')} USDT`,
                  testId: 'sell-fee',
                },
                { label: t('resale.receive'), value: `${amountText(typed?.keepText ?? '0')} USDT` },
                {
                  // What listing takes out of the seller's available USDT now: the fee, held until it sells.
                  label: t('resale.frozen'),
                  value: typed ? payText(typed.fee) : UNKNOWN_AMOUNT,
                  testId: 'sell-frozen',
                },
              ]}
            />
            <p className="nft-hint">{t('resale.feeNote')}</p>
            {short && (
              <div className="money-preview-error" role="alert" data-testid="sell-problem">
                {t('resale.feeShort', { amount: amountText(available ?? '0') })}
              </div>
            )}
          </div>
        </Form.Item>
        <Form.Item>
          <div className="nft-methods-title">{t('resale.methods')}</div>
          <p className="nft-hint">{t('resale.methodsHint')}</p>
        </Form.Item>
        <Form.Array
          name="payMethods"
          onAdd={(op) => {
            if ((form.getFieldValue('payMethods') ?? []).length < PAY_METHODS_MAX) op.add({ kind: 'alipay' });
          }}
          renderAdd={() => <span data-testid="add-method">{t('resale.addMethod')}</span>}
          renderHeader={({ index }, { remove }) => (
            <div className="nft-method-head">
              <span>
                {t(`resale.payKinds.${form.getFieldValue(['payMethods', index, 'kind']) ?? 'alipay'}`)}
              </span>
              {index > 0 && (
                <Button size="mini" fill="none" onClick={() => remove(index)}>
                  {t('resale.remove')}
                </Button>
              )}
            </div>
          )}
        >
          {(fields) =>
            fields.map(({ index, key }) => <MethodFields key={key} money={listing} index={index} />)
          }
        </Form.Array>
      </MoneyForm>
    </div>
  );
}

/** The sell sheet over a copy of My NFTs: its code loads when the user first taps "sell". */
export default function SellSheet({
  copy,
  available,
  onClose,
}: {
  copy: HeldCopy;
  available?: string;
  onClose: () => void;
}) {
  const last = useLastListing();
  const methods = last.data?.payMethods ?? [{ kind: 'alipay' as const }];
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      {last.isPending ? null : (
        <SellForm copy={copy} available={available} initialMethods={methods} onListed={onClose} />
      )}
    </FormSheet>
  );
}
