/**
 * For the apps' post-build size reports: the gzipped JavaScript a page loads before it shows (its
 * chunk and the chunks that imports statically, transitively), read from Vite's build manifest. Each
 * app's `scripts/report-sizes.ts` says which pages it has and the budgets of its first pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}

/** Reads the build in `dist` (built with `build.manifest: true`). */
export function readBuild(dist: string) {
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

  /** The gzipped bytes of the JavaScript files among `files`. */
  const jsBytes = (files: Set<string>) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);

  return { chunks: Object.keys(manifest), closure, jsBytes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printSizes(title: string, rows: { name: string; bytes: number }[]) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${title}`);
  for (const r of rows) console.log(`  ${r.name.padEnd(width)}  ${kb(r.bytes).padStart(6)} KB`);
}

/**
 * Fails the build when a page loads more than its budget (KB of gzipped JS, by row name), naming every
 * page over it, so a heavy import cannot slip in unnoticed.
 */
export function enforceBudgets(rows: { name: string; bytes: number }[], budgetsKb: Record<string, number>) {
  const over: string[] = [];
  for (const [name, budgetKb] of Object.entries(budgetsKb)) {
    const row = rows.find((r) => r.name === name);
    if (!row) over.push(`${name}: not in the build`);
    else if (row.bytes / 1024 > budgetKb)
      over.push(`${name}: ${kb(row.bytes)} KB, over its ${budgetKb} KB budget`);
  }
  if (over.length === 0) return;
  console.error(
    `\nFirst-load JavaScript over budget (gzipped):\n${over.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
