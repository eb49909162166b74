import { randomInt } from 'node:crypto';
import { type OperatorInfo, type OperatorRow, operatorPassword, operatorUsername } from '@mcc/contract';
import { and, asc, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import {
  failTry,
  LOCK_MS,
  lockedError,
  releaseTry,
  reserveTry,
  type TryCounter,
} from '../../lib/try-counter.ts';
import { auditLog, type OperatorRole, operatorSessions, operators } from './admin.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';

export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;
/** Five wrong passwords or codes in a row (no window) lock an operator's sign-in for 15 minutes. */
const OPERATOR_TRIES: TryCounter<typeof operators> = {
  table: operators,
  id: 'id',
  tries: 'loginFailures',
  windowStart: null,
  lockedUntil: 'lockedUntil',
  max: 5,
  windowMs: null,
  lockMs: LOCK_MS,
};
const TOTP_ISSUER = 'MCC';
const TOTP_PERIOD_S = 30;

type Operator = typeof operators.$inferSelect;
/** The signed-in operator, as routes see it on `req.operator`. */
export type SignedInOperator = OperatorInfo;

const toInfo = (o: Operator): OperatorInfo => ({
  id: o.id,
  username: o.username,
  role: o.role,
  totpEnabled: o.totpEnabled,
});
export const toOperatorRow = (o: Operator): OperatorRow => ({
  ...toInfo(o),
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
});
/** What the audit log keeps of an operator: never the password hash or the TOTP secret. */
const auditView = (o: Operator) => ({
  username: o.username,
  role: o.role,
  status: o.status,
  totpEnabled: o.totpEnabled,
});

/** No look-alikes (0/O, 1/l/I), so a password read off a terminal is typed right the first time. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 20 characters from 55 (~115 bits), always with a letter and a digit so it meets `operatorPassword`. */
export function newOperatorPassword(): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < 20; i++) s += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[A-Za-z]/.test(s) && /\d/.test(s)) return s;
  }
}

function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  key: 'USERNAME_INVALID' | 'OPERATOR_PASSWORD_WEAK',
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(key);
  return parsed.data;
}

function isUniqueViolation(e: unknown): boolean {
  for (let err = e as { code?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    if (err.code === '23505') return true;
  }
  return false;
}

const totpFor = (secret: string, username: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
  });

/** The time step a code belongs to (one step of drift either way), or null when it matches none. */
function totpStep(secret: string, username: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, username);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

export function createOperatorService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function byUsername(username: string) {
    const [o] = await db
      .select()
      .from(operators)
      .where(eq(operators.username, username.trim().toLowerCase()));
    return o;
  }

  async function lockRow(tx: Tx, id: number) {
    const [o] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!o) throw new AppError('OPERATOR_NOT_FOUND');
    return o;
  }

  /**
   * Creates an operator. Without `password` a strong one is generated; either way it is answered
   * once and only its Argon2id hash is kept. The audit row commits with the operator.
   */
  async function create(input: { username: string; role: OperatorRole; password?: string }, by: AuditActor) {
    const username = parseOrThrow(operatorUsername, input.username, 'USERNAME_INVALID');
    const password =
      input.password === undefined
        ? newOperatorPassword()
        : parseOrThrow(operatorPassword, input.password, 'OPERATOR_PASSWORD_WEAK');
    const passwordHash = await hashPassword(password);
    try {
      const operator = await db.transaction(async (tx) => {
        const [o] = await tx
          .insert(operators)
          .values({ username, role: input.role, passwordHash, createdAt: clock.now() })
          .returning();
        if (!o) throw new Error('insert returned no row');
        await audit.record(tx, {
          ...by,
          action: 'operator.create',
          targetType: 'operator',
          targetId: o.id,
          before: null,
          after: auditView(o),
        });
        return o;
      });
      return { operator: toOperatorRow(operator), password };
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('USERNAME_TAKEN');
      throw e;
    }
  }

  /** The newest TOTP step a sign-in of this operator used (kept in its audit rows), so no code works twice. */
  async function lastTotpStep(tx: Tx, id: number): Promise<number> {
    const [row] = await tx
      .select({ step: sql<string | null>`max((${auditLog.after}->>'totpStep')::bigint)` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator.login'),
          eq(auditLog.targetType, 'operator'),
          eq(auditLog.targetId, String(id)),
        ),
      );
    return row?.step == null ? -1 : Number(row.step);
  }

  /**
   * Password (and, once enabled, TOTP) sign-in; answers a 12-hour bearer token. Wrong passwords and
   * wrong codes count together: five in a row lock the operator for 15 minutes.
   */
  async function login(input: { username: string; password: string; totp?: string; ip: string }) {
    const found = await byUsername(input.username);
    if (!found) {
      await verifyPassword(null, input.password);
      throw new AppError('LOGIN_FAILED');
    }
    const now = clock.now();
    // Counted before the password is checked, so parallel guesses cannot outrun the lock.
    const attempt = await reserveTry(db, OPERATOR_TRIES, found.id, now);
    if (attempt.locked) throw lockedError('ACCOUNT_LOCKED', attempt.lockedUntil, now);
    const failed = async (key: 'LOGIN_FAILED' | 'TOTP_INVALID') => {
      const { lockedUntil } = await failTry(db, OPERATOR_TRIES, found.id, now);
      return lockedUntil ? lockedError('ACCOUNT_LOCKED', lockedUntil, now) : new AppError(key);
    };
    if (!(await verifyPassword(found.passwordHash, input.password))) throw await failed('LOGIN_FAILED');
    // The right password without its code is not a wrong try, but not a success either.
    if (found.status !== 'active' || (found.totpEnabled && input.totp === undefined)) {
      await releaseTry(db, OPERATOR_TRIES, found.id);
      throw new AppError(found.status !== 'active' ? 'OPERATOR_DISABLED' : 'TOTP_REQUIRED');
    }

    const token = newToken();
    const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_TTL_MS);
    const outcome = await db.transaction(async (tx) => {
      // The row lock serialises sign-ins of one operator, so two racing uses of one code cannot both pass.
      const o = await lockRow(tx, found.id);
      let step: number | null = null;
      if (o.totpEnabled) {
        step = o.totpSecret ? totpStep(o.totpSecret, o.username, input.totp ?? '', now) : null;
        if (step === null || step <= (await lastTotpStep(tx, o.id))) return { ok: false as const };
      }
      const [updated] = await tx
        .update(operators)
        .set({ loginFailures: 0, lockedUntil: null, lastLoginAt: now })
        .where(eq(operators.id, o.id))
        .returning();
      await tx
        .delete(operatorSessions)
        .where(and(eq(operatorSessions.operatorId, o.id), lte(operatorSessions.expiresAt, now)));
      await tx.insert(operatorSessions).values({
        operatorId: o.id,
        tokenHash: sha256(token),
        ip: input.ip,
        createdAt: now,
        expiresAt,
      });
      await audit.record(tx, {
        operator: { id: o.id },
        actor: o.username,
        ip: input.ip,
        action: 'operator.login',
        targetType: 'operator',
        targetId: o.id,
        before: null,
        after: step === null ? null : { totpStep: step },
      });
      return { ok: true as const, operator: updated ?? o };
    });
    if (!outcome.ok) throw await failed('TOTP_INVALID');
    return { token, expiresAt: expiresAt.toISOString(), operator: toInfo(outcome.operator) };
  }

  /** The operator of a session token, or undefined when unknown, expired or disabled. */
  async function authenticate(token: string): Promise<SignedInOperator | undefined> {
    const [row] = await db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, sha256(token)), gt(operatorSessions.expiresAt, clock.now())));
    return row && row.operator.status === 'active' ? toInfo(row.operator) : undefined;
  }

  async function logout(token: string) {
    await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256(token)));
  }

  async function get(id: number) {
    const [o] = await db.select().from(operators).where(eq(operators.id, id));
    if (!o) throw new AppError('OPERATOR_NOT_FOUND');
    return o;
  }

  /**
   * Starts TOTP set-up: a new secret, not yet required at sign-in. Calling it again before confirming
   * replaces the secret; once enabled it is refused (turning TOTP off is a separate, audited act).
   */
  async function enrolTotp(operatorId: number) {
    const o = await get(operatorId);
    if (o.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, o.id));
    return { secret, uri: totpFor(secret, o.username).toString() };
  }

  /** Turns TOTP on once the operator proves their authenticator produces the enrolled secret's codes. */
  async function confirmTotp(operatorId: number, code: string, by: AuditActor) {
    await db.transaction(async (tx) => {
      const o = await lockRow(tx, operatorId);
      if (o.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
      if (!o.totpSecret) throw new AppError('TOTP_NOT_ENROLLED');
      if (totpStep(o.totpSecret, o.username, code, clock.now()) === null) throw new AppError('TOTP_INVALID');
      const [after] = await tx
        .update(operators)
        .set({ totpEnabled: true })
        .where(eq(operators.id, o.id))
        .returning();
      await audit.record(tx, {
        ...by,
        action: 'operator.totp.enable',
        targetType: 'operator',
        targetId: o.id,
        before: auditView(o),
        after: after ? auditView(after) : null,
      });
    });
  }

  /** Changes one's own password; every other session of the operator ends. */
  async function changePassword(
    operatorId: number,
    input: { oldPassword: string; newPassword: string; currentToken: string },
    by: AuditActor,
  ) {
    const o = await get(operatorId);
    if (!(await verifyPassword(o.passwordHash, input.oldPassword))) throw new AppError('OLD_PASSWORD_WRONG');
    const newPassword = parseOrThrow(operatorPassword, input.newPassword, 'OPERATOR_PASSWORD_WEAK');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(operators).set({ passwordHash }).where(eq(operators.id, o.id));
      await tx
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, o.id),
            ne(operatorSessions.tokenHash, sha256(input.currentToken)),
          ),
        );
      await audit.record(tx, {
        ...by,
        action: 'operator.password.change',
        targetType: 'operator',
        targetId: o.id,
        before: null,
        after: null,
      });
    });
  }

  /** Recovery from the command line: a new generated password, the lock lifted, every session ended. */
  async function resetPassword(username: string, by: AuditActor) {
    const found = await byUsername(username);
    if (!found) throw new AppError('OPERATOR_NOT_FOUND');
    const password = newOperatorPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ passwordHash, loginFailures: 0, lockedUntil: null })
        .where(eq(operators.id, found.id));
      await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, found.id));
      await audit.record(tx, {
        ...by,
        action: 'operator.password.reset',
        targetType: 'operator',
        targetId: found.id,
        before: null,
        after: null,
      });
    });
    return { operator: toOperatorRow(found), password };
  }

  /** Enables or disables an operator; disabling ends their sessions. No one changes their own status. */
  async function setStatus(operatorId: number, status: 'active' | 'disabled', by: AuditActor) {
    if (by.operator?.id === operatorId) throw new AppError('FORBIDDEN');
    return db.transaction(async (tx) => {
      const before = await lockRow(tx, operatorId);
      const [after] = await tx
        .update(operators)
        .set({ status, loginFailures: 0, lockedUntil: null })
        .where(eq(operators.id, operatorId))
        .returning();
      if (!after) throw new AppError('OPERATOR_NOT_FOUND');
      if (status === 'disabled') {
        await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
      }
      await audit.record(tx, {
        ...by,
        action: status === 'disabled' ? 'operator.disable' : 'operator.enable',
        targetType: 'operator',
        targetId: operatorId,
        before: auditView(before),
        after: auditView(after),
      });
      return toOperatorRow(after);
    });
  }

  async function list(page: { page: number; limit: number }) {
    const [rows, [{ total = 0 } = {}]] = await Promise.all([
      db
        .select()
        .from(operators)
        .orderBy(asc(operators.id))
        .limit(page.limit)
        .offset(offsetOf(page.page, page.limit)),
      db.select({ total: count() }).from(operators),
    ]);
    return pageOf(rows.map(toOperatorRow), total, page.page, page.limit);
  }

  async function countAll(): Promise<number> {
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(operators);
    return total;
  }

  return {
    create,
    login,
    authenticate,
    logout,
    enrolTotp,
    confirmTotp,
    changePassword,
    resetPassword,
    setStatus,
    list,
    count: countAll,
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

export const FIRST_OPERATOR = 'admin';

/**
 * First start: when no operator exists, creates `admin` (super) with a generated password and answers
 * it so the caller prints it once. Answers null when any operator exists (or another server won the race).
 */
export async function createFirstOperator(
  service: OperatorService,
): Promise<{ username: string; password: string } | null> {
  if ((await service.count()) > 0) return null;
  try {
    const { password } = await service.create(
      { username: FIRST_OPERATOR, role: 'super' },
      { operator: null, actor: 'system:first-run', ip: '' },
    );
    return { username: FIRST_OPERATOR, password };
  } catch (e) {
    if (e instanceof AppError && e.key === 'USERNAME_TAKEN') return null;
    throw e;
  }
}
