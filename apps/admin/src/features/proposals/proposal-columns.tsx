import type { Proposal } from '@mcc/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, idColumn, Money, userColumn } from '../../components/list/columns.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { dateTime } from '../../lib/format.ts';
import { ProposalActions } from './proposal-actions.tsx';
import { proposalWhat } from './proposal-words.ts';

const STATE_COLORS = { pending: 'processing', applied: 'success', refused: 'error', cancelled: 'default' };

/** A proposal's state as its tag: awaiting approval, applied, refused or cancelled. */
export const ProposalState = ({ state }: { state: Proposal['state'] }) => (
  <StateTag state={state} texts="proposals.states" colors={STATE_COLORS} testId="proposal-state" />
);

/**
 * The queue's columns: what is proposed and by whom, then who decided it and why; the actions last
 * (`decisions`: off where the table is a record, not a queue).
 */
export function proposalColumns(t: TFunction, { decisions = true } = {}): ColumnsType<Proposal> {
  return [
    idColumn(),
    {
      title: t('proposals.kind'),
      dataIndex: 'kind',
      className: 'nowrap',
      render: (k: Proposal['kind']) => (
        <Tag color={k === 'payout' ? 'gold' : 'blue'}>{t(`proposals.kinds.${k}`)}</Tag>
      ),
    },
    userColumn(t('users.uid')),
    {
      title: t('proposals.amount'),
      key: 'amount',
      align: 'right',
      className: 'nowrap',
      render: (_, p) => (
        <Money
          value={p.direction === 'debit' ? `-${p.amount}` : p.amount}
          asset={p.asset}
          strong
          testId={`proposal-amount-${p.id}`}
        />
      ),
    },
    {
      title: t('proposals.what'),
      key: 'what',
      width: 280,
      render: (_, p) => (
        <>
          {proposalWhat(t, p)}
          <br />
          <Typography.Text type="secondary">{p.kind === 'payout' ? p.txHash : p.reason}</Typography.Text>
        </>
      ),
    },
    {
      title: t('proposals.proposedBy'),
      key: 'proposedBy',
      className: 'nowrap',
      render: (_, p) => (
        <>
          {p.proposedBy.username}
          <br />
          <Typography.Text type="secondary">{dateTime(p.proposedAt)}</Typography.Text>
        </>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'state',
      className: 'nowrap',
      render: (s: Proposal['state']) => <ProposalState state={s} />,
    },
    {
      title: t('proposals.decidedBy'),
      key: 'decidedBy',
      width: 200,
      render: (_, p) =>
        p.decidedBy ? (
          <>
            {p.decidedBy.username} · {dateTime(p.decidedAt)}
            {p.decisionNote && (
              <>
                <br />
                <Typography.Text type="secondary">{p.decisionNote}</Typography.Text>
              </>
            )}
          </>
        ) : (
          '–'
        ),
    },
    ...(decisions
      ? [actionsColumn<Proposal>(t('common.actions'), (p) => <ProposalActions proposal={p} />)]
      : []),
  ];
}
