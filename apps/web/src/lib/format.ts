import { i18n } from './i18n.ts';

/** A server time (ISO) in the user's language and time zone; empty when there is none. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(i18n.language) : '';
}
