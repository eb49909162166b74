import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHouse, MAX_LINES } from '../scripts/check-house.ts';

const repo = path.resolve(import.meta.dirname, '..');
const script = path.join(repo, 'scripts/check-house.ts');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-house-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** What `npm run lint` runs: exit code and the lines it printed. */
function lint(root: string) {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('house rules (npm run lint)', () => {
  it('npm run lint runs the checker', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toContain('node scripts/check-house.ts');
  });

  it('hold on the code as it stands', () => {
    expect(checkHouse(repo)).toEqual([]);
    expect(lint(repo).status).toBe(0);
  });

  it(`fail on a source file over ${MAX_LINES} lines, tests included`, () => {
    const root = path.join(temp, 'size');
    const lines = (n: number) => 'export const x = 1;\n'.repeat(n);
    write(root, 'apps/server/src/lib/long.ts', lines(MAX_LINES + 1));
    write(root, 'apps/web/src/pages/long.test.tsx', lines(MAX_LINES + 1));
    write(root, 'apps/web/src/pages/fits.tsx', lines(MAX_LINES));
    const { status, out } = lint(root);
    expect(status).toBe(1);
    expect(out).toContain(`apps/server/src/lib/long.ts:${MAX_LINES + 1}  file-size: ${MAX_LINES + 1} lines`);
    expect(out).toContain('apps/web/src/pages/long.test.tsx');
    expect(out).not.toContain('fits.tsx');
  });

  it('fail on a call path written outside the route table, but not in tests, comments or the table', () => {
    const root = path.join(temp, 'paths');
    write(root, 'apps/web/src/features/x/api.ts', "export const get = () => fetch('/api/user/index');\n");
    write(
      root,
      'apps/admin/src/features/x/api.ts',
      // The file's text holds a template literal: `/admin-api/users/${id}`.
      ['export const u = (id: number) => `/admin-api/users/$', '{id}`;\n'].join(''),
    );
    write(root, 'apps/server/src/domains/x/x.routes.ts', "// GET '/api/x/index' answers…\nexport {};\n");
    write(root, 'apps/web/src/features/x/api.test.ts', "export const u = '/api/user/index';\n");
    write(root, 'packages/contract/src/routes/x.ts', "export const p = '/api/user/index';\n");
    const { status, out } = lint(root);
    expect(status).toBe(1);
    expect(out).toContain('apps/web/src/features/x/api.ts:1  call-path');
    expect(out).toContain('apps/admin/src/features/x/api.ts:1  call-path');
    expect(out).not.toContain('x.routes.ts');
    expect(out).not.toContain('api.test.ts');
    expect(out).not.toContain('packages/contract');
  });
});
