import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catch, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPublicPath, uiForPath } from '#contracts';
import { AllExceptionsFilter } from '#platform';

export interface UiBundles {
  publicDir: string | null;
  adminDir: string | null;
}

/**
 * A browser path that no API route or static file answers gets its app's index.html, so every
 * route of the two UIs works when typed into the address bar. API paths keep the JSON 404. The
 * console answers its own paths only; any other address is the public site's, which shows its own
 * "page not found" in the reader's language, with HTTP 404 for an address it does not know
 * (DECISIONS §10: never another site's sign-in).
 */
@Catch()
export class SpaFallbackFilter extends AllExceptionsFilter {
  private readonly pages: Record<'public' | 'admin', string | null>;

  constructor(bundles: UiBundles) {
    super();
    const read = (dir: string | null) => (dir && existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : null);
    this.pages = { public: read(bundles.publicDir), admin: read(bundles.adminDir) };
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      exception instanceof NotFoundException &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !/\.[a-z0-9]{1,5}$/i.test(path);
    const ui = uiForPath(path);
    const page = isPage ? this.pages[ui] : null;
    if (page === null) return super.catch(exception, host);
    void reply.status(ui === 'public' && !isKnownPublicPath(path) ? 404 : 200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  }
}
