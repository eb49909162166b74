import { deviceIdStore } from './storage.ts';

let unstored: string | undefined;

/**
 * This browser's device id: a random one (32 hex digits, as the contract's `deviceId` takes) made on its
 * first sign-in and kept in local storage, so a sign-in from another browser is a new device to the
 * server (docs/security.md). A browser that refuses storage keeps one for as long as the page lives.
 */
export function deviceId(): string {
  const stored = deviceIdStore.get();
  if (stored && /^[\w-]{16,64}$/.test(stored)) return stored;
  unstored ??= crypto.randomUUID().replaceAll('-', '');
  deviceIdStore.set(unstored);
  return unstored;
}
