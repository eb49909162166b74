import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const router = createAppRouter();
// The first render waits for the first page's code (index.html's splash shows meanwhile) and runs as a
// transition, so React yields to the browser while it builds the page instead of one long task.
void loadFirstPage(router).then(() =>
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
