import type { Language } from '@mcc/contract';
import { i18n } from '../lib/i18n.ts';

/**
 * Texts that load with the pages that show them instead of with the app. The app's own bundles
 * (./index.ts) ride in the entry chunk, which the login page's 200 KB budget leaves no room to grow;
 * an area's bundle rides in its pages' chunks instead. The module that defines one calls this when it
 * is first imported (before any of its pages renders), with all four languages at once, so switching
 * language still needs no request. Answers the bundles, for tests.
 */
export function addLazyBundles<M extends object>(bundles: Record<Language, M>): Record<Language, M> {
  for (const [language, messages] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, 'translation', messages, true, false);
  }
  return bundles;
}
