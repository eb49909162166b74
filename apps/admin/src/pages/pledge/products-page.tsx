import { type AdminPledgeProduct, parseAmount } from '@mcc/contract';
import { Popconfirm, Progress, Switch, Typography } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTags } from '../../components/language-tags.tsx';
import { actionsColumn, idColumn, timeColumn } from '../../components/list/columns.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { usePledgeProducts, useSavePledgeProduct } from '../../features/pledge/api.ts';
import { productInput } from '../../features/pledge/product-input.ts';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useCan } from '../../lib/operator.ts';
import { percentText } from '../../lib/percent.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const ProductModal = lazy(() =>
  import('../../features/pledge/product-form.tsx').then((m) => ({ default: m.ProductModal })),
);

/** Sold as a percentage of the quota, to 0.01 %, from the micro-units. */
function soldPercent(p: Pick<AdminPledgeProduct, 'sold' | 'quota'>): number {
  const sold = parseAmount(p.sold) ?? 0n;
  const quota = parseAmount(p.quota) ?? 0n;
  return quota > 0n ? Number((sold * 10_000n) / quota) / 100 : 0;
}

/**
 * AI quant products: every operator reads them (how they sell); creating, editing and opening or
 * closing one needs `content.write`, and the controls for it show only to those who have it.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const products = usePledgeProducts();
  const mayWrite = useCan('content.write');
  const save = useSavePledgeProduct();
  const form = useRowForm<AdminPledgeProduct>();

  const setOpen = (p: AdminPledgeProduct, open: boolean) =>
    save
      .mutateAsync({ id: p.id, body: { ...productInput(p), open } })
      .then(() => notify.success(t('common.saved')))
      .catch(() => {});

  return (
    <ListPage<AdminPledgeProduct>
      testId="pledge-products-page"
      title={t('menu.pledgeProducts')}
      extra={mayWrite && form.newButton(t('pledge.new'), 'new-product')}
      list={products}
      scrollX={1500}
      tableTestId="product-table"
      columns={[
        idColumn(60),
        {
          title: t('pledge.name'),
          key: 'name',
          width: 240,
          render: (_, p) => (
            <>
              <div>
                <strong data-testid="product-name">{p.name['zh-Hans']}</strong>
              </div>
              <div style={{ marginTop: 4 }}>
                <LanguageTags texts={p.name} />
              </div>
            </>
          ),
        },
        { title: t('pledge.termDays'), dataIndex: 'termDays', className: 'nowrap', width: 100 },
        {
          title: t('pledge.dailyRate'),
          dataIndex: 'dailyRateBp',
          className: 'nowrap',
          width: 100,
          render: (bp: number) => <span data-testid="product-rate">{percentText(bp)}</span>,
        },
        {
          title: t('pledge.perOrder'),
          key: 'limits',
          className: 'nowrap',
          width: 200,
          render: (_, p) => (
            <span data-testid="product-limits">
              <MoneyText value={p.minAmount} /> – <MoneyText value={p.maxAmount} />
            </span>
          ),
        },
        {
          title: t('pledge.sales'),
          key: 'sales',
          width: 300,
          render: (_, p) => (
            <div data-testid="product-sales">
              <Progress percent={soldPercent(p)} size="small" />
              <Typography.Text type="secondary">
                {t('pledge.salesText', {
                  sold: money(p.sold),
                  quota: money(p.quota),
                  remaining: money(p.remaining),
                })}
              </Typography.Text>
            </div>
          ),
        },
        {
          title: t('pledge.open'),
          dataIndex: 'open',
          className: 'nowrap',
          width: 100,
          render: (open: boolean, p) => {
            const toggle = <Switch checked={open} disabled={!mayWrite} data-testid="product-open-switch" />;
            return mayWrite ? (
              <Popconfirm
                title={t(open ? 'pledge.closeConfirm' : 'pledge.openConfirm', {
                  name: p.name['zh-Hans'],
                })}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => setOpen(p, !open)}
              >
                {toggle}
              </Popconfirm>
            ) : (
              toggle
            );
          },
        },
        { title: t('pledge.activeOrders'), dataIndex: 'activeOrders', className: 'nowrap', width: 100 },
        { title: t('pledge.sort'), dataIndex: 'sort', width: 80 },
        timeColumn(t('pledge.updatedAt'), 'updatedAt', { width: 180 }),
        ...(mayWrite
          ? [
              actionsColumn<AdminPledgeProduct>(
                t('common.actions'),
                (p) => form.editButton(p, `edit-product-${p.id}`),
                { width: 90 },
              ),
            ]
          : []),
      ]}
    >
      {form.form((product, onClose) => (
        <ProductModal product={product} onClose={onClose} />
      ))}
    </ListPage>
  );
}
