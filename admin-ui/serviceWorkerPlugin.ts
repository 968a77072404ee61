import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The chunks that must open without a connection, with what they import: the capture page's, and what it stands on. */
const OFFLINE_PAGES = [/src[\\/]layout[\\/]AdminLayout\.tsx$/, /src[\\/]inspections[\\/]InspectionCapture\.tsx$/, /src[\\/]layout[\\/]ErrorPages\.tsx$/];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/**
 * Writes admin-sw.js (from sw/console-sw.js) beside index.html, with the list of files its install
 * keeps: the entry chunk, the offline pages' chunks and every chunk they import. A page missing
 * from the build fails it, so a renamed file cannot quietly leave the capture page without its code.
 */
export function consoleServiceWorker(): Plugin {
  return {
    name: 'cbt-console-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle as Record<string, ChunkLike>).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) add(chunk.fileName);
      for (const page of OFFLINE_PAGES) {
        const found = [...chunks.values()].filter((c) => page.test(c.facadeModuleId ?? ''));
        if (found.length === 0) this.error(`The offline capture page needs a chunk for ${page}, and the build has none.`);
        for (const chunk of found) add(chunk.fileName);
      }
      const precache = [...files].sort().map((f) => `/${f}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./sw/console-sw.js', import.meta.url), 'utf8');
      const source = template.replace('const VERSION = __VERSION__;', `const VERSION = ${JSON.stringify(version)};`).replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(precache)};`);
      if (source.includes('__VERSION__') || source.includes('__PRECACHE__')) this.error('sw/console-sw.js no longer declares VERSION and PRECACHE as the build fills them in.');
      this.emitFile({ type: 'asset', fileName: 'admin-sw.js', source });
    },
  };
}
