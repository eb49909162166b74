import { type AdminBox, adminApi, BOX_ASSETS } from '@mcc/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, DateRangeFilter, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useNftBoxes } from '../../features/nft/boxes/api.ts';
import { BOX_TABLE_WIDTH, useBoxColumns } from '../../features/nft/boxes/box-columns.tsx';
import { PoolTable } from '../../features/nft/boxes/pool-table.tsx';
import { PublishFilter } from '../../features/nft/core/publish-filter.tsx';
import { useCan } from '../../lib/operator.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const BoxModal = lazy(() =>
  import('../../features/nft/boxes/box-form.tsx').then((m) => ({ default: m.BoxModal })),
);

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(['published', 'draft', 'closed'] as const),
  asset: oneOf(BOX_ASSETS),
  ...sortBy(['sort', 'createdAt', 'opensAt'] as const),
};

/**
 * Blind boxes: every operator reads them (how they sell, each pool with its odds in the expanded row),
 * by the day they open, an id or name, state and asset;
 * creating, editing and closing need `content.write`, and the controls for it show only to those who
 * have it.
 */
export default function BoxesPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const boxes = useNftBoxes(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<AdminBox>();
  const columns = useBoxColumns(mayWrite ? form : undefined);

  return (
    <ListPage<AdminBox>
      testId="nft-boxes-page"
      title={t('menu.nftBoxes')}
      extra={mayWrite && form.newButton(t('boxes.new'), 'new-box')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['id', 'name']} width={180} />
          <PublishFilter closed />
          <ChoiceFilter
            name="asset"
            label={t('nft.price')}
            options={BOX_ASSETS.map((a) => ({ value: a, label: a }))}
            width={100}
          />
        </>
      }
      query={list}
      list={boxes}
      listId="nft-boxes"
      exportCall={{ route: adminApi.boxes.export, query: list.query, name: 'nft-boxes' }}
      scrollX={BOX_TABLE_WIDTH}
      tableTestId="box-table"
      expandable={{ expandedRowRender: (b) => <PoolTable pool={b.pool} testId={`box-pool-${b.id}`} /> }}
      columns={columns}
    >
      {form.form((box, onClose) => (
        <BoxModal box={box} onClose={onClose} />
      ))}
    </ListPage>
  );
}
