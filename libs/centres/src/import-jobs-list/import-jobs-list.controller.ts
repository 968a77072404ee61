import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { ImportJobRow } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { ImportJobsService } from '../imports/import-jobs.service.js';
import { contentRange, readSimpleRest } from '../simple-rest/simple-rest.params.js';

const SORT_FIELDS = ['createdAt', 'filename', 'state', 'total'] as const;
const SORT_COLUMN: Record<(typeof SORT_FIELDS)[number], string> = { createdAt: 'created_at', filename: 'filename', state: 'state', total: 'total' };
const STATES = ['queued', 'active', 'completed', 'failed'];

/**
 * Bulk uploads as a list in ra-data-simple-rest's dialect (for the console's import jobs list), beside SPEC's
 * /centre-registration/bulk-upload/{jobId}: the uploader's own, or every one for an admin who sees
 * every state (the same rule as following one import).
 */
@ApiTags('centre-registration')
@Controller('admin/import-jobs')
export class ImportJobsListController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly imports: ImportJobsService,
  ) {}

  @Get()
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'Bulk uploads (sort, range, filter { state }; total in Content-Range)' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"state":"completed"}' })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const read = readSimpleRest(query ?? {}, SORT_FIELDS, { field: 'createdAt', order: 'DESC' });
    if (read.errors.length > 0) throw AppError.validation(read.errors);
    const { sort, range, filter } = read.request;
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (!admin.scope.all) {
      params.push(admin.id);
      conditions.push(`created_by = $${params.length}`);
    }
    if (typeof filter.state === 'string' && STATES.includes(filter.state)) {
      params.push(filter.state);
      conditions.push(`state = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const limit = range.last - range.first + 1;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, filename, state, progress, rows_done AS "rowsDone", total, successful, failed, error, created_at AS "createdAt", finished_at AS "finishedAt"
           FROM import_jobs ${where} ORDER BY ${SORT_COLUMN[sort.field]} ${sort.order}, id ${sort.order} LIMIT ${limit} OFFSET ${range.first}`,
        params,
      ) as Promise<ImportJobRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM import_jobs ${where}`, params) as Promise<Array<{ n: number }>>,
    ]);
    reply.header('Content-Range', contentRange('items', range.first, rows.length, count!.n));
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  /** One upload with its outcome (ra-data-simple-rest's getOne): the same record and access rule as SPEC's status call. */
  @Get(':id')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'One bulk upload: progress, counts, created centres and row errors (first 1,000 of each)' })
  async one(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    const status = await this.imports.status(admin, id);
    return ok({ id: status.jobId, ...status });
  }
}
