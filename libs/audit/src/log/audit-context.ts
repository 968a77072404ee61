import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '#platform';

/** Who is asking, from where, under which request id: read by every append made while serving it. */
export interface AuditRequestContext {
  requestId: string | null;
  ip: string | null;
  admin?: AdminPrincipal;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}

export function runWithAuditContext<T>(context: AuditRequestContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * Every request's handler (and everything it awaits) runs inside the request's context, so services
 * need not pass the request id and address down to the log. A Fastify hook rather than a Nest
 * interceptor: it costs each request one function call instead of an Observable pipeline. It runs
 * before Nest's guards, so the signed-in admin is read from the request when an entry is appended
 * (the guards have set it by then).
 */
export function registerAuditContext(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    // A route that never appends (the public status look-up) opts out with @RouteConfig({ auditContext: false }).
    if ((request.routeOptions.config as { auditContext?: boolean } | undefined)?.auditContext === false) {
      done();
      return;
    }
    const withAdmin = request as FastifyRequest & { admin?: AdminPrincipal };
    const store: AuditRequestContext = {
      requestId: String(request.id ?? '') || null,
      ip: request.ip ?? null,
      get admin() {
        return withAdmin.admin;
      },
    };
    // done() runs the next hooks and the route handler synchronously, inside this context.
    storage.run(store, done);
  });
}
