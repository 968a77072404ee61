import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { currentAuditContext, registerAuditContext } from '../audit-context.js';

describe('the audit context of a request', () => {
  it('is there in the handler and after its awaits, with the admin a later guard set', async () => {
    const fastify = Fastify({ genReqId: () => 'req-1' });
    registerAuditContext(fastify);
    // Nest's guards run after Fastify's hooks, inside the handler: the admin is known only then.
    fastify.get('/probe', async (request) => {
      (request as unknown as { admin: unknown }).admin = { id: 'admin-7' };
      await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.resolve();
      const context = currentAuditContext();
      return { requestId: context?.requestId, ip: context?.ip, admin: context?.admin ?? null };
    });
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const body = await (await fetch(`${address}/probe`)).json();
      expect(body).toEqual({ requestId: 'req-1', ip: '127.0.0.1', admin: { id: 'admin-7' } });
      expect(currentAuditContext()).toBeUndefined();
    } finally {
      await fastify.close();
    }
  });

  it('keeps overlapping requests apart', async () => {
    let next = 0;
    const fastify = Fastify({ genReqId: () => `req-${++next}` });
    registerAuditContext(fastify);
    fastify.get('/slow/:ms', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, Number((request.params as { ms: string }).ms)));
      return { requestId: currentAuditContext()?.requestId, own: request.id };
    });
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all([30, 5, 20, 1].map(async (ms) => (await fetch(`${address}/slow/${ms}`)).json()));
      for (const answer of answers as Array<{ requestId: string; own: string }>) expect(answer.requestId).toBe(answer.own);
    } finally {
      await fastify.close();
    }
  });
});

describe('a route that opts out of the audit context', () => {
  it('runs without one', async () => {
    const fastify = Fastify();
    registerAuditContext(fastify);
    fastify.get('/public', { config: { auditContext: false } }, async () => ({ context: currentAuditContext() ?? null }));
    fastify.get('/other', async () => ({ context: currentAuditContext() ? 'set' : null }));
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await (await fetch(`${address}/public`)).json()).toEqual({ context: null });
      expect(await (await fetch(`${address}/other`)).json()).toEqual({ context: 'set' });
    } finally {
      await fastify.close();
    }
  });
});
