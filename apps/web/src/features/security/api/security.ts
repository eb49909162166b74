import { api, type InputOf } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { securityKeys } from '../../../lib/security.ts';
import { type UserCenter, userCenterKey } from '../../../lib/user-center.ts';

/**
 * The security area's own calls (docs/security.md). The reads the rest of the app shares (the overview,
 * the address book) are in lib/security.ts; the calls with a payment password (turning 2FA off, the
 * address book's changes) go through the money-form kit where their forms are.
 */

/** `POST /api/security/totp/setup`: a new secret and its `otpauth://` URI, asked for nowhere until enabled. */
export function startTotpSetup() {
  return unwrap(call(api.security.totpSetup));
}

/** `POST /api/security/totp/enable`: a current code turns 2FA on; answers the ten recovery codes, once. */
export async function enableTotp(code: string) {
  return (await unwrap(call(api.security.totpEnable, { code }))).codes;
}

export function removeAddress(id: number) {
  return unwrap(call(api.security.removeAddress, { id }));
}

export function setAntiPhishing(input: InputOf<typeof api.security.antiPhishing>) {
  return unwrap(call(api.security.antiPhishing, input));
}

/** `GET /api/security/sessions`: the user's signed-in sessions, this one marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: () => unwrap(call(api.security.sessions)) });
}

export function endSession(id: number) {
  return unwrap(call(api.security.endSession, { id }));
}

/** Signs out every session but this one; answers how many ended. */
export async function endOtherSessions() {
  return (await unwrap(call(api.security.endOtherSessions))).sessions;
}

/**
 * Once the security page shows its events (`shown`), tells the server they were seen
 * (`POST /api/security/events/seen`) and drops the user centre's alert of them, so it is gone on the way
 * back. Only when the user centre holds an alert: that is the one thing the call ends.
 */
export function useEventsSeen(shown: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const alerts = client.getQueryData<UserCenter>(userCenterKey)?.securityAlerts;
    if (!shown || !alerts?.count) return;
    unwrap(call(api.security.eventsSeen, undefined, { loading: false, toastFailure: false })).then(
      () =>
        client.setQueryData<UserCenter>(
          userCenterKey,
          (centre) => centre && { ...centre, securityAlerts: { count: 0, latest: null } },
        ),
      // Not told: the alert stays, and the next visit tells again.
      () => {},
    );
  }, [shown, client]);
}
