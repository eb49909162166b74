import { api, type SysConfigAnswer as SysConfig } from '@mcc/contract';
import { useSyncExternalStore } from 'react';
import { call } from './api.ts';
import { sysConfigStore } from './storage.ts';

/**
 * sysConfig (spec §3): fetched on start and every time the app is shown again, saved to local storage
 * only when `code` is 1, so a failed call keeps the last good copy. Components read it through
 * `useSysConfig`, which re-renders them when a fresh copy lands.
 */
const listeners = new Set<() => void>();
let snapshot = sysConfigStore.get() as SysConfig | null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function refreshSysConfig(): Promise<void> {
  const body = await call(api.config.sysConfig, {}, { loading: false, toastFailure: false });
  if (body?.code !== 1) return;
  sysConfigStore.set(body.data);
  snapshot = body.data;
  for (const listener of listeners) listener();
}

let started = false;
/** Starts the sync; answers a function that stops it (for tests). */
export function startSysConfigSync(): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void refreshSysConfig();
  };
  if (started) return () => {};
  started = true;
  void refreshSysConfig();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    started = false;
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

export function useSysConfig(): SysConfig | null {
  return useSyncExternalStore(subscribe, () => snapshot);
}
