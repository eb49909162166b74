import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { trendsZhHans } from './dashboard-trends/zh-Hans.ts';
import { bundles } from './index.ts';

/** Every leaf key of a bundle, as dotted paths. */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaf(obj: object, dotted: string): unknown {
  // Permission names hold a dot themselves (`permissions.finance.review`).
  const [head, ...rest] = dotted.split('.');
  const first = (obj as Record<string, unknown>)[head ?? ''];
  if (rest.length === 0) return first;
  if (first && typeof first === 'object' && rest.join('.') in first)
    return (first as Record<string, unknown>)[rest.join('.')];
  return first && typeof first === 'object' ? leaf(first, rest.join('.')) : undefined;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('admin locales', () => {
  const reference = keys(bundles['zh-Hans']).sort();

  it.each(LANGUAGES)('%s has exactly the keys of zh-Hans, none empty', (lang) => {
    const bundle = bundles[lang];
    expect(keys(bundle).sort()).toEqual(reference);
    expect(reference.filter((k) => !String(leaf(bundle, k)).trim())).toEqual([]);
  });

  it('every placeholder of zh-Hans is in each translation', () => {
    for (const lang of LANGUAGES) {
      for (const k of reference) {
        const want = String(leaf(bundles['zh-Hans'], k)).match(/\{\{\w+\}\}/g) ?? [];
        const have = String(leaf(bundles[lang], k)).match(/\{\{\w+\}\}/g) ?? [];
        expect(have.sort(), `${lang} ${k}`).toEqual(want.sort());
      }
    }
  });

  it('every literal key the code translates exists', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g))
        if (m[1]) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(100);
    // The dashboard's trends bring their texts with their chunk (features/dashboard/trends/).
    const known = [bundles['zh-Hans'], trendsZhHans];
    const missing = [...used].filter((k) => known.every((b) => leaf(b, k) === undefined));
    expect(missing).toEqual([]);
  });

  it('the console bundles exactly the languages of the contract, zh-Hans first', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-Hans');
    expect(Object.keys(bundles)).toEqual([...LANGUAGES]);
  });
});
