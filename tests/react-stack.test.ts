/**
 * The product's stack is TypeScript and React: both apps depend on React 19 and React DOM, nothing
 * aliases them, and a build that bundles Preact (or no React DOM at all) fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, createServer, type UserConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import adminConfig from '../apps/admin/vite.config.ts';
import webConfig from '../apps/web/vite.config.ts';
import { reactOnly } from '../scripts/react-only.ts';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const APPS = [
  { name: 'web', dir: 'apps/web', config: webConfig as UserConfig },
  { name: 'admin', dir: 'apps/admin', config: adminConfig as UserConfig },
];
const REACT_ENTRIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

describe.each(APPS)('the $name app', ({ dir, config }) => {
  it('depends on React 19 and React DOM 19, and on no Preact', () => {
    const pkg = readJson(`${dir}/package.json`);
    const deps = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(deps.react).toMatch(/^\^19\./);
    expect(deps['react-dom']).toMatch(/^\^19\./);
    expect(Object.keys(deps).filter((name) => /preact/.test(name))).toEqual([]);
  });

  it('aliases neither react nor react-dom', () => {
    const alias = config.resolve?.alias;
    const entries = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));
    const aliased = REACT_ENTRIES.filter((id) =>
      entries.some(({ find }) => (typeof find === 'string' ? find === id : find.test(id))),
    );
    expect(aliased).toEqual([]);
  });
});

it("the web app's dev server gives its components React's fast refresh", async () => {
  const server = await createServer({
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    root: path.join(root, 'apps/web'),
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
  });
  try {
    const page = await server.transformRequest('/src/pages/login/login-page.tsx');
    expect(page?.code).toContain('$RefreshReg$');
  } finally {
    await server.close();
  }
});

it('the lockfile installs no Preact', () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, unknown> };
  expect(Object.keys(lock.packages).filter((p) => /node_modules\/(preact|@preact\/)/.test(p))).toEqual([]);
});

describe('the build refuses a stand-in for React', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Builds a one-file app whose entry is `source`, beside the given packages, with the plugin. */
  function buildFixture(source: string, packages: Record<string, string | Record<string, string>>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-react-only-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'main.js'), source);
    for (const [name, files] of Object.entries(packages)) {
      const target = path.join(dir, 'node_modules', name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (typeof files === 'string') fs.symlinkSync(files, target);
      else {
        fs.mkdirSync(target);
        for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(target, file), text);
      }
    }
    return build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [reactOnly()],
      build: { write: false, lib: { entry: path.join(dir, 'main.js'), formats: ['es'] } },
    });
  }

  const realPackage = (name: string) => fs.realpathSync(path.join(root, 'node_modules', name));

  it('builds an app on React DOM', async () => {
    await expect(
      buildFixture("import { createRoot } from 'react-dom/client';\nexport const start = createRoot;\n", {
        react: realPackage('react'),
        'react-dom': realPackage('react-dom'),
        scheduler: realPackage('scheduler'),
      }),
    ).resolves.toBeDefined();
  });

  it('fails when Preact is bundled', async () => {
    const preact = {
      'package.json': JSON.stringify({ name: 'preact', type: 'module', main: 'index.js' }),
      'index.js': 'export const render = () => {};\n',
    };
    await expect(
      buildFixture("import { render } from 'preact';\nexport const start = render;\n", { preact }),
    ).rejects.toThrow(/Preact in place of React/);
  });

  it('fails when React DOM is not bundled', async () => {
    await expect(buildFixture('export const start = () => {};\n', {})).rejects.toThrow(
      /does not bundle react-dom/,
    );
  });
});
