import { storedText } from '@mcc/client';

/** The few things the app keeps in local storage, behind one module so keys live in one place. */
export const tokenStore = storedText('token');
export const langStore = storedText('lang');

const sysConfigText = storedText('sysConfig');
export const sysConfigStore = {
  get: (): unknown => {
    const raw = sysConfigText.get();
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  },
  set: (value: unknown) => sysConfigText.set(JSON.stringify(value)),
};
/** "1" while the user keeps wallet amounts hidden (the eye on the wallet and the user centre). */
export const hideAmountsStore = storedText('hideAmounts');
/** The colour of a rising price the user chose on the market ("red" or "green"); none: their language's. */
export const upColourStore = storedText('upColour');
/** This browser's own random id, sent with every sign-in so the account can tell a new device (lib/device-id.ts). */
export const deviceIdStore = storedText('deviceId');
