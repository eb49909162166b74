import type { Config } from '../../config/env.ts';

const DAY_MS = 86_400_000;
/**
 * A session's expiry is written again only when it would move by this much: a user calling all day
 * costs one write per quarter hour, not one per call (the idle time is days, so nobody notices).
 */
export const RENEW_STEP_MS = 15 * 60_000;

/** A stored session's times (a `user_tokens` row). */
export interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Sliding expiry with a cap: a session ends `SESSION_IDLE_DAYS` after its last use and in any case
 * `SESSION_MAX_DAYS` after sign-in, so a stolen token dies with disuse and none lives for ever.
 */
export function sessionLifetime(config: Pick<Config, 'SESSION_IDLE_DAYS' | 'SESSION_MAX_DAYS'>) {
  const idleMs = config.SESSION_IDLE_DAYS * DAY_MS;
  const maxMs = config.SESSION_MAX_DAYS * DAY_MS;

  /** When a session signed in at `createdAt` and used at `now` ends. */
  const expiryAt = (createdAt: Date, now: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + maxMs));

  /** Sessions signed in before this are past the cap, whatever their stored expiry (the cap was lowered). */
  const signedInAfter = (now: Date) => new Date(now.getTime() - maxMs);

  /**
   * The expiry to write for a session used at `now`, or undefined while the stored one is within a
   * step of it. Either way round: a lowered idle time shortens a session at its next use.
   */
  function renewal(session: SessionTimes, now: Date): Date | undefined {
    const next = expiryAt(session.createdAt, now);
    return Math.abs(next.getTime() - session.expiresAt.getTime()) >= RENEW_STEP_MS ? next : undefined;
  }

  /**
   * Until when a session just read (and renewed if due) may be taken from a cache without reading it
   * again: when its renewal falls due, or its end if the cap leaves it no step to grow.
   */
  function recheckAt(session: SessionTimes): Date {
    const expires = session.expiresAt.getTime();
    const grows = session.createdAt.getTime() + maxMs >= expires + RENEW_STEP_MS;
    return new Date(grows ? expires - idleMs + RENEW_STEP_MS : expires);
  }

  return { idleMs, expiryAt, signedInAfter, renewal, recheckAt };
}

export type SessionLifetime = ReturnType<typeof sessionLifetime>;
