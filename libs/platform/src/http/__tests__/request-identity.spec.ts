import { describe, expect, it } from '@jest/globals';
import type { Socket } from 'node:net';
import { SESSION_MSG } from '#contracts';
import { acceptsBody, clientErrorHandler } from '../request-identity.js';

describe('request identity and bodies (DECISIONS §9)', () => {
  it('accepts JSON anywhere and multipart only where the route takes uploads', () => {
    expect(acceptsBody('application/json', false)).toBe(true);
    expect(acceptsBody('Application/JSON; charset=utf-8', false)).toBe(true);
    expect(acceptsBody('multipart/form-data; boundary=x', true)).toBe(true);
    for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml', undefined]) {
      expect([type, acceptsBody(type, false)]).toEqual([type, false]);
    }
  });

  it('answers a parser error in the envelope and closes the connection', () => {
    let written = '';
    const socket = { writable: true, end: (data: string) => (written = data), destroy: () => (written = 'destroyed') } as unknown as Socket;
    clientErrorHandler(Object.assign(new Error('too big'), { code: 'HPE_HEADER_OVERFLOW' }), socket);
    expect(written).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(written).toContain('Connection: close');
    expect(JSON.parse(written.split('\r\n\r\n')[1]!)).toEqual({ success: false, message: SESSION_MSG.headersTooLarge });
    clientErrorHandler(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket);
    expect(written).toMatch(/^HTTP\/1\.1 400 /);
    clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(written).toBe('destroyed');
  });
});
