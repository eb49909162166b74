import { createI18n } from '@mcc/client';
import { DEFAULT_LANGUAGE } from '@mcc/contract';
import { bundles } from '../locales/index.ts';
import { langStore } from './storage.ts';

export const { i18n, isLanguage, currentLanguage, setLanguage } = createI18n(
  bundles,
  DEFAULT_LANGUAGE,
  langStore,
);
