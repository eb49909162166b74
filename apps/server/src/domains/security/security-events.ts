import type { SecurityEventKind } from '@mcc/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { securityEvents } from './security.tables.ts';

/** How many events the security page lists. */
export const RECENT_EVENTS = 20;

/** What changed an account's protection, for its owner to see (not the operators' audit log). */
export function createSecurityEvents(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** One event, inside the transaction of the change when there is one. */
  async function record(userId: number, kind: SecurityEventKind, from: Place, tx: Db | Tx = db) {
    await tx
      .insert(securityEvents)
      .values({ userId, kind, device: from.device, ip: from.ip, at: clock.now() });
  }

  /** The newest events first. */
  async function recent(userId: number) {
    const rows = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(RECENT_EVENTS);
    return rows.map((r) => ({ kind: r.kind, device: r.device, ip: r.ip, at: r.at.toISOString() }));
  }

  return { record, recent };
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;
