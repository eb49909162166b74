import {
  formatAmount,
  type LedgerAccountRow,
  type LedgerAccountsQuery,
  type LedgerTransferRow,
  type LedgerTransfersQuery,
} from '@mcc/contract';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  type ConsoleList,
  eqIf,
  idIn,
  inRange,
  listPage,
  readWith,
  type SortKey,
  tableList,
} from '../../lib/console-list.ts';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';
import { type AccountRow, accountRow, refOf, sameText } from './ledger-views.ts';

type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;
type TransferQuery = Unpaged<LedgerTransfersQuery>;
type AccountQuery = Unpaged<LedgerAccountsQuery>;
type TransferJoin = { t: typeof ledgerTransfers.$inferSelect; da: AccountRow; ca: AccountRow };

const t = ledgerTransfers;
const a = ledgerAccounts;
const TRANSFER_KEYS: Record<TransferQuery['sort'], SortKey> = {
  createdAt: { expr: t.createdAt, type: 'timestamptz' },
  amount: { expr: t.amount, type: 'bigint' },
};
const ACCOUNT_KEYS: Record<AccountQuery['sort'], SortKey> = {
  id: { expr: a.id, type: 'integer' },
  balance: { expr: sql`(${a.creditsPosted} - ${a.debitsPosted})`, type: 'bigint' },
};

/**
 * The ledger explorer's lists: transfers (newest first) and accounts (by id, system accounts first as
 * they were made first). A UID names no account directly: it becomes its user's accounts.
 */
export function createLedgerLists(deps: { db: Db; users: UserDirectory }) {
  const { db, users } = deps;
  /** The user a filter names, as a subquery: `userId`, else `uid`. */
  const userOf = (f: { userId?: number | undefined; uid?: string | undefined }): SQL | number | undefined =>
    f.userId ?? (f.uid === undefined ? undefined : users.idOfUidQuery(f.uid));
  const ownedBy = (user: SQL | number) => sql`(select ${a.id} from ${a} where ${a.userId} = ${user})`;
  const uidsOfOwners = (accounts: AccountRow[]) =>
    users.uidsOf(accounts.flatMap((r) => (r.userId === null ? [] : [r.userId])));
  const uidIn = (uids: Map<number, string>, userId: number | null) =>
    userId === null ? null : (uids.get(userId) ?? null);

  function transferWhere(f: TransferQuery): SQL | undefined {
    const user = userOf(f);
    const id = f.q === undefined ? undefined : idIn(f.q);
    return and(
      f.accountId === undefined
        ? undefined
        : or(eq(t.debitAccountId, f.accountId), eq(t.creditAccountId, f.accountId)),
      user === undefined
        ? undefined
        : or(sql`${t.debitAccountId} in ${ownedBy(user)}`, sql`${t.creditAccountId} in ${ownedBy(user)}`),
      f.refType === undefined ? undefined : sameText(t.refType, f.refType),
      eqIf(t.refId, f.refId),
      f.code === undefined ? undefined : sameText(t.code, f.code),
      eqIf(t.asset, f.asset),
      eqIf(t.state, f.state),
      f.q === undefined
        ? undefined
        : or(id === undefined ? undefined : eq(t.id, id), eq(t.key, f.q), eq(t.refId, f.q)),
      inRange(t.createdAt, f),
    );
  }

  const da = alias(a, 'da');
  const ca = alias(a, 'ca');
  const transferList: ConsoleList<TransferQuery, TransferJoin, LedgerTransferRow> = {
    plan: (f) => ({
      where: transferWhere(f),
      key: TRANSFER_KEYS[f.sort],
      id: t.id,
      order: f.order ?? 'desc',
    }),
    read: (parts) =>
      readWith(
        db
          .select({ t, da, ca, sortKey: parts.sortKey })
          .from(t)
          .innerJoin(da, eq(da.id, t.debitAccountId))
          .innerJoin(ca, eq(ca.id, t.creditAccountId)),
        parts,
        (r) => r.t.id,
      ),
    count: (where) => db.$count(t, where),
    async present(rows) {
      const uids = await uidsOfOwners(rows.flatMap((r) => [r.da, r.ca]));
      return rows.map((r) => ({
        id: r.t.id,
        key: r.t.key,
        debit: refOf(r.da, uidIn(uids, r.da.userId)),
        credit: refOf(r.ca, uidIn(uids, r.ca.userId)),
        asset: r.t.asset,
        amount: formatAmount(r.t.amount),
        state: r.t.state,
        code: r.t.code,
        refType: r.t.refType,
        refId: r.t.refId,
        memo: r.t.memo,
        createdAt: r.t.createdAt.toISOString(),
        resolvedAt: r.t.resolvedAt?.toISOString() ?? null,
      }));
    },
  };

  const accountList = tableList(db, a, {
    plan: (f: AccountQuery) => {
      const user = userOf(f);
      return {
        where: and(
          user === undefined ? undefined : sql`${a.userId} = ${user}`,
          f.kind === undefined ? undefined : sameText(a.kind, f.kind),
          eqIf(a.asset, f.asset),
          f.owner === 'system' ? isNull(a.userId) : f.owner === 'user' ? isNotNull(a.userId) : undefined,
          f.frozen === undefined ? undefined : eq(a.frozen, f.frozen === 'true'),
          f.q === undefined ? undefined : users.userMatches(a.userId, f.q),
          inRange(a.createdAt, f),
        ),
        key: ACCOUNT_KEYS[f.sort],
        id: a.id,
        order: f.order ?? 'asc',
      };
    },
    present: async (rows) => {
      const uids = await uidsOfOwners(rows);
      return rows.map((row) => accountRow(row, uidIn(uids, row.userId)));
    },
  });

  return {
    transfers: (q: LedgerTransfersQuery) => listPage(transferList, q),
    accounts: (q: LedgerAccountsQuery) => listPage(accountList, q),
    transferExport: { name: 'ledger-transfers', list: transferList, columns: TRANSFER_COLUMNS },
    accountExport: { name: 'ledger-accounts', list: accountList, columns: ACCOUNT_COLUMNS },
  };
}

export type LedgerLists = ReturnType<typeof createLedgerLists>;

const TRANSFER_COLUMNS: readonly CsvColumn<LedgerTransferRow>[] = [
  { header: HEADERS.id, cell: (r) => r.id },
  { header: header('借方账户', 'Debit account', '借方口座', '借方帳戶'), cell: (r) => r.debit.label },
  { header: header('贷方账户', 'Credit account', '貸方口座', '貸方帳戶'), cell: (r) => r.credit.label },
  { header: HEADERS.asset, cell: (r) => r.asset },
  { header: HEADERS.amount, cell: (r) => r.amount },
  { header: HEADERS.status, cell: (r) => r.state },
  { header: header('代码', 'Code', 'コード', '代碼'), cell: (r) => r.code },
  { header: header('关联类型', 'Reference type', '参照種別', '關聯類型'), cell: (r) => r.refType },
  { header: header('关联 ID', 'Reference ID', '参照 ID', '關聯 ID'), cell: (r) => r.refId },
  { header: header('备注', 'Memo', 'メモ', '備註'), cell: (r) => r.memo },
  { header: header('幂等键', 'Key', '冪等キー', '冪等鍵'), cell: (r) => r.key },
  { header: HEADERS.createdAt, cell: (r, offset) => timeAt(r.createdAt, offset) },
  {
    header: header('结算时间', 'Resolved', '確定日時', '結算時間'),
    cell: (r, offset) => timeAt(r.resolvedAt, offset),
  },
];

const ACCOUNT_COLUMNS: readonly CsvColumn<LedgerAccountRow>[] = [
  { header: HEADERS.id, cell: (r) => r.id },
  { header: header('账户', 'Account', '口座', '帳戶'), cell: (r) => r.label },
  { header: HEADERS.userId, cell: (r) => r.userId },
  { header: HEADERS.uid, cell: (r) => r.uid },
  { header: header('类型', 'Kind', '種類', '類型'), cell: (r) => r.kind },
  { header: HEADERS.asset, cell: (r) => r.asset },
  { header: header('余额', 'Balance', '残高', '餘額'), cell: (r) => r.balance },
  { header: header('可用', 'Available', '利用可能', '可用'), cell: (r) => r.available },
  {
    header: header('已过账借方', 'Debits posted', '借方（確定）', '已過帳借方'),
    cell: (r) => r.debitsPosted,
  },
  {
    header: header('已过账贷方', 'Credits posted', '貸方（確定）', '已過帳貸方'),
    cell: (r) => r.creditsPosted,
  },
  { header: header('待结借方', 'Debits pending', '借方（保留）', '待結借方'), cell: (r) => r.debitsPending },
  {
    header: header('待结贷方', 'Credits pending', '貸方（保留）', '待結貸方'),
    cell: (r) => r.creditsPending,
  },
  { header: header('已冻结', 'Frozen', '凍結中', '已凍結'), cell: (r) => r.frozen },
];
