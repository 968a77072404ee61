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
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
