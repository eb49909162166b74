import type { Language } from '@mcc/contract';
import { useSyncExternalStore } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { upColourStore } from '../../lib/storage.ts';

/** Which colour a rising price takes; a falling one takes the other (red and green). */
export type UpColour = 'red' | 'green';

/**
 * What a reader of `lang` expects when they have not chosen: red for a rise in Chinese (as on the
 * exchanges of mainland China, Hong Kong and Taiwan), green for one elsewhere.
 */
export const defaultUpColour = (lang: Language): UpColour => (lang.startsWith('zh') ? 'red' : 'green');

const listeners = new Set<() => void>();

function stored(): UpColour | null {
  const value = upColourStore.get();
  return value === 'red' || value === 'green' ? value : null;
}

/** Keeps the user's choice on this device; every market view re-renders with it. */
export function setUpColour(colour: UpColour) {
  upColourStore.set(colour);
  for (const listener of listeners) listener();
}

/** The colour of a rise: the user's choice, else their language's convention. */
export function useUpColour(): UpColour {
  const lang = useLanguage();
  const chosen = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, stored);
  return chosen ?? defaultUpColour(lang);
}
