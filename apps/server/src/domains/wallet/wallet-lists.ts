import type { AdminRechargeQuery, AdminWithdrawalQuery, AnswerOf, adminApi, SortOrder } from '@mcc/contract';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eqIf, inRange, laterWhenNull, listPage, type SortKey, tableList } from '../../lib/console-list.ts';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { recharges, withdrawals } from './wallet.tables.ts';
import { toRecharge, toWithdrawal } from './wallet-views.ts';

type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;
type AdminRecharge = AnswerOf<typeof adminApi.finance.recharges>['list'][number];
type AdminWithdrawal = AnswerOf<typeof adminApi.finance.withdrawals>['list'][number];

/** A review queue filtered to `reviewing` reads oldest first (first come, first served), else newest first. */
const queueOrder = (q: { state?: string | undefined; order?: SortOrder | undefined }): SortOrder =>
  q.order ?? (q.state === 'reviewing' ? 'asc' : 'desc');

/** A hash as stored: lower-case hex without 0x. */
const storedHash = (q: string) => q.replace(/^0x/i, '').toLowerCase();

/**
 * The finance queues as console lists (`q`: the user as the users list finds them, or the hash; a
 * withdrawal's address too). Each row with its owner's UID.
 */
export function createWalletLists(deps: { db: Db; users: UserDirectory }) {
  const { db, users } = deps;
  const owned = <T extends { userId: number }>(rows: T[]) =>
    users.uidsOf(rows.map((r) => r.userId)).then((uids) => (row: T) => uids.get(row.userId) ?? '');

  const rechargeKeys: Record<AdminRechargeQuery['sort'], SortKey> = {
    createdAt: { expr: recharges.createdAt, type: 'timestamptz' },
    amount: { expr: recharges.amount, type: 'bigint' },
    reviewedAt: laterWhenNull(recharges.reviewedAt),
  };
  const rechargeList = tableList(db, recharges, {
    plan: (q: Unpaged<AdminRechargeQuery>) => ({
      where: and(
        eqIf(recharges.state, q.state),
        eqIf(recharges.kind, q.kind),
        eqIf(recharges.network, q.network),
        eqIf(recharges.userId, q.userId),
        q.q === undefined
          ? undefined
          : or(users.userMatches(recharges.userId, q.q), eq(recharges.txHash, storedHash(q.q))),
        inRange(recharges.createdAt, q),
      ),
      key: rechargeKeys[q.sort],
      id: recharges.id,
      order: queueOrder(q),
    }),
    present: async (rows): Promise<AdminRecharge[]> => {
      const uidOf = await owned(rows);
      return rows.map((r) => ({ ...toRecharge(r), userId: r.userId, uid: uidOf(r) }));
    },
  });

  const withdrawalKeys: Record<AdminWithdrawalQuery['sort'], SortKey> = {
    createdAt: { expr: withdrawals.createdAt, type: 'timestamptz' },
    amount: { expr: withdrawals.amount, type: 'bigint' },
    resolvedAt: laterWhenNull(withdrawals.resolvedAt),
  };
  const withdrawalSearch = (q: string): SQL | undefined =>
    or(
      users.userMatches(withdrawals.userId, q),
      eq(withdrawals.address, q),
      // `<> ''` lets the planner use the partial unique index of paid hashes.
      and(eq(withdrawals.txHash, storedHash(q)), ne(withdrawals.txHash, '')),
    );
  const withdrawalList = tableList(db, withdrawals, {
    plan: (q: Unpaged<AdminWithdrawalQuery>) => ({
      where: and(
        eqIf(withdrawals.state, q.state),
        eqIf(withdrawals.accountKind, q.accountKind),
        eqIf(withdrawals.network, q.network),
        eqIf(withdrawals.userId, q.userId),
        q.q === undefined ? undefined : withdrawalSearch(q.q),
        inRange(withdrawals.createdAt, q),
      ),
      key: withdrawalKeys[q.sort],
      id: withdrawals.id,
      order: queueOrder(q),
    }),
    present: async (rows): Promise<AdminWithdrawal[]> => {
      const uidOf = await owned(rows);
      return rows.map((w) => ({ ...toWithdrawal(w), userId: w.userId, uid: uidOf(w) }));
    },
  });

  return {
    listRecharges: (q: AdminRechargeQuery) => listPage(rechargeList, q),
    listWithdrawals: (q: AdminWithdrawalQuery) => listPage(withdrawalList, q),
    rechargeExport: { name: 'recharges', list: rechargeList, columns: RECHARGE_COLUMNS },
    withdrawalExport: { name: 'withdrawals', list: withdrawalList, columns: WITHDRAWAL_COLUMNS },
  };
}

export type WalletLists = ReturnType<typeof createWalletLists>;

const kind = header('类型', 'Kind', '種類', '類型');
const createdAt = header('提交时间', 'Submitted', '申請日時', '提交時間');

const RECHARGE_COLUMNS: readonly CsvColumn<AdminRecharge>[] = [
  { header: HEADERS.id, cell: (r) => r.id },
  { header: HEADERS.userId, cell: (r) => r.userId },
  { header: HEADERS.uid, cell: (r) => r.uid },
  { header: kind, cell: (r) => r.kind },
  { header: HEADERS.network, cell: (r) => r.network },
  { header: HEADERS.amount, cell: (r) => r.amount },
  { header: HEADERS.txHash, cell: (r) => r.txHash },
  { header: HEADERS.status, cell: (r) => r.state },
  { header: header('确认数', 'Confirmations', '承認数', '確認數'), cell: (r) => r.chain?.confirmations },
  { header: HEADERS.reason, cell: (r) => r.reason },
  { header: createdAt, cell: (r, offset) => timeAt(r.createdAt, offset) },
  {
    header: header('审核时间', 'Reviewed', '審査日時', '審核時間'),
    cell: (r, offset) => timeAt(r.reviewedAt, offset),
  },
];

const WITHDRAWAL_COLUMNS: readonly CsvColumn<AdminWithdrawal>[] = [
  { header: HEADERS.id, cell: (w) => w.id },
  { header: HEADERS.userId, cell: (w) => w.userId },
  { header: HEADERS.uid, cell: (w) => w.uid },
  { header: header('钱包', 'Wallet', 'ウォレット', '錢包'), cell: (w) => w.accountKind },
  { header: HEADERS.network, cell: (w) => w.network },
  { header: HEADERS.address, cell: (w) => w.address },
  { header: HEADERS.amount, cell: (w) => w.amount },
  { header: header('手续费', 'Fee', '手数料', '手續費'), cell: (w) => w.fee },
  { header: HEADERS.status, cell: (w) => w.state },
  { header: HEADERS.txHash, cell: (w) => w.txHash },
  { header: HEADERS.reason, cell: (w) => w.reason },
  { header: createdAt, cell: (w, offset) => timeAt(w.createdAt, offset) },
  {
    header: header('处理时间', 'Resolved', '処理日時', '處理時間'),
    cell: (w, offset) => timeAt(w.resolvedAt, offset),
  },
];
