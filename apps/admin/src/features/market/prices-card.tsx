import { MARKET_SYMBOLS, type MarketSymbol, type PricePoint } from '@mcc/contract';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, priceText } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useSetPrice } from './api.ts';
import { priceRules } from './price-rules.ts';

/** Each token's price now and, for `mayWrite`, a form to set one from now on (after a confirmation). */
export function PricesCard({ prices, mayWrite }: { prices?: PricePoint[]; mayWrite: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ symbol: MarketSymbol; price: string }>();
  const [confirming, setConfirming] = useState(false);
  const set = useSetPrice();
  const symbol = Form.useWatch('symbol', form);
  // As it will be sent (and confirmed): trimmed.
  const price = Form.useWatch('price', form)?.trim() ?? '';

  const onConfirm = async () => {
    setConfirming(false);
    await set.mutateAsync({ symbol, price });
    notify.success(t('market.priceSet'));
    form.resetFields(['price']);
  };

  return (
    <Card title={t('market.prices')} data-testid="prices-card">
      <Table<PricePoint>
        rowKey="symbol"
        loading={!prices}
        dataSource={prices}
        pagination={false}
        columns={[
          { title: t('market.symbol'), dataIndex: 'symbol' },
          {
            title: t('market.price'),
            dataIndex: 'price',
            align: 'right',
            render: (p: string, row) => <span data-testid={`price-${row.symbol}`}>{priceText(p)}</span>,
          },
          { title: t('market.appliedAt'), dataIndex: 'appliedAt', render: dateTime },
          { title: t('market.source'), dataIndex: 'source', render: (s: string) => t(`market.sources.${s}`) },
        ]}
      />
      {mayWrite && (
        <Form form={form} layout="inline" initialValues={{ symbol: 'MCC' }} style={{ marginTop: 16 }}>
          <Form.Item name="symbol">
            <Select style={{ width: 100 }} options={MARKET_SYMBOLS.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
          <Form.Item name="price" rules={priceRules(t)}>
            <Input inputMode="decimal" placeholder={t('market.newPrice')} data-testid="new-price" />
          </Form.Item>
          <Space>
            <Popconfirm
              open={confirming}
              title={t('market.setConfirm', { symbol, price })}
              onConfirm={() => void onConfirm().catch(() => {})}
              onCancel={() => setConfirming(false)}
            >
              <Button
                type="primary"
                loading={set.isPending}
                onClick={() =>
                  void form.validateFields().then(
                    () => setConfirming(true),
                    () => {},
                  )
                }
                data-testid="set-price"
              >
                {t('market.setNow')}
              </Button>
            </Popconfirm>
          </Space>
        </Form>
      )}
    </Card>
  );
}
