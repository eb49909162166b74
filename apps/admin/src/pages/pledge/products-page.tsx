import { type AdminPledgeProduct, LANGUAGES, parseAmount } from '@mcc/contract';
import { Button, Card, Popconfirm, Progress, Space, Switch, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { usePledgeProducts, useSavePledgeProduct } from '../../features/pledge/api.ts';
import { productInput } from '../../features/pledge/product-input.ts';
import { dateTime, money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/operator.ts';
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
  const { data, isFetching } = usePledgeProducts();
  const me = useMe();
  const mayWrite = me.data?.permissions.includes('content.write') ?? false;
  const save = useSavePledgeProduct();
  const [editing, setEditing] = useState<AdminPledgeProduct | 'new' | null>(null);

  const setOpen = (p: AdminPledgeProduct, open: boolean) =>
    save
      .mutateAsync({ id: p.id, body: { ...productInput(p), open } })
      .then(() => notify.success(t('common.saved')))
      .catch(() => {});

  return (
    <div data-testid="pledge-products-page">
      <PageHeader
        title={t('menu.pledgeProducts')}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="new-product">
              {t('pledge.new')}
            </Button>
          )
        }
      />
      <Card>
        <Table<AdminPledgeProduct>
          rowKey="id"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          scroll={{ x: 1500 }}
          data-testid="product-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            {
              title: t('pledge.name'),
              key: 'name',
              width: 240,
              render: (_, p) => (
                <>
                  <div>
                    <strong data-testid="product-name">{p.name['zh-Hans']}</strong>
                  </div>
                  <Space size={4} wrap style={{ marginTop: 4 }}>
                    {LANGUAGES.filter((l) => p.name[l]).map((l) => (
                      <Tag key={l}>{l}</Tag>
                    ))}
                  </Space>
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
                const toggle = (
                  <Switch checked={open} disabled={!mayWrite} data-testid="product-open-switch" />
                );
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
            {
              title: t('pledge.updatedAt'),
              dataIndex: 'updatedAt',
              render: dateTime,
              className: 'nowrap',
              width: 180,
            },
            ...(mayWrite
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    className: 'nowrap',
                    width: 90,
                    fixed: 'right' as const,
                    render: (_: unknown, p: AdminPledgeProduct) => (
                      <Button size="small" onClick={() => setEditing(p)} data-testid={`edit-product-${p.id}`}>
                        {t('common.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing !== null && (
        <Suspense fallback={null}>
          <ProductModal product={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
