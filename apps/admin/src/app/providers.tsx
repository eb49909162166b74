import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message } from 'antd';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, isLanguage } from '../lib/i18n.ts';
import { setNotifier } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';

/** antd's own texts (pagination, pickers, confirm buttons) follow the console's language. */
const ANTD_LOCALES = { 'zh-Hans': zhCN, en: enUS, ja: jaJP, 'zh-Hant': zhTW } as const;
/**
 * And dayjs's, which the pickers write months and weekdays with: without it a Chinese picker said
 * "2026年 Nov" over "Su Mo Tu".
 */
const DAYJS_LOCALES = { 'zh-Hans': 'zh-cn', en: 'en', ja: 'ja', 'zh-Hant': 'zh-tw' } as const;

/**
 * Points the request client's messages at antd's context-aware message API. Only `message` here: the
 * signed-in frame adds antd's App (modal confirmations) in its own chunk, so the sign-in page does not
 * load dialogs and notifications.
 */
function MessageBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setNotifier({
      error: (text) => void api.error(text),
      success: (text) => void api.success(text),
      warning: (text) => void api.warning(text),
    });
  }, [api]);
  return holder;
}

function Antd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lang = isLanguage(instance.language) ? instance.language : 'zh-Hans';
  // Before the pickers below render in the new language (dayjs's locale is global).
  dayjs.locale(DAYJS_LOCALES[lang]);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      theme={{ token: { colorPrimary: '#1677ff', motion: !reducedMotion } }}
      // "登录", not "登 录": antd spaces out two-character Chinese button texts by default.
      button={{ autoInsertSpace: false }}
    >
      <MessageBridge />
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Antd>{children}</Antd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
