import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { httpRequestSeconds, metricsRegistry } from './metrics-registry.js';

/** Every answered request into the latency histogram, labelled by its route's pattern. */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    // Paths that matched no route (pages the SPA answers, probes, scans) share one label.
    const route = request.routeOptions?.url ?? 'unmatched';
    httpRequestSeconds.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

/** True when the header carries `Bearer <token>` (compared in constant time); also how /api/health opens its details. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the portal's own port for a scraper that sends `Authorization: Bearer
 * $METRICS_TOKEN`. Without METRICS_TOKEN it answers 404 (METRICS_LISTEN serves metrics apart).
 */
export function registerMetricsRoute(fastify: FastifyInstance, token: string | null): void {
  fastify.get('/metrics', async (request, reply) => {
    // Not the console's page either: a scraper pointed here learns what to set.
    if (!token) return reply.code(404).type('text/plain').send('Metrics are not served on this address: set METRICS_TOKEN, or METRICS_LISTEN for an address of their own.\n');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('A bearer token (METRICS_TOKEN) is needed for /metrics.\n');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/** METRICS_LISTEN: /metrics on an address of its own, for a scraper on a private network (API and worker alike). */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('metrics');
  private server: Server | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const listen = this.config.metricsListen;
    if (!listen) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Only /metrics is served here.\n');
        return;
      }
      metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on http://${listen.host}:${listen.port}/metrics`);
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
