import { currentLanguage, i18n } from './i18n.ts';
import { loadingQuiet, toastIndicators } from './indicators.ts';
import { navigateTo } from './navigation.ts';
import { withRedirect } from './redirect.ts';
import { createRequestClient } from './request.ts';
import { paths, SIGN_IN_PAGES } from './routes.ts';
import { tokenStore } from './storage.ts';

/** The API host; empty means the same origin, which is how the server serves the app. */
export const baseUrl = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export const { call } = createRequestClient({
  baseUrl,
  fetch: (...args) => fetch(...args),
  getToken: tokenStore.get,
  getLang: currentLanguage,
  onUnauthorized: () => {
    // The token is dead: forget it so the app stops sending it, then sign in again and come back here.
    tokenStore.clear();
    const { pathname, search, hash } = window.location;
    if (!SIGN_IN_PAGES.has(pathname))
      navigateTo(withRedirect(paths.autoLogin, pathname + search + hash), { replace: true });
  },
  indicators: toastIndicators,
  quiet: loadingQuiet,
  texts: () => ({
    loading: i18n.t('common.loading'),
    submitting: i18n.t('common.submitting'),
    requestError: i18n.t('common.requestError'),
  }),
});
