import type { Language } from '@mcc/contract';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, lockKey, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/messages.ts';
import { newSixDigitCode, safeEqual, sha256 } from '../../lib/secrets.ts';
import { users, verificationCodes } from './auth.tables.ts';
import type { Deliver } from './messenger.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_TRIES = 5;
export const DAILY_LIMIT = 10;

type CodeFailure = 'CODE_INVALID' | 'CODE_USED' | 'CODE_TOO_MANY_TRIES' | 'CODE_EXPIRED';
type Outcome = { error: CodeFailure } | { target: string };

const hashCode = (target: string, event: string, code: string) => sha256(`${target}:${event}:${code}`);

/**
 * Every message the platform sends a person: verification codes, and notices (`notify`). A message to
 * a user who set an anti-phishing code starts with it (docs/security.md), so a message without it is
 * not ours.
 */
export function createCodeService(deps: {
  db: Db;
  clock: Clock;
  deliver: Deliver;
  log: FastifyBaseLogger;
  /** A user's message after their anti-phishing code: the security domain's, handed in by auth.domain.ts. */
  withAntiPhishing?: (userId: number, lang: Language, text: string) => Promise<string>;
}) {
  const { db, clock, deliver, log, withAntiPhishing } = deps;

  /** `text` as the owner of `target` (a mobile or e-mail) gets it: after their anti-phishing code, if any. */
  async function signed(target: string, lang: Language, text: string) {
    if (!withAntiPhishing) return text;
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.mobile, target), eq(users.email, target)));
    return owner ? withAntiPhishing(owner.id, lang, text) : text;
  }

  /** Issues a new code (superseding older ones) after the resend and daily limits; answers when the next may be sent. */
  async function send(input: { channel: 'sms' | 'email'; target: string; event: string; lang: Language }) {
    const now = clock.now();
    const code = newSixDigitCode();
    await db.transaction(async (tx) => {
      await lockKey(tx, `code:${input.target}`);
      const [last] = await tx
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, input.target), eq(verificationCodes.event, input.event)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const waitMs = last ? last.createdAt.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('CODE_SEND_TOO_SOON', { seconds }, { retryAfter: seconds });
      }
      const [{ count = 0 } = {}] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, input.target),
            gt(verificationCodes.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      if (count >= DAILY_LIMIT) throw new AppError('CODE_DAILY_LIMIT');
      await tx.insert(verificationCodes).values({
        channel: input.channel,
        target: input.target,
        event: input.event,
        codeHash: hashCode(input.target, input.event, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
    });
    const text = await signed(
      input.target,
      input.lang,
      translate('CODE_MESSAGE', input.lang, { code, minutes: CODE_TTL_MS / 60_000 }),
    );
    try {
      await deliver({ channel: input.channel, to: input.target, event: input.event, code, text });
    } catch (e) {
      log.error({ err: e, channel: input.channel }, 'code delivery failed');
      throw new AppError('CODE_SEND_FAILED');
    }
    return { retryAfter: RESEND_AFTER_MS / 1000 };
  }

  /**
   * Checks `code` against the newest code sent to any of `targets` for `event`, and marks it used.
   * Runs in its own transaction so a wrong try is counted even when the caller's work then fails.
   */
  async function consume(targets: string[], event: string, code: string): Promise<string> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx: Tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(and(inArray(verificationCodes.target, targets), eq(verificationCodes.event, event)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row) return { error: 'CODE_INVALID' };
      if (row.usedAt) return { error: 'CODE_USED' };
      if (row.attempts >= MAX_WRONG_TRIES) return { error: 'CODE_TOO_MANY_TRIES' };
      if (row.expiresAt <= now) return { error: 'CODE_EXPIRED' };
      if (!safeEqual(row.codeHash, hashCode(row.target, event, code))) {
        await tx
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, row.id));
        return { error: 'CODE_INVALID' };
      }
      await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
      return { target: row.target };
    });
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.target;
  }

  /**
   * Sends a notice (no code) to `target`. A failed delivery is logged, not thrown: the notice reports
   * something that has happened, which its failure must not undo.
   */
  async function notify(input: {
    channel: 'sms' | 'email';
    target: string;
    event: string;
    text: string;
    lang: Language;
  }) {
    try {
      const text = await signed(input.target, input.lang, input.text);
      await deliver({ channel: input.channel, to: input.target, event: input.event, code: '', text });
    } catch (e) {
      log.error({ err: e, channel: input.channel, event: input.event }, 'notice delivery failed');
    }
  }

  return { send, consume, notify };
}

export type CodeService = ReturnType<typeof createCodeService>;
