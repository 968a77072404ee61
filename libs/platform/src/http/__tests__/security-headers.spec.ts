import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerSecurityHeaders, securityHeaders } from '../security-headers.js';

// What @fastify/helmet sent with these options before the headers were computed once.
const EXPECTED = {
  'Content-Security-Policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self' blob:",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

describe('security headers', () => {
  it('are the headers helmet sets for the portal policy, computed once', () => {
    expect(securityHeaders()).toEqual(EXPECTED);
    expect(securityHeaders()).not.toBe(securityHeaders());
  });

  it('are on every answer: a route, a not-found and an error', async () => {
    const fastify = Fastify();
    registerSecurityHeaders(fastify);
    fastify.get('/ok', async () => ({ ok: true }));
    fastify.get('/boom', async () => {
      throw new Error('boom');
    });
    const address = await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const [path, status] of [['/ok', 200], ['/missing', 404], ['/boom', 500]] as const) {
        const res = await fetch(address + path);
        expect(res.status).toBe(status);
        for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers.get(name)).toBe(value);
      }
    } finally {
      await fastify.close();
    }
  });
});
