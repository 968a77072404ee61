/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API server serves this build from its own origin, so every path is root-relative
// and the dev server forwards /api to a locally running API.
export default defineConfig({
  base: '/',
  plugins: [react()],
  // Messages, patterns and option lists come from the one copy the server also uses.
  resolve: { alias: { '@cbt/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The public site's build also uses /assets/ on the same origin; a folder of its own keeps
    // the server's static routes for the two apps from overlapping.
    assetsDir: 'admin-assets',
    // react-admin and MUI are one large library layer that every screen needs; shipping them
    // as their own chunks lets browsers keep them cached across releases of the console.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
