import { startApp } from '@mcc/client';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadFirstPage } from './app/router.tsx';
import { installAntdRender } from './lib/antd-render.ts';
import { currentLanguage } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startSysConfigSync } from './lib/sys-config.ts';
import './styles.css';

installAntdRender();

document.documentElement.lang = currentLanguage();
startSysConfigSync();
registerServiceWorker();

const router = createAppRouter();
startApp(
  loadFirstPage(router),
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
