import type { AdminUser, AdminUserQuery } from '@mcc/contract';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eqIf, inRange, type SortKey, tableList } from '../../lib/console-list.ts';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';
import { users } from './auth.tables.ts';
import { userSearch } from './user-directory.service.ts';

type UserListQuery = Omit<AdminUserQuery, 'page' | 'limit'>;

export const toAdminUser = (u: typeof users.$inferSelect): AdminUser => ({
  id: u.id,
  uid: u.uid,
  nickname: u.nickname,
  mobile: u.mobile,
  email: u.email,
  walletAddress: u.walletAddress,
  inviteCode: u.inviteCode,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
});

const SORT_KEYS: Record<AdminUserQuery['sort'], SortKey> = {
  createdAt: { expr: users.createdAt, type: 'timestamptz' },
  uid: { expr: users.uid, type: 'text' },
  nickname: { expr: users.nickname, type: 'text' },
};

/** The console's users: newest first; `q` as `userSearch`; the range on sign-up. */
export function createUserList(db: Db) {
  return tableList(db, users, {
    plan: (q: UserListQuery) => ({
      where: and(
        q.q === undefined ? undefined : userSearch(q.q),
        eqIf(users.status, q.status),
        inRange(users.createdAt, q),
      ),
      key: SORT_KEYS[q.sort],
      id: users.id,
      order: q.order ?? 'desc',
    }),
    present: async (rows) => rows.map(toAdminUser),
  });
}

export const USER_COLUMNS: readonly CsvColumn<AdminUser>[] = [
  { header: HEADERS.userId, cell: (u) => u.id },
  { header: HEADERS.uid, cell: (u) => u.uid },
  { header: header('昵称', 'Nickname', 'ニックネーム', '暱稱'), cell: (u) => u.nickname },
  { header: header('手机号', 'Mobile', '携帯電話番号', '手機號碼'), cell: (u) => u.mobile },
  { header: header('邮箱', 'E-mail', 'メールアドレス', '電子郵件'), cell: (u) => u.email },
  {
    header: header('钱包地址', 'Wallet address', 'ウォレットアドレス', '錢包地址'),
    cell: (u) => u.walletAddress,
  },
  { header: header('邀请码', 'Invite code', '招待コード', '邀請碼'), cell: (u) => u.inviteCode },
  { header: HEADERS.status, cell: (u) => u.status },
  {
    header: header('注册时间', 'Signed up', '登録日時', '註冊時間'),
    cell: (u, offset) => timeAt(u.createdAt, offset),
  },
];
