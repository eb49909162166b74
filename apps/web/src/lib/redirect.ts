import { paths, SIGN_IN_PAGES } from './routes.ts';

/**
 * Sign-in returns to the page that asked for it through a `redirect` query parameter. The parameter
 * comes from the address bar, so anyone can craft it: only a path of this app is followed, never another
 * site (`//evil.com`, `https://evil.com`, `/\evil.com`, which browsers read as `//evil.com`) and never a
 * sign-in page (that would loop).
 */
export const REDIRECT_PARAM = 'redirect';

const BASE = 'http://app.invalid';

const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The app path `raw` names, or null when it is not one we may send the user to. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // A relative path of our own: one leading slash, no backslashes or control characters anywhere.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw))
    return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // Checked again after normalisation: dot segments can leave two leading slashes (`/..//evil.com` is
  // `//evil.com`, another site to a router or a browser).
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  if (SIGN_IN_PAGES.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Where a signed-in user goes next: the asking page when the query names a safe one, else the user centre. */
export function afterSignIn(search: URLSearchParams): string {
  return safeRedirect(search.get(REDIRECT_PARAM)) ?? paths.user;
}

/** `path` with `?redirect=` pointing back at `from` (when `from` is a page worth returning to). */
export function withRedirect(path: string, from: string | null | undefined): string {
  const back = safeRedirect(from);
  if (!back) return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

/** Keeps the `redirect` (and invite `code`) of the current query when moving between sign-in pages. */
export function carrySignInQuery(path: string, search: URLSearchParams): string {
  const keep = new URLSearchParams();
  const code = search.get('code');
  if (code) keep.set('code', code);
  const back = safeRedirect(search.get(REDIRECT_PARAM));
  if (back) keep.set(REDIRECT_PARAM, back);
  const query = keep.toString();
  return query ? `${path}?${query}` : path;
}
