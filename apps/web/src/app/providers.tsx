import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, isLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/** antd-mobile's own texts (picker buttons, dialogs) follow the app's language. */
const ANTD_LOCALES = { 'zh-Hans': zhCN, en: enUS, ja: jaJP, 'zh-Hant': zhTW } as const;

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lang = isLanguage(instance.language) ? instance.language : 'zh-Hans';
  return <ConfigProvider locale={ANTD_LOCALES[lang]}>{children}</ConfigProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
