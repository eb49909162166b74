import { startApp } from '@mcc/client';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadSignInPage } from './app/router.tsx';
import { currentLanguage } from './lib/i18n.ts';
import './styles.css';

document.documentElement.lang = currentLanguage();

const router = createAppRouter();
startApp(
  loadSignInPage(router),
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
