import { FAILURE_WINDOW_MS, LOCK_MS, MAX_FAILURES, type TryCounter } from '../../lib/try-counter.ts';
import { users } from './auth.tables.ts';

/** Where a user's sign-in and payment-password tries are counted (the policy: lib/try-counter.ts). */
const policy = { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS, lockMs: LOCK_MS };
export const LOGIN_TRIES: TryCounter<typeof users> = {
  table: users,
  id: 'id',
  tries: 'loginFailures',
  windowStart: 'loginWindowStart',
  lockedUntil: 'lockedUntil',
  ...policy,
};
export const PAY_TRIES: TryCounter<typeof users> = {
  table: users,
  id: 'id',
  tries: 'payFailures',
  windowStart: 'payWindowStart',
  lockedUntil: 'payLockedUntil',
  ...policy,
};
