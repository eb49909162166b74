import { PROPOSAL_KINDS, PROPOSAL_STATES, type Proposal } from '@mcc/contract';
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueueFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { useProposals } from '../../features/proposals/api.ts';
import { proposalColumns } from '../../features/proposals/proposal-columns.tsx';
import { queueState } from '../../lib/queue-state.ts';

const FILTERS = {
  state: (raw: string | undefined) => queueState(raw, PROPOSAL_STATES),
  kind: oneOf(PROPOSAL_KINDS),
};

/**
 * Four eyes on money: manual adjustments and large payouts waiting for a second operator (the queue's
 * default), oldest first, with who proposed what and when; approve or refuse (hidden on one's own,
 * which one may cancel). The decided ones, newest first, by state.
 */
export default function ProposalsPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const proposals = useProposals(list.query);
  const { state, kind } = list.query;

  return (
    <ListPage<Proposal>
      testId="proposals-page"
      title={t('menu.proposals')}
      extra={
        <Space wrap>
          <Segmented
            value={kind ?? 'all'}
            onChange={(v) => list.setFilters({ kind: v === 'all' ? undefined : String(v) })}
            options={(['all', ...PROPOSAL_KINDS] as const).map((k) => ({
              value: k,
              label: k === 'all' ? t('common.all') : t(`proposals.kinds.${k}`),
            }))}
            data-testid="proposal-kind-filter"
          />
          <QueueFilter
            value={state}
            states={PROPOSAL_STATES}
            label={(s) => t(`proposals.states.${s}`)}
            onChange={(s) => list.setFilters({ state: s })}
            testId="proposal-state-filter"
          />
        </Space>
      }
      list={proposals}
      onPage={list.setPage}
      scrollX={1080}
      tableTestId="proposal-table"
      columns={proposalColumns(t, { decisions: state === undefined || state === 'pending' })}
    />
  );
}
