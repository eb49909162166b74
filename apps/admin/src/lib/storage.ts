/**
 * What the console keeps in local storage, under its own keys (the web app on the same origin keeps
 * `token` and `lang`: an operator's session must never be mistaken for a user's). A browser that
 * refuses storage degrades to "nothing stored".
 */
const KEYS = { token: 'mcc-admin-token', lang: 'mcc-admin-lang' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export const tokenStore = {
  get: () => read(KEYS.token),
  set: (token: string) => write(KEYS.token, token),
  clear: () => write(KEYS.token, null),
};

export const langStore = {
  get: () => read(KEYS.lang),
  set: (lang: string) => write(KEYS.lang, lang),
};
