/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { verifyServiceWorker } from './serviceWorkerPlugin';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz siblings of every text asset in the build, so the API server's static
 * handler (@fastify/static with preCompressed) can send them compressed without compressing
 * on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cbt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// The API server serves this build from its own origin, so every path is root-relative
// and the dev server forwards /api to a locally running API.
export default defineConfig({
  base: '/',
  plugins: [react(), verifyServiceWorker(), precompress()],
  // Messages, patterns and option lists come from the one copy the server also uses.
  // The first screen imports only `@cbt/contracts/public-site`, so the landing's JavaScript stays small.
  resolve: {
    alias: [
      { find: /^@cbt\/contracts$/, replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      { find: /^@cbt\/contracts\/public-site$/, replacement: fileURLToPath(new URL('../libs/contracts/src/public-site.ts', import.meta.url)) },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
    restoreMocks: true,
  },
});
