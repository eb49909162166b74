import { LoadedPage, type PageLoad, type PageModule, pageLoad } from '@mcc/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { NOT_AVAILABLE_PAGE, NOT_FOUND_PAGE, PAGE_FILES, type RouteMeta, routeTable } from '../lib/routes.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { RouteError } from './route-error.tsx';

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

/**
 * Pull-to-refresh (antd-mobile's, with its gesture library) for the pages the spec marks: fetched
 * together with such a page's chunk, so the pages without it (sign-in) do not load it first.
 */
const loadRefreshFrame = () => import('./layouts/pull-to-refresh-frame.tsx');

const pageLoads = new Map<string, PageLoad>();
function loadOf(file: string, refresh = false): PageLoad {
  const key = `${file}${refresh ? ' (refresh)' : ''}`;
  let load = pageLoads.get(key);
  if (!load) {
    const loadPage = pageModules[`../pages/${file}`];
    if (!loadPage) throw new Error(`missing page module ${file}`);
    const loadModule: PageLoad = refresh
      ? () =>
          Promise.all([loadPage(), loadRefreshFrame()]).then(([module, frame]) => ({
            default: frame.withPullToRefresh(module.default),
          }))
      : loadPage;
    load = pageLoad(withTimeout(loadModule));
    pageLoads.set(key, load);
  }
  return load;
}

/** A route without a built page shows "not available yet"; a refresh route's page comes in its frame. */
const pageFor = (meta: RouteMeta) =>
  loadOf((meta.live && PAGE_FILES[meta.name]) || NOT_AVAILABLE_PAGE, meta.refresh);

/** The app's routes; `table` is the route table (a test may mark a route as not built yet). */
export function buildRoutes(table: RouteMeta[] = routeTable): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        ...table.map((meta) => ({
          path: meta.path,
          handle: meta,
          element: <LoadedPage load={pageFor(meta)} />,
        })),
        { path: '*', element: <LoadedPage load={loadOf(NOT_FOUND_PAGE)} /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(), { basename: '/' });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/**
 * Loads the page the app opens on (the server has already named its chunks in modulepreload links), so
 * the first render draws it whole: until then index.html's splash stays, instead of a frame with the
 * bars and an empty page.
 */
export function loadFirstPage(router: ReturnType<typeof createAppRouter>): Promise<unknown> {
  const meta = router.state.matches.at(-1)?.route.handle as RouteMeta | undefined;
  return (meta ? pageFor(meta) : loadOf(NOT_FOUND_PAGE))();
}
