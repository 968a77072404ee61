import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { bearerMatches } from '../metrics/metrics-http.js';
import { JOB_QUEUE_TOKEN, type JobQueue, type QueueHealth } from '../queue/job-queue.js';

interface Check {
  ok: boolean;
  detail?: string;
}

/**
 * Health for load balancers, orchestrators and operators:
 * - /api/health: 200 when the database and the queue answer, else 503 (as it always was);
 * - /api/health/live: 200 while the process answers at all (restart it when this fails);
 * - /api/health/ready: 200 when this instance can serve: the database answers and, where Redis is
 *   configured, Redis too; 503 otherwise (take it out of the load balancer, do not restart it).
 * The public answer is booleans only: a driver's error names internal hosts and ports. The reason
 * goes to the log, and to a caller holding the metrics token (docs/SECURITY.md, red-team pass 3).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('health');
  /** The last reason logged per check, so a probe every few seconds logs a failure once, not each time. */
  private readonly logged = new Map<string, string | undefined>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('live')
  live() {
    return { success: true, data: { status: 'live' } };
  }

  @Get('ready')
  async ready(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = this.shown(request, await Promise.all([this.checkDatabase(), this.queue.health()]));
    // In-process jobs need nothing but the database; BullMQ's health is Redis answering a PING.
    const ready = database.ok && queue.ok;
    void reply.status(ready ? 200 : 503);
    return { success: ready, data: { status: ready ? 'ready' : 'not ready', database, queue } };
  }

  @Get()
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = this.shown(request, [await this.checkDatabase(), await this.queue.health()]);
    // The in-process fallback keeps working while Redis is away (the outbox holds events), but
    // the service is still reported unhealthy so operators notice.
    const healthy = database.ok && queue.ok;
    void reply.status(healthy ? 200 : 503);
    return { success: healthy, data: { status: healthy ? 'healthy' : 'unhealthy', database, queue } };
  }

  /** Logs each new reason, then drops the reasons unless the caller holds the metrics token. */
  private shown(request: FastifyRequest, [database, queue]: [Check, QueueHealth]): [Check, QueueHealth] {
    this.logReason('database', database);
    this.logReason('queue', queue);
    const token = this.config.metricsToken;
    if (token && bearerMatches(request.headers.authorization, token)) return [database, queue];
    const { detail: _database, ...publicDatabase } = database;
    const { detail: _queue, ...publicQueue } = queue;
    return [publicDatabase, publicQueue];
  }

  private logReason(name: string, check: Check): void {
    const reason = check.ok ? undefined : (check.detail ?? 'no answer');
    if (this.logged.get(name) === reason) return;
    this.logged.set(name, reason);
    if (reason === undefined) this.logger.log(`${name} ok again`);
    else this.logger.warn(`health: ${name} not ok: ${reason}`);
  }

  private async checkDatabase(): Promise<Check> {
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500)),
      ]);
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }
}
