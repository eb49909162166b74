import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startSysConfigSync } from './features/config/api/sys-config.ts';
import { currentLanguage } from './lib/i18n.ts';
import './styles.css';

// antd-mobile renders Toast and Dialog imperatively; on React 19 it needs createRoot, or they silently do nothing.
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
  const root = holder._reactRoot ?? createRoot(container);
  holder._reactRoot = root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

document.documentElement.lang = currentLanguage();
startSysConfigSync();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
