import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { JOB_QUEUE_TOKEN, type JobQueue } from '../queue/job-queue.js';

/** Liveness for load balancers and operators: 200 when the database and queue answer, else 503. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
  ) {}

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
