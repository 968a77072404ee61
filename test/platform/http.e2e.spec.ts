import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Declares a body over the limit and sends only its first kilobyte, then reads the answer: the server
 * refuses an oversized body from its declared length, before reading it. (Writing the whole body raced
 * with the server closing the connection, and the answer could be lost to the reset.)
 */
function postOversized(url: string, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.write(body.slice(0, 1024));
  });
}

describe('HTTP platform on PostgreSQL and Redis', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports health of the database and the BullMQ queue', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'healthy', database: { ok: true }, queue: { driver: 'bullmq', ok: true } } });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });

  it('answers malformed JSON with 400, never a 5xx', async () => {
    const res = await app.request('POST', '/api/auth/login', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await postOversized(`${app.url}/api/auth/login`, JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await app.request('POST', '/api/auth/login', { raw: 'email=a', headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.request('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/public/config']));
    const ui = await app.request('GET', '/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });

  it('sets a request id and security headers on every response', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
