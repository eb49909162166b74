import os from 'node:os';
import type { AuditAction, AuditTargetType } from '@mcc/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
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

  return { record };
}

export type AuditService = ReturnType<typeof createAuditService>;
