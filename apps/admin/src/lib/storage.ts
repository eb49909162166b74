import { storedText } from '@mcc/client';

/**
 * What the console keeps in local storage, under its own keys (the web app on the same origin keeps
 * `token` and `lang`: an operator's session must never be mistaken for a user's).
 */
export const tokenStore = storedText('mcc-admin-token');
export const langStore = storedText('mcc-admin-lang');
