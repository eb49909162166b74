import { i18n } from './i18n.ts';
import '../locales/errors/index.ts';

/**
 * The translated text of a stable validation key (e.g. MOBILE_INVALID) from @mcc/contract. Its module
 * brings the messages (../locales/errors), so they load with the forms that validate, not with the app.
 */
export function errorText(key: string): string {
  const path = `errors.${key}`;
  return i18n.exists(path) ? i18n.t(path) : key;
}
