/**
 * Builds the web app and the console when their sources are newer than their builds (`npm start`,
 * `npm run cluster`): a server serves `apps/web/dist` and `apps/admin/dist` as they are.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function buildIfStale(workspace: string) {
  const dir = path.join(root, 'apps', workspace);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.build) return;
  const built = newestMtime(path.join(dir, 'dist', 'index.html'));
  const sources = Math.max(
    ...['src', 'index.html', 'vite.config.ts', 'public'].map((p) => newestMtime(path.join(dir, p))),
    newestMtime(path.join(root, 'packages', 'contract', 'src')),
    newestMtime(path.join(root, 'packages', 'client', 'src')),
    newestMtime(path.join(root, 'scripts', 'precompress.ts')),
  );
  if (built >= sources) return;
  // The build's own report (hundreds of lines) is shown only when it fails: the start-up log stays short
  // enough that the sign-in box at its end is on the screen.
  process.stdout.write(`Building ${workspace}… `);
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build', '-w', `@mcc/${workspace}`], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    console.log('failed:');
    console.log(r.stdout, r.stderr);
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildAppsIfStale() {
  buildIfStale('web');
  buildIfStale('admin');
}
