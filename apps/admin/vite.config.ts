import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text asset, so the server's static handler (`preCompressed`)
 * sends them compressed without compressing on each request (the same as the web build).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mcc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The server serves this build at /admin/ (apps/server/src/app.ts).
  base: '/admin/',
  build: {
    // The post-build size report reads the manifest to know what the sign-in page loads first.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules only declare schemas and helpers: pages that use only its money helpers
      // or types must not pull in zod and every schema.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    // `npm run dev -w @mcc/admin` talks to a server started separately (default port 3000).
    proxy: { '/admin-api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
