import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { JOB_QUEUE_TOKEN, type JobQueue } from '../queue/job-queue.js';

/**
 * Health for load balancers, orchestrators and operators:
 * - /api/health: 200 when the database and the queue answer, else 503 (as it always was);
 * - /api/health/live: 200 while the process answers at all (restart it when this fails);
 * - /api/health/ready: 200 when this instance can serve: the database answers and, where Redis is
 *   configured, Redis too; 503 otherwise (take it out of the load balancer, do not restart it).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
  ) {}

  @Get('live')
  live() {
    return { success: true, data: { status: 'live' } };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = await Promise.all([this.checkDatabase(), this.queue.health()]);
    // In-process jobs need nothing but the database; BullMQ's health is Redis answering a PING.
    const ready = database.ok && queue.ok;
    void reply.status(ready ? 200 : 503);
    return { success: ready, data: { status: ready ? 'ready' : 'not ready', database, queue } };
  }

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = await this.checkDatabase();
    const queue = await this.queue.health();
    // The in-process fallback keeps working while Redis is away (the outbox holds events), but
    // the service is still reported unhealthy so operators notice.
    const healthy = database.ok && queue.ok;
    void reply.status(healthy ? 200 : 503);
    return { success: healthy, data: { status: healthy ? 'healthy' : 'unhealthy', database, queue } };
  }

  private async checkDatabase(): Promise<{ ok: boolean; detail?: string }> {
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
