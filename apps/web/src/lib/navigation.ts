/**
 * Lets code outside React (the request client) change page. The router registers its own navigate
 * at start-up so a 401 redirect keeps the single-page app alive; before that a full load does.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options);
}
