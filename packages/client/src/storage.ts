/** Where a text is kept: `local` outlives the tab, `session` lives as long as the tab (reloads included). */
export type StorageKind = 'local' | 'session';

const area = (kind: StorageKind): Storage => (kind === 'local' ? localStorage : sessionStorage);

function read(kind: StorageKind, key: string): string | null {
  try {
    return area(kind).getItem(key);
  } catch {
    return null;
  }
}

function write(kind: StorageKind, key: string, value: string | null) {
  try {
    if (value === null) area(kind).removeItem(key);
    else area(kind).setItem(key, value);
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
 * One text in the browser's storage under `key`. A browser that refuses storage (private mode, quota)
 * degrades to "nothing stored" instead of throwing. The functions need no `this`, so they can be passed
 * around.
 */
export function storedText(key: string, kind: StorageKind = 'local'): StoredText {
  return {
    get: () => read(kind, key),
    set: (value) => write(kind, key, value),
    clear: () => write(kind, key, null),
  };
}
