import fs from 'node:fs';
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
});
