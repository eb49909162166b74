/**
 * `node scripts/check-lockfile.ts`, run by CI after `npm install`: fails when the install changed any
 * package of the committed lockfile (a version, an integrity, a package added or removed), so the
 * lockfile stays complete. One difference is allowed: Biome's binaries for other platforms, which this
 * machine's registry has served on some days and not on others; they are never installed here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

type Lock = { packages: Record<string, unknown> };
const OTHER_PLATFORMS = /^node_modules\/@biomejs\/cli-(?!linux-x64$)/;

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8' }),
) as Lock;
const installed = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as Lock;

const keys = new Set([...Object.keys(committed.packages), ...Object.keys(installed.packages)]);
const changed = [...keys].filter(
  (key) =>
    !OTHER_PLATFORMS.test(key) &&
    JSON.stringify(committed.packages[key]) !== JSON.stringify(installed.packages[key]),
);
if (changed.length > 0) {
  console.error(`npm install changed the lockfile: ${changed.join(', ')}`);
  process.exit(1);
}
console.log('lockfile: complete (the install changed no locked package)');
