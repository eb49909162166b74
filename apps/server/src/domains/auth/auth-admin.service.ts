import type {
  AdminBalance,
  AdminUserDetail,
  AdminUserQuery,
  AdminUserSecurity,
  Language,
} from '@mcc/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { listPage } from '../../lib/console-list.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import { users, userTokens } from './auth.tables.ts';
import { createUserList, toAdminUser, USER_COLUMNS } from './user-list.ts';

type User = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the user detail page shows from other domains, given by app.ts (auth sits below them: the
 * ledger and the wallet name users through auth, so auth cannot import them back).
 */
export interface UserDetailParts {
  /** Every account the page shows, used or not. */
  balances(userId: number): Promise<AdminBalance[]>;
  /** The user's recharge and withdrawal requests, counted. */
  requests(userId: number): Promise<{ recharges: number; withdrawals: number }>;
  /** What protects the account (2FA, address book, hold): the security domain's view. */
  security(userId: number): Promise<AdminUserSecurity>;
}

/**
 * The operator's side of users: search, detail, suspend, reset of the payment password. Every write is
 * one transaction holding the user's row lock, the change and the audit row.
 */
export function createAuthAdmin(deps: { db: Db; clock: Clock; audit: AuditService; parts: UserDetailParts }) {
  const { db, clock, audit, parts } = deps;

  async function find(id: number): Promise<User> {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw new AppError('USER_NOT_FOUND');
    return u;
  }

  /** Locks the user's row against other operator writes (not against ledger or sign-in rows that reference it). */
  async function lockUser(tx: Tx, id: number): Promise<User> {
    const [u] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!u) throw new AppError('USER_NOT_FOUND');
    return u;
  }

  const userList = createUserList(db);
  /** The console's users list (user-list.ts). */
  const search = (query: AdminUserQuery, lang: Language) => listPage(userList, query, lang);
  /** Its export. */
  const userExport = { name: 'users', list: userList, columns: USER_COLUMNS };

  async function detail(id: number): Promise<AdminUserDetail> {
    const u = await find(id);
    const [inviter, balances, directMembers, requests, [{ sessions = 0 } = {}], security] = await Promise.all(
      [
        u.inviterId
          ? db
              .select({ id: users.id, uid: users.uid, nickname: users.nickname })
              .from(users)
              .where(eq(users.id, u.inviterId))
              .then((r) => r[0] ?? null)
          : null,
        parts.balances(id),
        db.$count(users, eq(users.inviterId, id)),
        parts.requests(id),
        db
          .select({ sessions: count() })
          .from(userTokens)
          .where(and(eq(userTokens.userId, id), gt(userTokens.expiresAt, clock.now()))),
        parts.security(id),
      ],
    );
    const now = clock.now();
    const lockedAt = (d: Date | null) => (d && d > now ? d.toISOString() : null);
    return {
      ...toAdminUser(u),
      avatar: u.avatar,
      bio: u.bio,
      inviter,
      hasPayPassword: u.payPasswordHash !== null,
      loginLockedUntil: lockedAt(u.lockedUntil),
      payLockedUntil: lockedAt(u.payLockedUntil),
      updatedAt: u.updatedAt.toISOString(),
      balances,
      counts: { directMembers, ...requests, sessions },
      security,
    };
  }

  /** Suspending refuses sign-in and ends every session of the user at once; reinstating lets them sign in again. */
  async function setStatus(id: number, status: User['status'], by: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({ status, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw new Error(`user ${id} vanished`);
      const ended =
        status === 'suspended'
          ? (await tx.delete(userTokens).where(eq(userTokens.userId, id)).returning({ id: userTokens.id }))
              .length
          : 0;
      await audit.record(tx, {
        ...by,
        action: status === 'suspended' ? 'user.suspend' : 'user.reinstate',
        targetType: 'user',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, sessionsEnded: ended },
      });
      return toAdminUser(after);
    });
  }

  /** Clears the payment password and its lock; the user sets a new one (with a code) before moving money. */
  async function resetPayPassword(id: number, by: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({
          payPasswordHash: null,
          payFailures: 0,
          payWindowStart: null,
          payLockedUntil: null,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw new Error(`user ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'user.payPassword.reset',
        targetType: 'user',
        targetId: id,
        before: {
          hasPayPassword: before.payPasswordHash !== null,
          payLockedUntil: iso(before.payLockedUntil),
        },
        after: { hasPayPassword: false, payLockedUntil: null },
      });
      return toAdminUser(after);
    });
  }

  return { search, userExport, detail, setStatus, resetPayPassword };
}

export type AuthAdmin = ReturnType<typeof createAuthAdmin>;
