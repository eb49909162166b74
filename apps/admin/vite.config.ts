import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { reactOnly } from '../../scripts/react-only.ts';

export default defineConfig({
  plugins: [react(), reactOnly(), precompress()],
  // The server serves this build at /admin/ (apps/server/src/app.ts).
  base: '/admin/',
  build: {
    // The post-build size report reads the manifest to know what the sign-in page loads first.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules only declare schemas and helpers: pages that use only its money helpers
      // or types must not pull in zod and every schema. Its language list (the sign-in page's language
      // switch) gets a chunk of its own, so the schemas do not come with it.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [{ name: 'contract-lists', test: /packages[\\/]contract[\\/]src[\\/]languages\.ts$/ }],
        },
      },
    },
  },
  server: {
    // `npm run dev -w @mcc/admin` talks to a server started separately (default port 3000).
    proxy: { '/admin-api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
