import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The chunks the verify page needs without a connection: the page (its QR reader too) and every language's words. */
const OFFLINE_MODULES = [/src[\\/]pages[\\/]verify[\\/]VerifyLetter\.tsx$/, /[\\/]jsqr[\\/]/, /src[\\/]i18n[\\/](ha|yo|ig)\.ts$/];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * Writes verify-sw.js (from sw/verify-sw.js) beside index.html, with the files its install keeps:
 * the entry chunk, the verify page's chunks (jsQR's included), the languages' chunks, what they
 * import and their styles. A module missing from the build fails it, so a renamed file cannot
 * quietly leave the offline verifier without its code.
 */
export function verifyServiceWorker(): Plugin {
  return {
    name: 'cbt-verify-service-worker',
    apply: 'build',
    // After Vite has removed the chunks that only carried CSS (their styles stay listed as importedCss).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
      const chunks = new Map(Object.values(bundle as Record<string, ChunkLike>).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = chunks.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk?.imports ?? []) add(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) add(chunk.fileName);
      for (const module of OFFLINE_MODULES) {
        const found = [...chunks.values()].filter((c) => module.test(c.facadeModuleId ?? '') || (c.moduleIds ?? []).some((id) => module.test(id)));
        if (found.length === 0) this.error(`The offline verify page needs a chunk for ${module}, and the build has none.`);
        for (const chunk of found) add(chunk.fileName);
      }
      const precache = [...files].filter((f) => f in bundle).sort().map((f) => `/${f}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./sw/verify-sw.js', import.meta.url), 'utf8');
      const source = template.replace('const VERSION = __VERSION__;', `const VERSION = ${JSON.stringify(version)};`).replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(precache)};`);
      if (source.includes('__VERSION__') || source.includes('__PRECACHE__')) this.error('sw/verify-sw.js no longer declares VERSION and PRECACHE as the build fills them in.');
      this.emitFile({ type: 'asset', fileName: 'verify-sw.js', source });
      },
    },
  };
}
