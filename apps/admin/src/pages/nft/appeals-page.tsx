import { type AdminAppeal, APPEAL_STATES, type AppealSide, type AppealState, adminApi } from '@mcc/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  actionsColumn,
  idColumn,
  moneyColumn,
  stateColumn,
  timesColumn,
} from '../../components/list/columns.tsx';
import { DateRangeFilter, QueueFilter, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import {
  asText,
  DATE_RANGE,
  filterPart,
  sortBy,
  useListQuery,
} from '../../components/list/use-list-query.ts';
import { useNftAppeals } from '../../features/nft/resale/api.ts';
import { AppealDrawer } from '../../features/nft/resale/appeal-drawer.tsx';
import { AppealStateTag, copyName, SideTag } from '../../features/nft/resale/appeal-tags.tsx';
import { queueState } from '../../lib/queue-state.ts';
import { paths, userPath } from '../../lib/routes.ts';

const FILTERS = {
  status: (raw: string | undefined) => queueState(raw, APPEAL_STATES),
  ...DATE_RANGE,
  q: asText,
  ...sortBy(['createdAt', 'decidedAt'] as const),
};
/** The filter bar's part: the status is the header's switch. */
const BAR = ['from', 'to', 'q'] as const;

/**
 * Appeals of NFT resales, a queue like the finance reviews: the open ones by default (`?status=all`
 * for every one). A row opens the appeal in a drawer with both sides' evidence and the decision.
 */
export default function NftAppealsPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const appeals = useNftAppeals(list.query);
  const [opened, setOpened] = useState<number | null>(null);
  const uid = (p: { userId: number; uid: string }) => <Link to={userPath(p.userId)}>{p.uid}</Link>;

  return (
    <ListPage<AdminAppeal>
      testId="nft-appeals-page"
      title={t('menu.nftAppeals')}
      extra={
        <QueueFilter
          value={list.query.status}
          states={APPEAL_STATES}
          label={(s) => t(`appeals.states.${s}`)}
          onChange={(status) => list.setFilters({ status })}
          testId="appeal-status-filter"
        />
      }
      query={{ ...filterPart(list, BAR), setPage: list.setPage }}
      sort={list}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['orderId', 'userId', 'uid', 'mobile', 'email', 'nickname', 'address']} />
        </>
      }
      list={appeals}
      listId="nft-appeals"
      exportCall={{ route: adminApi.resale.appealsExport, query: list.query, name: 'nft-appeals' }}
      scrollX="max-content"
      tableTestId="appeal-table"
      columns={[
        idColumn(60),
        {
          title: t('appeals.order'),
          dataIndex: 'orderId',
          width: 80,
          render: (id: number) => <Link to={`${paths.nftOrders}?q=${id}`}>#{id}</Link>,
        },
        { title: t('appeals.copy'), key: 'copy', render: (_, a) => copyName(a) },
        { title: t('appeals.buyer'), key: 'buyer', className: 'nowrap', render: (_, a) => uid(a.buyer) },
        { title: t('appeals.seller'), key: 'seller', className: 'nowrap', render: (_, a) => uid(a.seller) },
        moneyColumn(t('appeals.price'), 'price', { asset: 'USDT', strong: true }),
        {
          title: t('appeals.reason'),
          dataIndex: 'reason',
          className: 'nowrap',
          render: (r: AdminAppeal['reason']) => t(`appeals.reasons.${r}`),
        },
        {
          title: t('appeals.openedBy'),
          dataIndex: 'openedBy',
          className: 'nowrap',
          render: (s: AppealSide) => <SideTag side={s} />,
        },
        stateColumn(t('common.status'), 'status', { tag: (s: AppealState) => <AppealStateTag state={s} /> }),
        // Opened and decided in one column, one above the other: the row fits a desktop screen.
        timesColumn(`${t('appeals.createdAt')} / ${t('appeals.decidedAt')}`, 'createdAt', 'decidedAt', {
          sorter: true,
        }),
        actionsColumn(
          t('common.actions'),
          (a) => (
            <Button
              size="small"
              type={a.status === 'open' ? 'primary' : 'default'}
              onClick={() => setOpened(a.id)}
              data-testid={`open-appeal-${a.id}`}
            >
              {a.status === 'open' ? t('appeals.handle') : t('appeals.view')}
            </Button>
          ),
          { width: 90 },
        ),
      ]}
    >
      <AppealDrawer id={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}
