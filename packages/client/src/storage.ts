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

export interface StoredText {
  get(): string | null;
  set(value: string): void;
  clear(): void;
}

/**
 * One text in local storage under `key`. A browser that refuses storage (private mode, quota) degrades
 * to "nothing stored" instead of throwing. The functions need no `this`, so they can be passed around.
 */
export function storedText(key: string): StoredText {
  return {
    get: () => read(key),
    set: (value) => write(key, value),
    clear: () => write(key, null),
  };
}
