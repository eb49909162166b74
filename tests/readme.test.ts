import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config/env.ts';

const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The first column of the table under "## Settings". */
function documentedSettings(): string[] {
  const section = readme.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1] ?? '');
}

describe('README', () => {
  it('lists exactly the settings of the zod schema', () => {
    const documented = documentedSettings();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('gives the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });

  it('names the Node version that package.json asks for', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const major = String(pkg.engines.node).match(/^>=(\d+)$/)?.[1];
    expect(major).toBeDefined();
    expect(readme).toContain(`Node.js ${major} or newer`);
  });

  it('links only to files inside the repository, and they exist', () => {
    const root = path.resolve(new URL('..', import.meta.url).pathname);
    for (const doc of ['README.md', 'docs/decisions.md']) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const file = path.resolve(root, path.dirname(doc), target);
        expect(file.startsWith(root + path.sep), `${doc} → ${target}`).toBe(true);
        expect(fs.existsSync(file), `${doc} → ${target}`).toBe(true);
      }
      expect(text, doc).not.toMatch(/\.\.\/shared\b/);
    }
  });
});
