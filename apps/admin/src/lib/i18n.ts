import { createI18n } from '@mcc/client';
import { DEFAULT_LANGUAGE } from '@mcc/contract';
import { signInBundles } from '../locales/sign-in.ts';
import { langStore } from './storage.ts';

export const { i18n, isLanguage, currentLanguage, setLanguage } = createI18n(
  signInBundles,
  DEFAULT_LANGUAGE,
  langStore,
);
