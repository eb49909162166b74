import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    // The post-build size report reads the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
  },
  server: {
    // `npm run dev -w @mcc/web` talks to a server started separately (default port 3000).
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
