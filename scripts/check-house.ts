/**
 * `node scripts/check-house.ts [--root DIR]` (part of `npm run lint`): the house's rules about files
 * rather than imports. Exits 1 naming every breach.
 * - `file-size`: no source file (`.ts`, `.tsx`; tests included) over 400 lines: a longer one holds
 *   more than one thing, and is split where its parts are.
 * - `call-path`: no `/api/…` or `/admin-api/…` string in the apps' sources outside the route table
 *   (`packages/contract/src/routes/`): a call's path lives in the table, and the clients and the
 *   server read it from there. Tests are exempt: they call the spec's paths as a client would, which
 *   checks the table against the spec from outside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 400;

const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'tests'];
const APP_SOURCES = ['apps/server/src', 'apps/server/scripts', 'apps/web/src', 'apps/admin/src'];
/** A quoted or template string that starts with a call path: `'/api/x'`, `` `/admin-api/${id}` ``. */
const CALL_PATH = /(['"`])\/(?:api|admin-api)\/[A-Za-z]/;

export interface Breach {
  file: string;
  line: number;
  rule: 'file-size' | 'call-path';
  message: string;
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/e2e/') || /\/src\/test\//.test(file);

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).flatMap((rel) => {
    const file = path.posix.join(dir, rel.split(path.sep).join('/'));
    if (file.includes('node_modules/') || file.includes('/dist/') || !/\.tsx?$/.test(file)) return [];
    return [file];
  });
}

/** A line without its comments (a path named in a comment is documentation, not a call). */
const code = (line: string) =>
  line
    .replace(/\/\*.*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/, '')
    .replace(/^\s*(\/\*|\*).*$/, '');

export function checkHouse(root: string): Breach[] {
  const breaches: Breach[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir))) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
    if (count > MAX_LINES)
      breaches.push({
        file,
        line: MAX_LINES + 1,
        rule: 'file-size',
        message: `${count} lines (at most ${MAX_LINES}): split it where its parts are`,
      });
    if (!APP_SOURCES.some((dir) => file.startsWith(`${dir}/`)) || isTest(file)) continue;
    lines.forEach((line, i) => {
      if (CALL_PATH.test(code(line)))
        breaches.push({
          file,
          line: i + 1,
          rule: 'call-path',
          message: 'names a call path: take it from the route table (@mcc/contract `api` / `adminApi`)',
        });
    });
  }
  return breaches;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? path.resolve(process.argv[at + 1] ?? '.') : path.resolve(import.meta.dirname, '..');
  const breaches = checkHouse(root);
  for (const b of breaches) console.error(`${b.file}:${b.line}  ${b.rule}: ${b.message}`);
  if (breaches.length > 0) {
    console.error(`${breaches.length} house rule(s) broken (scripts/check-house.ts explains each rule).`);
    process.exit(1);
  }
  console.log(`House rules hold: files under ${MAX_LINES} lines, call paths only in the route table.`);
}
