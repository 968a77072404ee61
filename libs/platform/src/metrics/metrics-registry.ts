import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * This process's metrics, in Prometheus's text format at /metrics (docs/OPERATIONS.md "Metrics").
 * Each API and worker process keeps its own: Prometheus scrapes every instance and sums. The
 * queue and outbox figures are read from Redis and PostgreSQL when scraped, so every instance
 * reports the same cluster-wide numbers for them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Latency of every answered request, by the route's pattern (never the raw URL: ids would explode the series). */
export const httpRequestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** How long an append to the keyed audit chain takes inside its caller's transaction (the head-row lock included). */
export const auditAppendSeconds = new Histogram({
  name: 'audit_append_duration_seconds',
  help: 'Time to append one entry to the audit chain, waiting for the chain head included',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});
