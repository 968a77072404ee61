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
