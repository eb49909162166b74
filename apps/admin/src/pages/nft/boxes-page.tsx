import type { AdminBox } from '@mcc/contract';
import { Button, Card, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useNftBoxes } from '../../features/nft/boxes/api.ts';
import { BOX_TABLE_WIDTH, useBoxColumns } from '../../features/nft/boxes/box-columns.tsx';
import { PoolTable } from '../../features/nft/boxes/pool-table.tsx';
import { useCan } from '../../lib/operator.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const BoxModal = lazy(() =>
  import('../../features/nft/boxes/box-form.tsx').then((m) => ({ default: m.BoxModal })),
);

const LIMIT = 20;
const NO_FILTERS = [] as const;

/**
 * Blind boxes: every operator reads them (how they sell, each pool with its odds in the expanded row);
 * creating, editing and closing need `content.write`, and the controls for it show only to those who
 * have it.
 */
export default function BoxesPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(NO_FILTERS);
  const { data, isFetching } = useNftBoxes(page, LIMIT);
  const mayWrite = useCan('content.write');
  const [editing, setEditing] = useState<AdminBox | 'new' | null>(null);
  const columns = useBoxColumns(mayWrite ? setEditing : undefined);

  return (
    <div data-testid="nft-boxes-page">
      <PageHeader
        title={t('menu.nftBoxes')}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="new-box">
              {t('boxes.new')}
            </Button>
          )
        }
      />
      <Card>
        <Table<AdminBox>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: BOX_TABLE_WIDTH }}
          data-testid="box-table"
          expandable={{
            expandedRowRender: (b) => <PoolTable pool={b.pool} testId={`box-pool-${b.id}`} />,
          }}
          columns={columns}
        />
      </Card>
      {editing !== null && (
        <Suspense fallback={null}>
          <BoxModal box={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
