/**
 * `node scripts/check-boundaries.ts [--root DIR]` (part of `npm run lint`): the rules of the house
 * that the imports must keep, read from the source as it stands. Exits 1 naming every broken rule.
 *
 * Server (apps/server, test files and src/test/ excepted):
 * - `entry`: a domain imports another only through its `*.service.ts` files; besides, a
 *   `*.tables.ts` may import another domain's tables (foreign keys), and admin routes of every
 *   domain use the operator guard `domains/admin/admin-auth.ts`.
 * - `ledger-tables`: nothing outside `domains/ledger` imports the ledger's tables (`db/schema.ts`,
 *   drizzle's list of every table, excepted) or names them in SQL text.
 * - `room`: a domain in rooms (sub-folders, as `domains/nft/catalog/`) keeps them apart as domains
 *   are: a room imports its own files and the domain's `core/` only; the core imports no room; the
 *   domain's own files (its service, its registration) reach a room through its `*.service.ts` or
 *   `*.routes.ts`; rooms' tables may import other rooms' tables (foreign keys).
 * - `domain-loop`: no two domains depend on each other, however indirectly.
 * - `import-loop`: no files import each other in a loop.
 * The web app's and the console's rules are `scripts/check-web-boundaries.ts`.
 *
 * Biome's noRestrictedImports matches the text of an import, not the file it names (`../*\/x` also
 * matches `../../lib/x`), and cannot say "tables only from tables", find a loop or read SQL text:
 * hence this script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  /** Path from the root, with `/`. */
  file: string;
  line: number;
  rule: 'entry' | 'room' | 'ledger-tables' | 'domain-loop' | 'import-loop';
  message: string;
}

const SERVER = 'apps/server/';
const DOMAINS = 'apps/server/src/domains/';
const LEDGER = `${DOMAINS}ledger/`;
const LEDGER_TABLES = `${LEDGER}ledger.tables.ts`;
const SCHEMA_INDEX = 'apps/server/src/db/schema.ts';
const ADMIN_GUARD = `${DOMAINS}admin/admin-auth.ts`;
const LEDGER_TABLE_NAMES = /\bledger_(accounts|transfers|entries)\b/;

interface Import {
  /** Resolved path from the root. */
  target: string;
  line: number;
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/src/test/') || file.includes('/e2e/');

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).flatMap((rel) => {
    const file = path.posix.join(dir, rel.split(path.sep).join('/'));
    if (file.includes('node_modules/') || !/\.tsx?$/.test(file)) return [];
    return [file];
  });
}

const IMPORT =
  /(?:\bimport|\bexport)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** The relative imports of a file, resolved; packages are not the house's business here. */
function importsOf(file: string, text: string): Import[] {
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? '';
    if (!spec.startsWith('.')) continue;
    const line = text.slice(0, m.index).split('\n').length;
    out.push({ target: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)), line });
  }
  return out;
}

const domainOf = (file: string) =>
  file.startsWith(DOMAINS) ? file.slice(DOMAINS.length).split('/')[0] : undefined;

/** Why `from` may not import `to` across domains, or undefined when it may. */
function entryProblem(from: string, to: string): string | undefined {
  const [a, b] = [domainOf(from), domainOf(to)];
  if (a === undefined || b === undefined || a === b) return undefined;
  if (to.endsWith('.service.ts') || to === ADMIN_GUARD) return undefined;
  if (from.endsWith('.tables.ts') && to.endsWith('.tables.ts') && b !== 'ledger') return undefined;
  return `domain ${a} imports ${to}: another domain is reached only through its *.service.ts`;
}

/** `nft/catalog` for a file of a domain's room, `nft/core` for its core; undefined for other files. */
function roomOf(file: string): string | undefined {
  if (!file.startsWith(DOMAINS)) return undefined;
  const [domain, room, ...rest] = file.slice(DOMAINS.length).split('/');
  return rest.length > 0 ? `${domain}/${room}` : undefined;
}

/** Why `from` may not import `to` inside one domain in rooms, or undefined when it may. */
function roomProblem(from: string, to: string): string | undefined {
  if (domainOf(from) !== domainOf(to)) return undefined;
  const [a, b] = [roomOf(from), roomOf(to)];
  if (b === undefined || a === b) return undefined;
  if (b.endsWith('/core')) return undefined;
  if (from.endsWith('.tables.ts') && to.endsWith('.tables.ts')) return undefined;
  if (a === undefined && (to.endsWith('.service.ts') || to.endsWith('.routes.ts'))) return undefined;
  if (a === undefined) return `${from} reaches into room ${b}: a room is reached through its *.service.ts`;
  if (a.endsWith('/core'))
    return `the core imports room ${b} (${to}): rooms build on the core, not the other way`;
  return `room ${a} imports ${to}: rooms reach each other only through the core (${b.split('/')[0]}/core/)`;
}

/** Strongly connected components of more than one node (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
        onStack.delete(w);
        component.push(w);
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!order.has(v)) visit(v);
  return found;
}

export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  const server = sourceFiles(root, 'apps/server').filter((f) => !isTest(f));
  const fileGraph = new Map<string, Set<string>>();
  const domainGraph = new Map<string, Set<string>>();
  const firstCrossing = new Map<string, { file: string; line: number }>();

  for (const file of server) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const inLedger = file.startsWith(LEDGER);
    if (!inLedger) {
      const lines = text.split('\n');
      const at = lines.findIndex((l) => LEDGER_TABLE_NAMES.test(l));
      if (at >= 0)
        violations.push({
          file,
          line: at + 1,
          rule: 'ledger-tables',
          message: 'names a ledger table in SQL: ask the ledger service instead',
        });
    }
    const targets = new Set<string>();
    for (const { target, line } of importsOf(file, text)) {
      if (!target.startsWith(SERVER)) continue;
      targets.add(target);
      if (target === LEDGER_TABLES && !inLedger && file !== SCHEMA_INDEX)
        violations.push({
          file,
          line,
          rule: 'ledger-tables',
          message: "imports the ledger's tables: only domains/ledger reads and writes them",
        });
      else {
        const problem = entryProblem(file, target);
        if (problem) violations.push({ file, line, rule: 'entry', message: problem });
        const roomBroken = roomProblem(file, target);
        if (roomBroken) violations.push({ file, line, rule: 'room', message: roomBroken });
      }
      const [a, b] = [domainOf(file), domainOf(target)];
      if (a !== undefined && b !== undefined && a !== b) {
        domainGraph.set(a, (domainGraph.get(a) ?? new Set()).add(b));
        if (!firstCrossing.has(`${a}>${b}`)) firstCrossing.set(`${a}>${b}`, { file, line });
      }
    }
    fileGraph.set(file, targets);
  }

  for (const component of loops(domainGraph)) {
    const ties = component.flatMap((a) =>
      [...(domainGraph.get(a) ?? [])].filter((b) => component.includes(b)).map((b) => `${a} -> ${b}`),
    );
    const where = firstCrossing.get(ties[0]?.replace(' -> ', '>') ?? '') ?? { file: DOMAINS, line: 1 };
    violations.push({
      ...where,
      rule: 'domain-loop',
      message: `domains ${component.join(', ')} depend on each other (${ties.join('; ')})`,
    });
  }
  for (const component of loops(fileGraph)) {
    violations.push({
      file: component[0] ?? '',
      line: 1,
      rule: 'import-loop',
      message: `files import each other in a loop: ${component.join(', ')}`,
    });
  }

  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? path.resolve(process.argv[at + 1] ?? '.') : path.resolve(import.meta.dirname, '..');
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}: ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `${violations.length} boundary rule(s) broken (scripts/check-boundaries.ts explains each rule).`,
    );
    process.exit(1);
  }
  console.log('Boundaries hold: domains, rooms, ledger tables, loops.');
}
