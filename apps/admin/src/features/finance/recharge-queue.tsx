import { RECHARGE_KINDS } from '@mcc/contract';
import { Descriptions, Segmented, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateTime, shorten } from '../../lib/format.ts';
import { queueState } from '../../lib/queue-state.ts';
import { usePageParams } from '../../lib/use-page-params.ts';
import type { AdminRecharge, RechargeKind, RechargeQuery, RechargeState } from './api.ts';

const LIMIT = 20;
const KEYS = ['state', 'kind'] as const;

/**
 * The states each kind of recharge passes through, the waiting one first (the queue's default): a
 * manual recharge waits for an operator (`reviewing`), an automatic one for blocks (`confirming`).
 */
export const RECHARGE_STATES_OF: Record<RechargeKind | 'all', RechargeState[]> = {
  all: ['reviewing', 'confirming', 'approved', 'rejected'],
  manual: ['reviewing', 'approved', 'rejected'],
  auto: ['confirming', 'approved', 'rejected'],
};

const kindOf = (value: string | undefined): RechargeKind | undefined =>
  RECHARGE_KINDS.find((k) => k === value);

/**
 * The recharge queue's filters and page, kept in the address: the kind (every kind unless asked), and
 * the state among those of that kind, its waiting one unless asked otherwise.
 */
export function useRechargeQueueQuery() {
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const kind = kindOf(filters.kind);
  const states = RECHARGE_STATES_OF[kind ?? 'all'];
  const query: RechargeQuery = { state: queueState(filters.state, states), kind, page, limit: LIMIT };
  return {
    states,
    query,
    setState: (state: string) => setFilters({ state }),
    /** A state the new kind does not pass through gives way to that kind's waiting one. */
    setKind: (next: RechargeKind | undefined) => {
      const keep =
        filters.state === 'all' || RECHARGE_STATES_OF[next ?? 'all'].some((s) => s === filters.state);
      setFilters({ kind: next, state: keep ? filters.state : undefined });
    },
    setPage,
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

/** A hash or an address, shortened, with the whole of it in the title and the copy button. */
function Long({ text, testId }: { text: string; testId: string }) {
  if (!text) return <>–</>;
  return (
    <Typography.Text className="mono" title={text} copyable={{ text }} data-testid={testId}>
      {shorten(text, 10)}
    </Typography.Text>
  );
}

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
        { key: 'hash', label: t('finance.txHash'), children: <Long text={r.txHash} testId="chain-hash" /> },
        {
          key: 'route',
          label: t('finance.chain.route'),
          span: 'filled',
          children: chain ? (
            <span>
              <Long text={chain.from} testId="chain-from" /> → <Long text={chain.to} testId="chain-to" />
            </span>
          ) : (
            '–'
          ),
        },
        {
          key: 'token',
          label: t('finance.chain.token'),
          children: chain ? <Long text={chain.token} testId="chain-token" /> : '–',
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
