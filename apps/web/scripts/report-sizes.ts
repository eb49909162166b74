/**
 * After `vite build`: prints, per route, the gzipped JavaScript the browser loads before the page shows
 * (the entry chunk and the route's page chunk, each with its static imports, plus the pull-to-refresh
 * frame that the router fetches alongside a refresh route's page). Fails the build when the login page
 * goes over its budget.
 */
import path from 'node:path';
import { enforceBudget, printSizes, readBuild } from '../../../scripts/first-load-sizes.ts';
import { NOT_AVAILABLE_PAGE, PAGE_FILES, routeTable } from '../src/lib/routes.ts';

const LOGIN_BUDGET_KB = 200;

const build = readBuild(path.resolve(import.meta.dirname, '../dist'));
const entry = build.closure('index.html');
const rows = routeTable.map((route) => {
  const page = `src/pages/${PAGE_FILES[route.name] ?? NOT_AVAILABLE_PAGE}`;
  const files = build.closure(page, new Set(entry));
  if (route.refresh) build.closure('src/app/layouts/pull-to-refresh-frame.tsx', files);
  return { name: route.path, bytes: build.jsBytes(files) };
});

printSizes('First-load JavaScript per route (gzipped):', rows);
const login = rows.find((r) => r.name === '/pages/login/login');
if (login) enforceBudget('login page', login.bytes, LOGIN_BUDGET_KB);
