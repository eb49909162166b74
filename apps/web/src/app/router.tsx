import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { NOT_AVAILABLE_PAGE, NOT_FOUND_PAGE, PAGE_FILES, type RouteName, routeTable } from './paths.ts';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

/** Every page module as its own chunk, loaded on first visit. */
const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

/** The spec's async page load time-out: a page chunk that has not arrived in 60 s is an error (RouteError). */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export function withTimeout<T>(load: () => Promise<T>, ms = PAGE_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('page load timed out')), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(file: string) {
  let page = lazyPages.get(file);
  if (!page) {
    const load = pageModules[`../pages/${file}`];
    if (!load) throw new Error(`missing page module ${file}`);
    page = lazy(withTimeout(load));
    lazyPages.set(file, page);
  }
  return page;
}

/** A route without a built page shows "not available yet". */
const pageFor = (name: RouteName) => lazyPage(PAGE_FILES[name] ?? NOT_AVAILABLE_PAGE);

export function buildRoutes(): RouteObject[] {
  const NotFoundPage = lazyPage(NOT_FOUND_PAGE);
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        ...routeTable.map((meta) => {
          const Page = pageFor(meta.name);
          return { path: meta.path, handle: meta, element: <Page /> };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(), { basename: '/' });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
