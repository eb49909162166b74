import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundles } from './index.ts';

/**
 * Reads the app's sources (not run): every text key they name exists, and a module that names a key of
 * a lazily loaded bundle (see ./lazy.ts) only ever runs once that bundle is loaded — i.e. the bundle's
 * module is among what the browser has loaded by then: the entry chunk, the page's static imports, and
 * the static imports of whatever the page (or those) imported dynamically on the way.
 */

const SRC = path.resolve(import.meta.dirname, '..');

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

// The entry bundles' own keys, read before any lazy bundle merges into them.
const entryKeys = new Set(keys(bundles['zh-Hans']));

/** Each lazy bundle's module (relative to src) and its keys. */
const lazyDirs = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const lazyBundles = await Promise.all(
  lazyDirs.map(async (dir) => {
    const mod = (await import(`./${dir}/index.ts`)) as Record<string, Record<string, object>>;
    const set = Object.values(mod)[0];
    if (!set?.['zh-Hans']) throw new Error(`locales/${dir}/index.ts exports no bundles`);
    return { module: `locales/${dir}/index.ts`, keys: new Set(keys(set['zh-Hans'])) };
  }),
);
const allKeys = new Set([...entryKeys, ...lazyBundles.flatMap((b) => [...b.keys])]);
const areas = new Set([...allKeys].map((k) => k.split('.')[0]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' || d.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path.relative(SRC, full)] : [];
  });
}

interface Module {
  imports: string[];
  dynamic: string[];
  /** Exact keys, and the fixed start of keys built at run time (`wallet.states.${x}` → `wallet.states.`). */
  used: { exact: string[]; prefixes: string[] };
}

const files = [...sources(SRC), ...lazyBundles.map((b) => b.module)];
const resolve = (from: string, spec: string) => path.normalize(path.join(path.dirname(from), spec));

const modules = new Map<string, Module>(
  files.map((file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    const local = (re: RegExp) => [...text.matchAll(re)].map((m) => resolve(file, m[1] as string));
    const imports = local(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'(\.[^']+)'/gm);
    const dynamic = local(/\bimport\(\s*'(\.[^']+)'\s*\)/g);
    const exact: string[] = [];
    const prefixes: string[] = [];
    for (const m of text.matchAll(/(['"`])([a-zA-Z]+(?:\.(?:[\w]+|\$\{[^}`]*\}))+)\1/g)) {
      const literal = m[2] as string;
      if (!areas.has(literal.split('.')[0] as string)) continue;
      if (literal.includes('${')) prefixes.push(literal.slice(0, literal.indexOf('${')));
      else exact.push(literal);
    }
    return [file, { imports, dynamic, used: { exact, prefixes } }];
  }),
);

function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file) || !modules.has(file)) return into;
  into.add(file);
  for (const dep of modules.get(file)?.imports ?? []) closure(dep, into);
  return into;
}

/** What is loaded when a module runs: the entry, then each page with what it loads on the way. */
function contexts(): Set<string>[] {
  const out: Set<string>[] = [];
  const seen = new Set<string>();
  const visit = (loaded: Set<string>) => {
    out.push(loaded);
    for (const file of loaded) {
      for (const target of modules.get(file)?.dynamic ?? []) {
        const id = `${[...loaded].sort().join()}>${target}`;
        if (seen.has(id)) continue;
        seen.add(id);
        visit(closure(target, new Set(loaded)));
      }
    }
  };
  const entry = closure('main.tsx');
  visit(entry);
  for (const page of files.filter((f) => /^pages\/.*-page\.tsx$/.test(f)))
    visit(closure(page, new Set(entry)));
  return out;
}

describe('text keys in the sources', () => {
  it('finds the app (the usage is read, not guessed)', () => {
    expect(modules.get('pages/login/login-page.tsx')?.used.exact).toContain('auth.login');
    expect(modules.get('features/wallet/components/state-tag.tsx')?.used.prefixes).toContain(
      'wallet.states.',
    );
    expect(closure('main.tsx').has('app/router.tsx')).toBe(true);
  });

  it('every key named exists', () => {
    const missing = [...modules].flatMap(([file, m]) => [
      ...m.used.exact.filter((k) => !allKeys.has(k)).map((k) => `${file}: ${k}`),
      ...m.used.prefixes
        .filter((p) => ![...allKeys].some((k) => k.startsWith(p)))
        .map((p) => `${file}: ${p}…`),
    ]);
    expect(missing).toEqual([]);
  });

  it('a lazily loaded key is only named where its bundle is loaded first', () => {
    const problems = new Set<string>();
    for (const loaded of contexts()) {
      for (const file of loaded) {
        const used = modules.get(file)?.used;
        if (!used) continue;
        for (const bundle of lazyBundles) {
          if (loaded.has(bundle.module)) continue;
          const needs =
            used.exact.some((k) => bundle.keys.has(k)) ||
            used.prefixes.some((p) => [...bundle.keys].some((k) => k.startsWith(p) && !entryKeys.has(k)));
          if (needs) problems.add(`${file} needs ${bundle.module}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
