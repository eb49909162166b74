import { RECHARGE_KINDS } from '@mcc/contract';
import { Descriptions, Segmented, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../components/list/chain-text.tsx';
import { dateTime } from '../../lib/format.ts';
import type { AdminRecharge, RechargeKind, RechargeState } from './api.ts';
import { queueFilters, useQueueQuery } from './queue-query.ts';

/**
 * The states each kind of recharge passes through, the waiting one first (the queue's default): a
 * manual recharge waits for an operator (`reviewing`), an automatic one for blocks (`confirming`); a
 * chain deposit under the network's minimum is kept, not credited (`below_minimum`).
 */
export const RECHARGE_STATES_OF: Record<RechargeKind | 'all', RechargeState[]> = {
  all: ['reviewing', 'confirming', 'approved', 'rejected', 'below_minimum'],
  manual: ['reviewing', 'approved', 'rejected'],
  auto: ['confirming', 'approved', 'below_minimum', 'rejected'],
};

const kindOf = (value: string | undefined): RechargeKind | undefined =>
  RECHARGE_KINDS.find((k) => k === value);

const FILTERS = queueFilters(['createdAt', 'amount', 'reviewedAt'] as const, { kind: kindOf });

/**
 * The recharge queue's filters and page, kept in the address: the kind (every kind unless asked), the
 * state among those of that kind (its waiting one unless asked otherwise), and the filter bar's.
 */
export function useRechargeQueueQuery() {
  const queue = useQueueQuery(FILTERS, (query) => RECHARGE_STATES_OF[query.kind ?? 'all']);
  const { filters, setFilters } = queue.list;
  return {
    ...queue,
    /** A state the new kind does not pass through gives way to that kind's waiting one. */
    setKind: (next: RechargeKind | undefined) => {
      const keep =
        filters.state === 'all' || RECHARGE_STATES_OF[next ?? 'all'].some((s) => s === filters.state);
      setFilters({ kind: next, state: keep ? filters.state : undefined });
    },
  };
}

/** All / Manual / Automatic, beside the state filter. */
export function KindFilter({
  value,
  onChange,
}: {
  value: RechargeKind | undefined;
  onChange(kind: RechargeKind | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      value={value ?? 'all'}
      onChange={(v) => onChange(kindOf(String(v)))}
      options={(['all', ...RECHARGE_KINDS] as const).map((k) => ({
        value: k,
        label: k === 'all' ? t('finance.kinds.all') : t(`finance.kinds.${k}`),
      }))}
      data-testid="kind-filter"
    />
  );
}

/** Manual (checked by an operator) or automatic (checked on chain). */
export function KindTag({ kind }: { kind: RechargeKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={kind === 'auto' ? 'purple' : 'default'} data-testid={`kind-${kind}`}>
      {t(`finance.kinds.${kind}`)}
    </Tag>
  );
}

/**
 * Why a recharge was refused: an automatic one's reason is a key (`CONFIRMATION_TIMEOUT`, `TX_FAILED`, …),
 * worded here; an operator's reason is their own words, shown as written.
 */
export function rechargeReason(t: TFunction, r: Pick<AdminRecharge, 'kind' | 'reason'>): string {
  if (!r.reason) return '–';
  if (r.kind !== 'auto') return r.reason;
  return t(`finance.chainReasons.${r.reason}`, { defaultValue: r.reason });
}

/** An address of the transfer, as the hash: shortened to its ends, copyable, opening the explorer. */
const Address = ({ network, value, testId }: { network: string; value: string; testId: string }) => (
  <ChainText network={network} kind="address" value={value} keep={10} testId={testId} />
);

/** "1 / 2": how deep the transfer was when last checked, of what the network asks. */
export function confirmationsText(r: AdminRecharge): string {
  return r.chain ? `${r.chain.confirmations} / ${r.chain.required}` : '–';
}

/** What the chain showed of an automatic recharge when it was last checked, and what came of it. */
export function ChainFacts({ recharge: r }: { recharge: AdminRecharge }) {
  const { t } = useTranslation();
  const chain = r.chain;
  const outcome =
    r.state === 'approved'
      ? t('finance.chain.credited', { time: dateTime(r.reviewedAt) })
      : r.state === 'rejected'
        ? rechargeReason(t, r)
        : chain
          ? t('finance.chain.waiting', { n: Math.max(0, chain.required - chain.confirmations) })
          : t('finance.chain.unchecked');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, lg: 2 }}
      style={{ maxWidth: 920 }}
      title={t('finance.chain.title')}
      data-testid={`chain-facts-${r.id}`}
      items={[
        { key: 'network', label: t('finance.network'), children: r.network },
        {
          key: 'hash',
          label: t('finance.txHash'),
          children: (
            <ChainText network={r.network} kind="tx" value={r.txHash} keep={10} testId="chain-hash" />
          ),
        },
        {
          key: 'route',
          label: t('finance.chain.route'),
          span: 'filled',
          children: chain ? (
            <span>
              <Address network={r.network} value={chain.from} testId="chain-from" /> →{' '}
              <Address network={r.network} value={chain.to} testId="chain-to" />
            </span>
          ) : (
            '–'
          ),
        },
        {
          key: 'token',
          label: t('finance.chain.token'),
          children: chain ? <Address network={r.network} value={chain.token} testId="chain-token" /> : '–',
        },
        {
          key: 'block',
          label: t('finance.chain.block'),
          children: <span data-testid="chain-block">{chain ? chain.block : '–'}</span>,
        },
        {
          key: 'confirmations',
          label: t('finance.chain.confirmations'),
          children: <span data-testid="chain-confirmations">{confirmationsText(r)}</span>,
        },
        {
          key: 'checked',
          label: t('finance.chain.checkedAt'),
          children: chain ? dateTime(chain.checkedAt) : '–',
        },
        {
          key: 'outcome',
          label: t('finance.chain.outcome'),
          span: 'filled',
          children: <span data-testid="chain-outcome">{outcome}</span>,
        },
      ]}
    />
  );
}
