/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { consoleServiceWorker } from './serviceWorkerPlugin';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz siblings of every text asset in the build (as the public site's build does),
 * so the API server's static handler (@fastify/static with preCompressed) sends the console's
 * JavaScript compressed: about a third of its size on the wire, without compressing per request.
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
  plugins: [react(), consoleServiceWorker(), precompress()],
  // Messages, patterns and option lists come from the one copy the server also uses.
  // A module of them by its own path (a language's messages) can be a chunk of its own.
  resolve: {
    alias: [
      { find: /^@cbt\/contracts$/, replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      { find: /^@cbt\/contracts\/(.+)$/, replacement: `${fileURLToPath(new URL('../libs/contracts/src/', import.meta.url))}$1.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The public site's build also uses /assets/ on the same origin; a folder of its own keeps
    // the server's static routes for the two apps from overlapping.
    assetsDir: 'admin-assets',
    // Only React itself is a chunk of its own (every screen needs all of it, and browsers keep it
    // cached across releases). react-admin, MUI and the rest are split by the screens that use them:
    // grouping them into 'mui' and 'vendor' chunks put every component any screen used (the Datagrid,
    // inputs, dialogs, recharts' helpers) before the login form, 359 KB gzipped against a 350 KB
    // budget; split by use, the login screen needs about 305 KB and the charts stay with the reports.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The shared contracts are constants and pure functions; without this, every module their
      // index re-exports that computes a constant at load (the checklist, the route table, the
      // states' list, the other languages' dictionaries) came along with any one import of it,
      // into the chunk the login screen loads.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]contracts[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-is|scheduler)[\\/]/, priority: 1 }],
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
