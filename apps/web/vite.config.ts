import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { reactOnly } from '../../scripts/react-only.ts';
import { serviceWorker } from './sw-plugin.ts';

export default defineConfig({
  plugins: [react(), reactOnly(), serviceWorker(), precompress()],
  base: '/',
  resolve: {
    // antd-mobile's fallback renderer, dead on React 19 (see the stand-in's comment): ~2 KB gz less to
    // load first.
    alias: [
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('./src/lib/antd-default-render.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // The post-build size report reads the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
    // One stylesheet for the whole app (11.5 KB gz), loaded with the entry: a page's styles no longer
    // wait for its chunk to run, and a first load makes ~5–9 fewer requests over HTTP/1.1.
    cssCodeSplit: false,
    rolldownOptions: {
      // The contract's modules only declare schemas and helpers (no side effects), and its zod-free
      // modules get chunks of their own: the first screen reads the language list and the route table
      // (which names schemas, never holds them), the user centre shows balances with the money helpers, without loading zod and every
      // schema (~27 KB gz) that the form pages need.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'money', test: /packages[\\/]contract[\\/]src[\\/]money\.ts$/ },
            {
              name: 'contract-lists',
              test: /packages[\\/]contract[\\/]src[\\/](languages\.ts|routes[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w @mcc/web` talks to a server started separately (default port 3000).
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
