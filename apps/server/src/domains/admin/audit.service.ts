import os from 'node:os';
import type { AuditAction, AuditEntry, AuditQuery, AuditTargetType } from '@mcc/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { auditLog } from './admin.tables.ts';

/** Who acts: a signed-in operator, or the command line / the server itself (`operator: null`). */
export interface AuditActor {
  operator: { id: number } | null;
  /** The operator's username, `cli:<OS user>`, or `system:<what>`. */
  actor: string;
  ip: string;
}

export interface AuditRecord extends AuditActor {
  /**
   * `<area>.<verb>`, e.g. `operator.create`, `recharge.approve`: one of the contract's AUDIT_ACTIONS (a
   * new one is added there and worded in the console's locales/codes/).
   */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** The values the action changed, as they were and as they are; never secrets or hashes. */
  before: unknown;
  after: unknown;
}

/** The actor for writes made from the operator CLI. */
export function cliActor(): AuditActor {
  let user = process.env.USER ?? 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (some containers): keep $USER.
  }
  return { operator: null, actor: `cli:${user}`, ip: '' };
}

/** jsonb cannot hold bigint (amounts are bigint micro-units): store them as digit strings. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

type Row = typeof auditLog.$inferSelect;
const toEntry = (r: Row): AuditEntry => ({
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

export function createAuditService(deps: { clock: Clock }) {
  const { clock } = deps;

  /**
   * Appends one row inside the caller's transaction, so the row commits with the change it describes
   * or not at all. The table refuses UPDATE, DELETE and TRUNCATE.
   */
  async function record(tx: Tx | Db, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      operatorId: entry.operator?.id ?? null,
      actor: entry.actor,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      before: toJson(entry.before),
      after: toJson(entry.after),
      ip: entry.ip,
      createdAt: clock.now(),
    });
  }

  /** Newest first, filtered by any of operator, action and target. */
  async function list(db: Db, filter: AuditQuery) {
    const conditions: SQL[] = [];
    if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
    if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
    if (filter.targetType !== undefined) conditions.push(eq(auditLog.targetType, filter.targetType));
    if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [{ total = 0 } = {}]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return pageOf(rows.map(toEntry), total, filter.page, filter.limit);
  }

  return { record, list };
}

export type AuditService = ReturnType<typeof createAuditService>;
