import type { AdminBox } from '@mcc/contract';
import { Progress, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, idColumn, Money } from '../../../components/list/columns.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { dateTime } from '../../../lib/format.ts';
import { NftImage } from '../core/nft-image.tsx';
import { BoxStateTag, PublishedTag } from './box-tags.tsx';
import { CloseBoxButton } from './close-box-button.tsx';

const totalStock = (b: AdminBox) => b.pool.reduce((sum, e) => sum + e.stock, 0);

/** The table's width: its columns fit a desktop console beside the menu, so none hides behind a scroll. */
export const BOX_TABLE_WIDTH = 1120;

/**
 * The blind boxes table's columns: picture and name, price, state (and whether published), when it
 * is open (sortable by its opening), the per-person limit, the stock left of what was set aside, opens
 * and revenue; and, for an operator who may write (`form`: the page's form), Edit and Close.
 */
export function useBoxColumns(form?: {
  editButton(box: AdminBox, testId: string): ReactNode;
}): ColumnsType<AdminBox> {
  const { t } = useTranslation();
  const columns: ColumnsType<AdminBox> = [
    idColumn(50),
    {
      title: t('nft.name'),
      key: 'name',
      width: 150,
      render: (_, b) => (
        <Space>
          <NftImage src={b.image} size={52} />
          <span>
            <strong data-testid="box-row-name">{b.name['zh-Hans']}</strong>
            <div>
              <Typography.Text type="secondary">
                {t('boxes.seriesCount', { count: b.pool.length })}
              </Typography.Text>
            </div>
          </span>
        </Space>
      ),
    },
    {
      title: t('nft.price'),
      key: 'price',
      width: 105,
      className: 'nowrap',
      render: (_, b) => <Money value={b.price} asset={b.asset} testId="box-row-price" />,
    },
    {
      title: t('common.status'),
      key: 'status',
      width: 95,
      render: (_, b) => (
        <Space orientation="vertical" size={4}>
          <BoxStateTag box={b} />
          <PublishedTag published={b.published} />
        </Space>
      ),
    },
    {
      title: t('boxes.window'),
      // Sorted by when it opens.
      key: 'opensAt',
      sorter: true,
      width: 178,
      // Two lines: each time as wide as the column allows.
      render: (_, b) => (
        <>
          <div>{dateTime(b.opensAt)}</div>
          <Typography.Text type="secondary">
            – {b.closesAt ? dateTime(b.closesAt) : t('nft.noEnd')}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('boxes.perUserLimit'),
      dataIndex: 'perUserLimit',
      width: 90,
      render: (n: number) => n || t('nft.noLimit'),
    },
    {
      title: t('boxes.stock'),
      key: 'stock',
      width: 135,
      render: (_, b) => (
        <div data-testid="box-stock">
          <Progress
            percent={Math.floor((b.left / totalStock(b)) * 100)}
            size="small"
            status="normal"
            showInfo={false}
          />
          <Typography.Text type="secondary" className="nowrap">
            {t('boxes.leftOfStock', { left: b.left, stock: totalStock(b) })}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('boxes.sales'),
      key: 'sales',
      width: 115,
      className: 'nowrap',
      render: (_, b) => (
        <div data-testid="box-sales">
          <div>{t('boxes.opensCount', { count: b.opens })}</div>
          <Typography.Text type="secondary">
            <MoneyText value={b.revenue} asset={b.asset} /> {b.asset}
          </Typography.Text>
        </div>
      ),
    },
  ];
  if (!form) return columns;
  return [
    ...columns,
    actionsColumn(
      t('common.actions'),
      (b) => (
        <Space>
          {form.editButton(b, `edit-box-${b.id}`)}
          {!b.closed && <CloseBoxButton box={b} />}
        </Space>
      ),
      { width: 150 },
    ),
  ];
}
