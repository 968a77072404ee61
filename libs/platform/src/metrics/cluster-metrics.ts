import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { OutboxInspector } from '../jobs/outbox-inspector.js';
import { JOB_QUEUE_TOKEN, type JobQueue } from '../queue/job-queue.js';
import { metricsRegistry } from './metrics-registry.js';

const QUEUE_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/**
 * The gauges read when Prometheus scrapes: queue depths (from Redis), the outbox's lag and counts
 * (from PostgreSQL) and this process's database pool. A source that does not answer leaves its
 * gauge out of that scrape rather than failing the others.
 */
@Injectable()
export class ClusterMetrics implements OnModuleInit, OnModuleDestroy {
  private readonly gauges: Gauge[] = [];

  constructor(
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    private readonly outbox: OutboxInspector,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const queue = this.queue;
    const outbox = this.outbox;
    const pool = () => (this.dataSource.driver as unknown as { master?: pg.Pool }).master;
    const poolSize = Number((this.dataSource.options as { extra?: { max?: number } }).extra?.max ?? 10);
    this.gauges.push(
      this.gauge('queue_jobs', 'Jobs in each queue by state (waiting, active, failed, delayed)', ['queue', 'state'], async function () {
        for (const counts of await queue.counts()) for (const state of QUEUE_STATES) this.set({ queue: counts.queue, state }, counts[state]);
      }),
      this.gauge('outbox_events', 'Outbox events not yet handed to a queue, by state (waiting, active, delayed, failed)', ['state'], async function () {
        const counts = await outbox.counts();
        for (const state of QUEUE_STATES) this.set({ state }, counts[state]);
      }),
      this.gauge('outbox_lag_seconds', 'Age of the oldest outbox event not yet handed to a queue (0 when none waits)', [], async function () {
        this.set((await outbox.counts()).oldestPendingSeconds);
      }),
      this.gauge('db_pool_connections', "This process's database connections by state (total, idle, waiting requests) and its maximum", ['state'], function () {
        const p = pool();
        if (!p) return;
        this.set({ state: 'total' }, p.totalCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'waiting' }, p.waitingCount);
        this.set({ state: 'max' }, poolSize);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const gauge of this.gauges) metricsRegistry.removeSingleMetric((gauge as unknown as { name: string }).name);
  }

  private gauge(name: string, help: string, labelNames: string[], collect: (this: Gauge) => void | Promise<void>): Gauge {
    // A second application in one process (tests) replaces the first one's collectors.
    metricsRegistry.removeSingleMetric(name);
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        try {
          await collect.call(this);
        } catch {
          // Redis or the database away: the other metrics still answer.
        }
      },
    });
  }
}
