/**
 * After `vite build`: prints, per route, the gzipped JavaScript the browser loads before the page shows
 * (the entry chunk and the route's page chunk, each with its static imports, plus the pull-to-refresh
 * frame that the router fetches alongside a refresh route's page). Fails the build when a top page —
 * the entry, sign-in, the user centre, the wallet, the NFT home — goes over its budget.
 */
import path from 'node:path';
import { enforceBudgets, printSizes, readBuild } from '../../../scripts/first-load-sizes.ts';
import { NOT_AVAILABLE_PAGE, PAGE_FILES, routeTable } from '../src/lib/routes.ts';

/**
 * KB of gzipped JS before each top page shows, on React 19 and React DOM (~60 KB of the entry's ~93):
 * what each loaded when the budgets were set (2026-11-27: 209.5, 185.3, 223.1, 199.7, 218.5) and ~3 %
 * more. A page that needs more has to say why here.
 * 2026-12-06, +2 KB each: the seven account-security routes (issue 34) cost every page ~1.5 KB in the
 * entry (the router's chunk map, their titles in four languages, the route table), and sign-in ~0.6 KB
 * more for its second step (an authenticator or device code); the login page was at its budget before.
 * 2026-12-06, sign-in +1 KB: issue 35's console schemas in the contract the page loads whole (the
 * dashboard's trends ~0.7 KB, the lists' queries and the audit vocabulary) put it at 192.5 KB.
 * 2026-12-07, `/` +1 KB, sign-in +1 KB, the user centre +2 KB: the proof-of-liabilities route (issue 37)
 * costs every page ~0.2 KB in the entry (its route and its title in four languages; `/` was at 217.3 KB
 * before it, the contract's ledger-proof schemas), and the user centre ~1.4 KB more for its entry's icon
 * (CheckShieldOutline, shared with the wallet's link to the page).
 */
const BUDGETS_KB = {
  '/': 218,
  '/pages/login/login': 194,
  '/pages/user/user': 234,
  '/pages/wallet/wallet': 207,
  '/pages/index/index': 227,
};

const build = readBuild(path.resolve(import.meta.dirname, '../dist'));
const entry = build.closure('index.html');
const rows = routeTable.map((route) => {
  const page = `src/pages/${PAGE_FILES[route.name] ?? NOT_AVAILABLE_PAGE}`;
  const files = build.closure(page, new Set(entry));
  if (route.refresh) build.closure('src/app/layouts/pull-to-refresh-frame.tsx', files);
  return { name: route.path, bytes: build.jsBytes(files) };
});

printSizes('First-load JavaScript per route (gzipped):', rows);
enforceBudgets(rows, BUDGETS_KB);
