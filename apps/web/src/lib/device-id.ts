import { deviceIdStore } from './storage.ts';

/** What the contract accepts as a device id (`signInExtras.deviceId`). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
let unstored: string | undefined;

/**
 * This browser's device id: 22 random URL-safe characters made on its first sign-in and kept in local
 * storage, so a sign-in from another browser is a new device to the server (docs/security.md). A browser
 * that refuses storage keeps one for as long as the page lives.
 */
export function deviceId(): string {
  const stored = deviceIdStore.get();
  if (stored && DEVICE_ID.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  unstored ??= btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  deviceIdStore.set(unstored);
  return unstored;
}
