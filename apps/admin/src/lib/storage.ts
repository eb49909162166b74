import { storedText } from '@mcc/client';

/**
 * The operator's token lives in the tab's session storage, never in the origin's local storage that the
 * user app shares: a script running in the user app (an XSS, a bad dependency) in another tab cannot
 * read it, and closing the console's tab ends the session. The language choice may outlive the tab.
 */
export const tokenStore = storedText('mcc-admin-token', 'session');
export const langStore = storedText('mcc-admin-lang');
