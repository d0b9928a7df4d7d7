import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderLanding } from './scripts/landing/prerender-plugin.ts';

// In development Vite serves the client and hands every server route to the API on port 3000,
// so the browser sees one origin, as in production (the session cookie and the Origin check
// both depend on that).
const apiServer = 'http://localhost:3000';

export default defineConfig({
  // prerenderLanding: /, /privacy and /terms are static HTML made at build time (no React).
  plugins: [react(), tailwindcss(), prerenderLanding()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // Libraries change far less often than our code: in their own file they stay cached
      // across our releases (the server marks /assets/ immutable).
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
});
