import { describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { httpLoggerOptions, writeLog } from '../app-logger.js';

/** The keys and value kinds of a JSON log line: what a collector's parser depends on. */
function shape(line: Record<string, unknown>) {
  return { level: line.level, time: typeof line.time === 'string' && !Number.isNaN(Date.parse(line.time as string)) && (line.time as string).endsWith('Z'), context: typeof line.context, msg: typeof line.msg };
}

describe('JSON log lines', () => {
  it('have one shape for the portal’s own lines and for Fastify’s request lines', async () => {
    const lines: string[] = [];
    const server = Fastify(httpLoggerOptions('info', 'json', { write: (chunk) => lines.push(chunk) }) as never);
    server.get('/x', async () => ({ ok: true }));
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    await (await fetch(`${address}/x`)).json();
    await server.close();
    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requests).toHaveLength(2);

    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      writeLog('json', 'info', 'portal', 'ready');
    } finally {
      spy.mockRestore();
    }
    const own = JSON.parse(written[0]!) as Record<string, unknown>;
    for (const line of requests) expect(shape(line)).toEqual(shape(own));
    expect(shape(own)).toEqual({ level: 'info', time: true, context: 'string', msg: 'string' });
    expect(requests[0]!.context).toBe('http');
  });
});

describe('request lines (red-team pass 3, F10)', () => {
  const SIGNED = '/api/files/0b6c5a52?expires=1893456000&signature=S1gnatureValueThatOpensTheFile';
  const RESET = '/reset-password?token=ResetTokenValue123&lang=ha';

  async function logged(format: 'json' | 'pretty'): Promise<string> {
    const lines: string[] = [];
    const options = httpLoggerOptions('debug', format, { write: (chunk) => lines.push(chunk) }) as { logger: Record<string, unknown> };
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const server = Fastify(options as never);
      server.get('/*', async () => ({ ok: true }));
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      for (const path of [SIGNED, RESET, '/api/public/register/feed?afterTimestamp=5&afterId=x']) await (await fetch(`${address}${path}`)).text();
      await server.close();
    } finally {
      spy.mockRestore();
    }
    return lines.join('') + written.join('');
  }

  it.each(['json', 'pretty'] as const)('keep a signed link and a token out of the log (%s), keeping the rest of the address', async (format) => {
    const text = await logged(format);
    expect(text).not.toContain('S1gnatureValueThatOpensTheFile');
    expect(text).not.toContain('ResetTokenValue123');
    expect(text).toContain('/api/files/0b6c5a52?expires=1893456000&signature=[redacted]');
    expect(text).toContain('/reset-password?token=[redacted]&lang=ha');
    expect(text).toContain('/api/public/register/feed?afterTimestamp=5&afterId=x');
  });
});
