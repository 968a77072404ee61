import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_MSG } from '#contracts';

/** The deepest JSON body the API reads; its own bodies nest 4 levels at most. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed value nests deeper than `max` (objects and arrays count one level each).
 * Iterative, so a body of a million brackets costs a walk and never the call stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node as object)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** `/api` answers that are public and static; everything else is `no-store` (tokens, personal data). */
const CACHEABLE_API = /^\/api\/(geography\/|docs)/;

function envelope(reply: FastifyReply, status: number, message: string): void {
  void reply.status(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ success: false, message });
}

/**
 * Request-level guards added by the security hardening (docs/SECURITY.md, red-team pass 1, rows 1 and 10), registered before the routes:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH get 400 before any validation runs
 *   (class-transformer recursed into 3,000 levels and overflowed the stack: a 500);
 * - every `/api` answer without its own Cache-Control gets `no-store`;
 * - every answer carries its request id (`x-request-id`), as the logs and the audit log name it.
 */
export function registerRequestHardening(fastify: FastifyInstance): void {
  // Callback hooks: they run on every request, and async ones cost each request promises of their own.
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      envelope(reply, 400, SECURITY_MSG.jsonTooDeep(MAX_JSON_DEPTH));
      return;
    }
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api') && !CACHEABLE_API.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised while routing, before any hook or Nest filter (a path
 * parameter over maxParamLength is 414, an undecodable URL 400), answered in the envelope too.
 */
export function frameworkErrors(error: Error & { statusCode?: number; code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  envelope(reply, status, error.code === 'FST_ERR_MAX_PARAM_LENGTH' || status === 414 ? SECURITY_MSG.urlTooLong : SECURITY_MSG.badUrl);
}
