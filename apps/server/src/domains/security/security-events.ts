import type { SecurityAlerts, SecurityEventKind } from '@mcc/contract';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { batched } from '../../db/batched.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { securityEvents, userSecurity } from './security.tables.ts';

/** How many events the security page lists. */
export const RECENT_EVENTS = 20;

/**
 * The events the user centre alerts of until the user opens the security page: what a thief in the
 * account would do — sign in from their device, take it over (password, contact, payment password),
 * weaken its protection (2FA off or reset by the platform, a recovery code spent, whitelist-only off),
 * or make a way for its money to leave (a book address). The user's own such changes alert them too,
 * as the notice by SMS or e-mail does: they can tell best whether it was them.
 */
export const ALERT_KINDS = [
  'sign_in_new_device',
  'password_reset',
  'pay_password_changed',
  'contact_changed',
  'totp_off',
  'totp_reset',
  'recovery_code_used',
  'address_added',
  'whitelist_off',
] as const satisfies readonly SecurityEventKind[];

const NO_ALERTS: SecurityAlerts = { count: 0, latest: null };

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

  /**
   * Per user asked, the newest alarming event since they last saw the security page and how many there
   * are (counted before the LIMIT), from the events' index on (user_id, at desc). The user centres asked
   * for at the same moment share the statement (`unnest` of their ids, each joined to its own newest).
   */
  const alertsQuery = (() => {
    const userId = sql`asked.user_id`;
    const seenAt = sql`coalesce((SELECT ${userSecurity.eventsSeenAt} FROM ${userSecurity} WHERE ${userSecurity.userId} = ${userId}), '-infinity')`;
    const latest = db
      .select({
        kind: securityEvents.kind,
        device: securityEvents.device,
        ip: securityEvents.ip,
        at: securityEvents.at,
        count: sql<number>`(count(*) OVER ())::int`.mapWith(Number).as('count'),
      })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, userId),
          inArray(securityEvents.kind, [...ALERT_KINDS]),
          gt(securityEvents.at, seenAt),
        ),
      )
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(1)
      .as('latest');
    return db
      .select({
        userId: sql<number>`asked.user_id`.mapWith(Number),
        kind: latest.kind,
        device: latest.device,
        ip: latest.ip,
        at: latest.at,
        count: latest.count,
      })
      .from(sql`unnest(${sql.placeholder('ids')}::int[]) AS asked(user_id)`)
      .crossJoinLateral(latest)
      .prepare('security_alerts');
  })();
  const alertRow = batched(async (ids: number[]) => {
    const rows = await alertsQuery.execute({ ids: [...new Set(ids)] });
    return ids.map((id) => rows.find((r) => r.userId === id));
  });

  /** The alarming events the user has not seen on the security page: how many, and the newest. */
  async function alerts(userId: number): Promise<SecurityAlerts> {
    const row = await alertRow(userId);
    if (!row) return NO_ALERTS;
    const { kind, device, ip, at } = row;
    return { count: row.count, latest: { kind, device, ip, at: new Date(at).toISOString() } };
  }

  /** The user opened the security page: the events until now are seen (written only when one was not). */
  async function markSeen(userId: number) {
    if ((await alerts(userId)).count === 0) return;
    const now = clock.now();
    await db
      .insert(userSecurity)
      .values({ userId, eventsSeenAt: now })
      .onConflictDoUpdate({ target: userSecurity.userId, set: { eventsSeenAt: now } });
  }

  return { record, recent, alerts, markSeen };
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;
