import { type AnswerOf, api, DEFAULT_SECURITY_SETTINGS, type SecuritySettings } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import { formatTime } from './format.ts';
import { i18n } from './i18n.ts';
import { showToast } from './indicators.ts';
import { ApiError, unwrap } from './request.ts';
import { useSysConfig } from './sys-config.ts';
import '../locales/protection/index.ts';

export type SecurityOverview = AnswerOf<typeof api.security.overview>;
export type AddressBook = AnswerOf<typeof api.security.addresses>;

/**
 * The account's protection as the rest of the app reads it (docs/security.md): whether 2FA is on (the
 * money forms then ask for its code), the hold on withdrawals, and the withdrawal address book. Every
 * security query starts with 'security', so one invalidation refreshes them all after a change.
 */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  addresses: ['security', 'addresses'] as const,
  sessions: ['security', 'sessions'] as const,
};

/** `GET /api/security/overview`: the security page's facts, and what the forms elsewhere need of them. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview,
    queryFn: () => unwrap(call(api.security.overview)),
  });
}

/** Whether the user has 2FA on: undefined until the overview has loaded. */
export function useTotpOn(): boolean | undefined {
  return useSecurityOverview().data?.totp.on;
}

/** `GET /api/security/addresses`: the withdrawal address book and whether withdrawals keep to it. */
export function useAddressBook() {
  return useQuery({
    queryKey: securityKeys.addresses,
    queryFn: () => unwrap(call(api.security.addresses)),
  });
}

/** After a change of the account's protection, every security fact on screen shows it. */
export function useRefreshSecurity() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: securityKeys.all });
}

/**
 * The server's time now (ms), reckoned from the book's `now` and the time since it was read (`readAt`,
 * the query's `dataUpdatedAt`): cooling periods are judged by the server's clock, which a phone's may be
 * off from.
 */
export const serverNowOf = (book: Pick<AddressBook, 'now'>, readAt: number) =>
  Date.parse(book.now) + Date.now() - readAt;

/** A book address can be used from its `usableAt` (the cooling period after it was added), by the server's `now`. */
export const isCooling = (usableAt: string, now: number) => Date.parse(usableAt) > now;

/**
 * Whitelist-only is in force: switched on, or switched off less than the cooling period ago (it goes
 * off only at `whitelistOffAt`).
 */
export function whitelistInForce(
  book: Pick<AddressBook, 'whitelistOnly' | 'whitelistOffAt'>,
  now: number,
): boolean {
  return book.whitelistOnly || (book.whitelistOffAt !== null && Date.parse(book.whitelistOffAt) > now);
}

/**
 * The refusals of a withdrawal (or a resale release) the app words itself, and with which of its texts:
 * a hold as the security page and the withdrawal form show it, a cooling address with its time, and
 * whitelist-only as the withdrawal form says it.
 */
const REFUSAL_TEXTS: Partial<Record<string, string>> = {
  SECURITY_LOCKED: 'protection.lockAlert',
  ADDRESS_COOLING: 'protection.coolingRefusal',
  ADDRESS_NOT_WHITELISTED: 'protection.book.whitelistOnly',
};

/**
 * A refusal of the account's protection as the user reads it: the hold's reason and end, an address's
 * end of cooling, in the user's language and time zone (the server's `msg` says China's time).
 * Undefined for any other failure, which the request client shows as the server worded it.
 */
export function securityRefusalText(error: unknown): string | undefined {
  const key = error instanceof ApiError ? REFUSAL_TEXTS[error.key] : undefined;
  if (!key) return undefined;
  const data = ((error as ApiError).data ?? {}) as { until?: string; reason?: string };
  const reason = data.reason ? i18n.t(`protection.lockReasons.${data.reason}`) : '';
  return i18n.t(key, { time: formatTime(data.until), reason });
}

/**
 * The call options of a form whose call the account's protection may refuse (a withdrawal, a resale
 * release): those refusals are shown in the app's words with their time, the rest as the server said.
 */
export const securityRefusals = {
  call: { toastFailure: (key: string) => REFUSAL_TEXTS[key] === undefined },
  onFailed: (error: unknown) => {
    const text = securityRefusalText(error);
    if (text) showToast(text);
  },
};

/** The console's security settings (cooling period, holds) as sysConfig last brought them, else the defaults. */
export function useSecuritySettings(): SecuritySettings {
  // A copy of sysConfig kept from before the settings existed has none.
  return useSysConfig()?.security ?? DEFAULT_SECURITY_SETTINGS;
}
