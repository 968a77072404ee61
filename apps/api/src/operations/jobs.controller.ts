import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { adminAuditActor, AuditLog } from '#audit';
import { BULK_MSG, JOBS_MSG, type FailedJobView } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, JobsOverview, ok, PeriodicWork, UnitOfWork, type AdminPrincipal } from '#platform';

const MAX_PAGE = 200;

/** `range=[first,last]` of ra-data-simple-rest; the whole first page when absent. */
function readRange(raw: unknown): { first: number; last: number } {
  if (raw === undefined || raw === '') return { first: 0, last: 24 };
  try {
    const [first, last] = JSON.parse(String(raw)) as unknown[];
    if (Number.isInteger(first) && Number.isInteger(last) && (first as number) >= 0 && (last as number) >= (first as number)) {
      return { first: first as number, last: Math.min(last as number, (first as number) + MAX_PAGE - 1) };
    }
  } catch {
    // falls through to the error below
  }
  throw AppError.validation([{ path: 'range', msg: BULK_MSG.simpleRestRangeInvalid }]);
}

/**
 * The console's Jobs page (super admins: `jobs.manage`): the queues and the outbox with their counts,
 * and the jobs that failed after every retry, in ra-data-simple-rest's dialect. Retrying and
 * discarding each leave an audit entry (an outbox event changes in the same transaction).
 */
@ApiTags('jobs')
@Controller('admin')
export class JobsController {
  constructor(
    private readonly jobs: JobsOverview,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly periodic: PeriodicWork,
  ) {}

  @Get('jobs/schedules')
  @AdminOnly('jobs.manage')
  @ApiOperation({ summary: 'The periodic sweeps (deadlines, accreditation clocks): how often each runs, its last run (started, finished, ok or failed with the message) and its next' })
  async schedules(@Res({ passthrough: true }) reply: FastifyReply) {
    const rows = await this.periodic.schedules();
    reply.header('Content-Range', `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  @Get('jobs')
  @AdminOnly('jobs.manage')
  @ApiOperation({ summary: 'The job queues and the outbox, each with its waiting, active, failed and delayed counts' })
  async queues(@Res({ passthrough: true }) reply: FastifyReply) {
    const rows = await this.jobs.queues();
    reply.header('Content-Range', `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  @Get('failed-jobs')
  @AdminOnly('jobs.manage')
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOperation({ summary: 'Jobs that failed after every retry, with the reason (newest first; total in Content-Range)' })
  async failed(@Query('range') range: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const { first, last } = readRange(range);
    const { rows, total } = await this.jobs.failed(first, last - first + 1);
    reply.header('Content-Range', `items ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  @Post('failed-jobs/:id/retry')
  @HttpCode(200)
  @AdminOnly('jobs.manage')
  @ApiOperation({ summary: 'Runs a failed job again (audited); 404 when it is no longer a failed job' })
  async retry(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.act(admin, id, 'job.retried', (manager) => this.jobs.retry(id, manager)), JOBS_MSG.jobRetried);
  }

  @Delete('failed-jobs/:id')
  @AdminOnly('jobs.manage')
  @ApiOperation({ summary: 'Discards a failed job for good (audited); 404 when it is no longer a failed job' })
  async discard(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.act(admin, id, 'job.discarded', (manager) => this.jobs.discard(id, manager)), JOBS_MSG.jobDiscarded);
  }

  private async act(admin: AdminPrincipal, id: string, action: string, change: (manager: Parameters<Parameters<UnitOfWork['run']>[0]>[0]) => Promise<FailedJobView | null>): Promise<FailedJobView> {
    return this.uow.run(async (manager) => {
      const job = await change(manager);
      if (!job) throw AppError.notFound(JOBS_MSG.jobNotFound);
      await this.audit.append(manager, {
        action,
        actor: adminAuditActor(admin),
        target: { type: 'job', id: job.id },
        data: { queue: job.queue, name: job.name, reason: job.reason, attempts: job.attempts },
      });
      return job;
    });
  }
}
