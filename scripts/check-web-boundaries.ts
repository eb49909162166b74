/**
 * The import boundaries of the two browser apps (apps/web/src, apps/admin/src; docs/web-app.md):
 * - a feature (`features/<name>/`) is built from `components/`, `lib/`, `locales/` and its own files:
 *   it never imports another feature, `app/` or `pages/` (what two features share moves down a layer);
 * - `components/` and `lib/` import no feature, page or `app/`;
 * - a feature in rooms (one with a `core/` folder, as `features/nft/`) keeps its rooms apart as features
 *   are: a room (`features/nft/resale/`) imports its own files, the core and the feature's top files
 *   only; the core imports no room.
 * Biome's `noRestrictedImports` matches the text of an import, not the file it names, so it cannot tell
 * `../../wallet/x.ts` (another feature) from `../api/x.ts` (the same one); this resolves each relative
 * import and checks where it lands. Part of `npm run lint`; exits 1 naming every breach.
 *
 * Usage: node scripts/check-web-boundaries.ts [repository root]
 */
import fs from 'node:fs';
import path from 'node:path';

export const APP_SOURCES = ['apps/web/src', 'apps/admin/src'];

const SOURCE_FILE = /\.(ts|tsx)$/;
/** `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`: every way a module names another. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

export interface Breach {
  file: string;
  specifier: string;
  rule: string;
}

/** The layer a path under an app's src belongs to: `features/<name>`, `app`, `pages`, `lib`, … */
function layerOf(fromSrc: string): string {
  const [top = '', second = ''] = fromSrc.split('/');
  return top === 'features' ? `features/${second}` : top;
}

/** `features/nft/resale` for a file of a room of a feature in rooms; undefined otherwise. */
function roomOf(fromSrc: string, roomed: ReadonlySet<string>): string | undefined {
  const [top = '', feature = '', room = '', ...rest] = fromSrc.split('/');
  return top === 'features' && roomed.has(feature) && rest.length > 0
    ? `features/${feature}/${room}`
    : undefined;
}

/** Why `importer` may not import `imported` (both relative to the app's src), or undefined if it may. */
function ruleBroken(importer: string, imported: string, roomed: ReadonlySet<string>): string | undefined {
  if (imported.startsWith('..')) return undefined; // outside src (the contract, scripts): not a layer
  const from = layerOf(importer);
  const to = layerOf(imported);
  if (from === to) {
    const [a, b] = [roomOf(importer, roomed), roomOf(imported, roomed)];
    if (b === undefined || a === b || b.endsWith('/core')) return undefined;
    if (a?.endsWith('/core')) return `the core imports a room (${a} → ${b})`;
    if (a) return `a room imports another room (${a} → ${b}): what both need moves to the core`;
    return undefined;
  }
  const upward = to === 'app' || to === 'pages';
  if (from.startsWith('features/')) {
    if (to.startsWith('features/')) return `a feature imports another feature (${from} → ${to})`;
    if (upward) return `a feature imports ${to}/`;
  }
  if ((from === 'components' || from === 'lib') && (to.startsWith('features/') || upward))
    return `${from}/ imports ${to.startsWith('features/') ? 'a feature' : `${to}/`} (${to})`;
  return undefined;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && SOURCE_FILE.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    )
    .sort();
}

/** Every breach of the boundaries under `root`'s two app sources. */
export function findBreaches(root: string): Breach[] {
  const breaches: Breach[] = [];
  for (const app of APP_SOURCES) {
    const src = path.join(root, app);
    const features = path.join(src, 'features');
    const roomed = new Set(
      fs.existsSync(features)
        ? fs.readdirSync(features).filter((f) => fs.existsSync(path.join(features, f, 'core')))
        : [],
    );
    for (const file of sourceFiles(src)) {
      const importer = path.relative(src, file).split(path.sep).join('/');
      for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        if (!specifier.startsWith('.')) continue;
        const imported = path
          .relative(src, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/');
        const rule = ruleBroken(importer, imported, roomed);
        if (rule)
          breaches.push({ file: path.relative(root, file).split(path.sep).join('/'), specifier, rule });
      }
    }
  }
  return breaches;
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const breaches = findBreaches(root);
  for (const b of breaches) console.error(`${b.file}: '${b.specifier}': ${b.rule}`);
  if (breaches.length > 0) {
    console.error(
      `\n${breaches.length} import(s) cross the apps' boundaries: move what two features share to components/ or lib/ (docs/web-app.md).`,
    );
    process.exit(1);
  }
}
