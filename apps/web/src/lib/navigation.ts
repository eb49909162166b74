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

/**
 * The index of the current entry among the app's own history entries: 0 is the entry the app was
 * opened on (its location key is 'default'). The browser router keeps the index in `history.state.idx`,
 * which a replace keeps, so a page reached by replacing the first entry still has nothing behind it;
 * the memory router (tests) keeps none, and any later entry counts as having one behind it.
 */
export function historyIndex(locationKey: string): number {
  if (locationKey === 'default') return 0;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 1;
}

/**
 * Where the back arrow leads: back through the app's history when there is some, else the page's
 * natural parent (opened by a reload, a shared link or a notification); null shows no arrow (tab pages).
 */
export function backTarget(
  route: { tab?: string; parentPath?: string } | undefined,
  index: number,
): -1 | string | null {
  if (route?.tab) return null;
  if (index > 0) return -1;
  return route?.parentPath ?? null;
}
