import { i18n } from '../lib/i18n.ts';
import { bundles } from './index.ts';

/**
 * Adds every area's texts in all four languages (switching language still needs no request) when
 * first imported: by the signed-in frame's chunk (app/layouts/admin-layout.tsx), before any page
 * inside it renders, and by the component tests' setup. The sign-in page loads ./sign-in.ts only.
 */
for (const [language, messages] of Object.entries(bundles)) {
  i18n.addResourceBundle(language, 'translation', messages, true, false);
}
