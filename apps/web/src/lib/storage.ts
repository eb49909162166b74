/**
 * The few things the app keeps in local storage, behind one module so keys live in one place and
 * a browser that refuses storage (private mode, quota) degrades to "nothing stored" instead of throwing.
 */
const KEYS = { token: 'token', lang: 'lang', sysConfig: 'sysConfig' } as const;

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

export const sysConfigStore = {
  get: (): unknown => {
    const raw = read(KEYS.sysConfig);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  },
  set: (value: unknown) => write(KEYS.sysConfig, JSON.stringify(value)),
};
