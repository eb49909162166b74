import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadSignInPage } from './app/router.tsx';
import { currentLanguage } from './lib/i18n.ts';
import './styles.css';

document.documentElement.lang = currentLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const router = createAppRouter();
// index.html's shell shows until the first render, which runs as a transition (React yields to the
// browser while it builds the page).
void loadSignInPage(router).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
