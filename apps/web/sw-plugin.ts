import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of public/ that belong to the shell (the rest, if any, load from the network). */
const PUBLIC_SHELL = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * Emits `sw.js` (./sw/sw.js) with the list of the build's files to keep for offline use: index.html and
 * every chunk, stylesheet and asset of this build, and the shell's public files. The version is a hash
 * of that list and of index.html, so every build that changes anything installs a fresh shell.
 */
export function serviceWorker(): Plugin {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'sw', 'sw.js'), 'utf8');
  return {
    name: 'mcc-service-worker',
    apply: 'build',
    // After Vite's own CSS step, which (with one stylesheet for the app) emits the stylesheet and drops
    // the chunks that held nothing but CSS: listed before it, the shell named a file that was never
    // written (and left out the stylesheet), and the worker's install failed on the missing file.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => !file.startsWith('.vite/') && file !== 'index.html')
        .map((file) => `/${file}`)
        .sort();
      const files = ['/index.html', ...built, ...PUBLIC_SHELL];
      const index = bundle['index.html'];
      const hash = createHash('sha256').update(files.join('\n'));
      if (index?.type === 'asset') hash.update(index.source);
      const version = hash.digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const SHELL = ${JSON.stringify({ version, files })};\n${source}`,
      });
    },
  };
}
