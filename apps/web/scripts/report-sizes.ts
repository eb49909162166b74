/**
 * After `vite build`: prints, per route, the gzipped JavaScript the browser loads before the page shows
 * (the entry chunk and the route's page chunk, each with its static imports), from Vite's manifest.
 * Fails the build when the login page goes over its budget, so a heavy import cannot slip in unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { NOT_AVAILABLE_PAGE, PAGE_FILES, routeTable } from '../src/app/paths.ts';

const LOGIN_BUDGET_KB = 200;

interface Chunk {
  file: string;
  imports?: string[];
}
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = closure('index.html');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = routeTable.map((route) => {
  const page = `src/pages/${PAGE_FILES[route.name] ?? NOT_AVAILABLE_PAGE}`;
  if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
  const files = closure(page, new Set(entry));
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  return { path: route.path, total };
});

const width = Math.max(...rows.map((r) => r.path.length));
console.log('\nFirst-load JavaScript per route (gzipped):');
for (const r of rows) console.log(`  ${r.path.padEnd(width)}  ${kb(r.total).padStart(6)} KB`);

const login = rows.find((r) => r.path === '/pages/login/login');
if (login && login.total / 1024 > LOGIN_BUDGET_KB) {
  console.error(
    `\nThe login page loads ${kb(login.total)} KB of gzipped JS, over its ${LOGIN_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
