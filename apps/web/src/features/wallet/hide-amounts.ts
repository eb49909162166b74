import { useSyncExternalStore } from 'react';
import { hideAmountsStore } from '../../lib/storage.ts';

/**
 * Whether wallet amounts are hidden, as exchange apps do for a phone used in public: one switch for the
 * wallet and the user centre, remembered in local storage across visits.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hidden = () => hideAmountsStore.get() === '1';

export function useHiddenAmounts(): [boolean, () => void] {
  const isHidden = useSyncExternalStore(subscribe, hidden);
  const toggle = () => {
    if (hidden()) hideAmountsStore.clear();
    else hideAmountsStore.set('1');
    for (const listener of listeners) listener();
  };
  return [isHidden, toggle];
}
