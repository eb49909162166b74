/**
 * After `vite build`: writes dist/route-preloads.json, each route's page chunks that the entry chunk
 * does not already bring (with the pull-to-refresh frame for a refresh route). The server names them
 * in `<link rel="modulepreload">` tags of the index.html it answers for that route, so the browser
 * fetches the page beside the entry chunk instead of after running it (one round trip less before the
 * page shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from '../../../scripts/first-load-sizes.ts';
import { NOT_AVAILABLE_PAGE, PAGE_FILES, routeTable } from '../src/lib/routes.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const build = readBuild(dist);
const entry = build.closure('index.html');
const preloads = Object.fromEntries(
  routeTable.map((route) => {
    const files = build.closure(`src/pages/${PAGE_FILES[route.name] ?? NOT_AVAILABLE_PAGE}`, new Set(entry));
    if (route.refresh) build.closure('src/app/layouts/pull-to-refresh-frame.tsx', files);
    const own = [...files].filter((file) => !entry.has(file) && file.endsWith('.js'));
    return [route.path, own.map((file) => `/${file}`)];
  }),
);
fs.writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
