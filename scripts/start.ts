/**
 * `npm start`: builds the web app when its sources are newer than the build, then runs the server
 * (arguments such as --seed-demo reach it unchanged).
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
  console.log(`Building ${workspace}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `@mcc/${workspace}`], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale('web');
buildIfStale('admin');
// In this process, so Ctrl-C and SIGTERM reach the server's graceful shutdown directly.
await import('../apps/server/src/server.ts');
