import { i18n } from './i18n.ts';
import { currentPath, navigateTo } from './navigation.ts';
import { notify } from './notify.ts';
import { queryClient } from './query-client.ts';
import { createAdminClient } from './request.ts';
import { tokenStore } from './storage.ts';

/** The API host; empty means the same origin, which is how the server serves the console. */
const baseUrl = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export const SIGN_IN_PATH = '/login';

/** Where a 401 sends the operator: the sign-in page, remembering the page they were on. */
export function signInTarget(from: string): string {
  if (from.startsWith(SIGN_IN_PATH)) return from;
  return from === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(from)}`;
}

export const api = createAdminClient({
  baseUrl,
  fetch: (...args) => fetch(...args),
  getToken: tokenStore.get,
  getLang: () => i18n.language,
  onUnauthorized: () => {
    const hadSession = tokenStore.get() !== null;
    tokenStore.clear();
    queryClient.clear();
    const from = currentPath();
    if (from.startsWith(SIGN_IN_PATH)) return;
    if (hadSession) notify.warning(i18n.t('auth.sessionEnded'));
    navigateTo(signInTarget(from), { replace: true });
  },
  notifyError: (text) => notify.error(text),
  texts: () => ({
    requestError: i18n.t('common.requestError'),
    networkError: i18n.t('common.networkError'),
    forbidden: i18n.t('common.forbidden'),
  }),
});
