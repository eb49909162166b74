/**
 * Lets code outside React (the request client) change page. The router registers its own navigate
 * at start-up; before that a full load does. Paths are relative to the console's base (`/admin`).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const BASE = '/admin';

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(BASE + to);
  else window.location.assign(BASE + to);
};

export function setNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options);
}

/** The current path inside the console (`/users/3?tab=x`), without the base. */
export function currentPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length) || '/' : pathname;
  return inside + search;
}
