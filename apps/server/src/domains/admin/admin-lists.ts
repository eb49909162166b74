import type { AuditEntry, AuditQuery, adminApi, OperatorRow, QueryOf } from '@mcc/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eqIf,
  inRange,
  laterWhenNull,
  likeLiteral,
  listPage,
  type SortKey,
  tableList,
} from '../../lib/console-list.ts';
import { timeAt } from '../../lib/csv.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { HEADERS, header } from '../../lib/csv-headers.ts';
import { auditLog, operators } from './admin.tables.ts';
import { toOperatorRow } from './operator-rows.ts';

type Unpaged<Q> = Omit<Q, 'page' | 'limit'>;
type OperatorQuery = QueryOf<typeof adminApi.operators.list>;

const toEntry = (r: typeof auditLog.$inferSelect): AuditEntry => ({
  id: r.id,
  operatorId: r.operatorId,
  actor: r.actor,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

const OPERATOR_KEYS: Record<OperatorQuery['sort'], SortKey> = {
  createdAt: { expr: operators.createdAt, type: 'timestamptz' },
  username: { expr: operators.username, type: 'text' },
  lastLoginAt: laterWhenNull(operators.lastLoginAt),
};

/**
 * The audit log (newest first; `q`: an actor by the start of its name, or a target id) and the
 * operators (oldest first; `q`: the start of a username), listed and exported.
 */
export function createAdminLists(db: Db) {
  const auditList = tableList(db, auditLog, {
    plan: (q: Unpaged<AuditQuery>) => ({
      where: and(
        eqIf(auditLog.operatorId, q.operatorId),
        eqIf(auditLog.action, q.action),
        eqIf(auditLog.targetType, q.targetType),
        eqIf(auditLog.targetId, q.targetId),
        q.q === undefined
          ? undefined
          : or(sql`${auditLog.actor} like ${`${likeLiteral(q.q)}%`}`, eq(auditLog.targetId, q.q)),
        inRange(auditLog.createdAt, q),
      ),
      key: { expr: auditLog.createdAt, type: 'timestamptz' },
      id: auditLog.id,
      order: q.order ?? 'desc',
    }),
    present: async (rows) => rows.map(toEntry),
  });

  const operatorList = tableList(db, operators, {
    plan: (q: Unpaged<OperatorQuery>) => ({
      where: and(
        eqIf(operators.status, q.status),
        eqIf(operators.role, q.role),
        q.q === undefined
          ? undefined
          : sql`${operators.username} like ${`${likeLiteral(q.q.toLowerCase())}%`}`,
        inRange(operators.createdAt, q),
      ),
      key: OPERATOR_KEYS[q.sort],
      id: operators.id,
      order: q.order ?? 'asc',
    }),
    present: async (rows) => rows.map(toOperatorRow),
  });

  return {
    audit: (q: AuditQuery) => listPage(auditList, q),
    operators: (q: OperatorQuery) => listPage(operatorList, q),
    auditExport: { name: 'audit-log', list: auditList, columns: AUDIT_COLUMNS },
    operatorExport: { name: 'operators', list: operatorList, columns: OPERATOR_COLUMNS },
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;

/** A JSON value as one cell (empty for none). */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const AUDIT_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: HEADERS.id, cell: (e) => e.id },
  { header: header('时间', 'Time', '日時', '時間'), cell: (e, offset) => timeAt(e.createdAt, offset) },
  { header: header('操作人', 'Actor', '実行者', '操作人'), cell: (e) => e.actor },
  { header: header('操作', 'Action', '操作', '操作'), cell: (e) => e.action },
  { header: header('对象类型', 'Target type', '対象の種類', '對象類型'), cell: (e) => e.targetType },
  { header: header('对象 ID', 'Target ID', '対象 ID', '對象 ID'), cell: (e) => e.targetId },
  { header: header('变更前', 'Before', '変更前', '變更前'), cell: (e) => json(e.before) },
  { header: header('变更后', 'After', '変更後', '變更後'), cell: (e) => json(e.after) },
  { header: header('IP', 'IP', 'IP', 'IP'), cell: (e) => e.ip },
];

const OPERATOR_COLUMNS: readonly CsvColumn<OperatorRow>[] = [
  { header: HEADERS.id, cell: (o) => o.id },
  { header: header('用户名', 'Username', 'ユーザー名', '使用者名稱'), cell: (o) => o.username },
  { header: header('角色', 'Role', 'ロール', '角色'), cell: (o) => o.role },
  { header: HEADERS.status, cell: (o) => o.status },
  {
    header: header('两步验证', 'Two-step verification', '2 段階認証', '兩步驟驗證'),
    cell: (o) => o.totpEnabled,
  },
  { header: HEADERS.createdAt, cell: (o, offset) => timeAt(o.createdAt, offset) },
  {
    header: header('最近登录', 'Last sign-in', '最終ログイン', '最近登入'),
    cell: (o, offset) => timeAt(o.lastLoginAt, offset),
  },
];
