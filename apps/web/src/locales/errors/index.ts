import { LANGUAGES, type Language } from '@mcc/contract';
import { ERROR_TEXTS, type ErrorTextKey } from '@mcc/contract/error-texts';
import { addLazyBundles } from '../lazy.ts';

export type ErrorsMessages = { errors: Record<ErrorTextKey, string> };

const textsIn = (lang: Language): ErrorsMessages => ({
  errors: Object.fromEntries(Object.entries(ERROR_TEXTS).map(([key, text]) => [key, text[lang]])) as Record<
    ErrorTextKey,
    string
  >,
});

/**
 * The validation messages, loaded with errorText (lib/error-text.ts): with the forms that validate.
 * Worded once in the contract, so a field's message here is the server's `msg` for the same key.
 */
export const errorsBundles = addLazyBundles(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, textsIn(lang)])) as Record<Language, ErrorsMessages>,
);
