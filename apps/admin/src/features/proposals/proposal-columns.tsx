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
 * The queue's columns, fitting a 1440 px desk without scrolling: what is proposed (its kind, the
 * change and its reason or transaction) and by whom, then its state with who decided it and why; the
 * actions last (`decisions`: off where the table is a record, not a queue).
 */
export function proposalColumns(t: TFunction, { decisions = true } = {}): ColumnsType<Proposal> {
  return [
    idColumn(60),
    userColumn(t('users.uid'), { width: 100 }),
    {
      title: t('proposals.amount'),
      key: 'amount',
      align: 'right',
      className: 'nowrap',
      width: 130,
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
      render: (_, p) => (
        <>
          <Tag color={p.kind === 'payout' ? 'gold' : 'blue'}>{t(`proposals.kinds.${p.kind}`)}</Tag>
          {proposalWhat(t, p)}
          <br />
          <Typography.Text type="secondary" className={p.kind === 'payout' ? 'mono' : undefined}>
            {p.kind === 'payout' ? p.txHash : p.reason}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('proposals.proposedBy'),
      key: 'proposedBy',
      className: 'nowrap',
      width: 160,
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
      width: 190,
      render: (s: Proposal['state'], p) => (
        <>
          <ProposalState state={s} />
          {p.decidedBy && (
            <div>
              <Typography.Text type="secondary">
                {p.decidedBy.username} · {dateTime(p.decidedAt)}
              </Typography.Text>
            </div>
          )}
          {p.decisionNote && <div>{p.decisionNote}</div>}
        </>
      ),
    },
    ...(decisions
      ? [
          actionsColumn<Proposal>(t('common.actions'), (p) => <ProposalActions proposal={p} />, {
            width: 210,
          }),
        ]
      : []),
  ];
}
