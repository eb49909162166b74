/**
 * After `vite build`: prints, per page, the gzipped JavaScript the browser loads before the page shows
 * (the entry chunk, the signed-in frame for pages inside it, and the page's chunk, each with its static
 * imports), from Vite's manifest. Fails the build when the sign-in page goes over its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const SIGN_IN_BUDGET_KB = 300;

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
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const total = (files: Set<string>) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const entry = closure('index.html');
const frame = closure('src/app/layouts/admin-layout.tsx', new Set(entry));
const pages = Object.keys(manifest)
  .filter((k) => /^src\/pages\/.*-page\.tsx$/.test(k))
  .sort();
const rows = pages.map((page) => {
  const base = page === 'src/pages/login/login-page.tsx' ? entry : frame;
  return { page: page.replace(/^src\/pages\//, ''), total: total(closure(page, new Set(base))) };
});

const width = Math.max(...rows.map((r) => r.page.length));
console.log('\nFirst-load JavaScript per admin page (gzipped):');
for (const r of rows) console.log(`  ${r.page.padEnd(width)}  ${kb(r.total).padStart(6)} KB`);

const signIn = rows.find((r) => r.page === 'login/login-page.tsx');
if (!signIn) throw new Error('the sign-in page is not in the build');
if (signIn.total / 1024 > SIGN_IN_BUDGET_KB) {
  console.error(
    `\nThe sign-in page loads ${kb(signIn.total)} KB of gzipped JS, over its ${SIGN_IN_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
