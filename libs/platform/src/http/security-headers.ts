import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The portal's content security policy: its own scripts only, inline styles (MUI), no framing. */
export const PORTAL_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, computed once. The policy depends on nothing in the request (no
 * nonces), so the same values serve every answer; asking helmet per request re-parsed the policy each
 * time, which cost the hottest public read (the status look-up) a measurable share of its CPU.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = PORTAL_HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options as HelmetOptions)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet answers synchronously; if a later version did not, the headers would be missing silently.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Every answer (API, static files, not found) carries the security headers. */
export function registerSecurityHeaders(fastify: FastifyInstance, options?: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
