import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BULK_MSG } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { contentRange, readSimpleRest } from '../simple-rest/simple-rest.params.js';
import { readBulkActionRequest } from './bulk-action.request.js';
import { BULK_ITEM_SORT_FIELDS, BULK_SORT_FIELDS, BulkActionsService } from './bulk-actions.service.js';

/**
 * Bulk decisions on the server, beside SPEC's single decisions: one request starts a
 * job, the console follows its progress and downloads the per-centre report.
 */
@ApiTags('admin centres')
@Controller('admin')
export class BulkActionsController {
  constructor(private readonly bulk: BulkActionsService) {}

  @Post('schools/bulk-actions')
  @HttpCode(202)
  @AdminOnly('centres.review')
  @ApiOperation({
    summary: 'Start one decision (approve, approve-autotest, reject, query) on the selected centres (ids) or on every centre matching the list filter (filter). Answers 202 { jobId, total }; with dryRun: true, 200 and the preview instead.',
    description:
      'The centres are fixed when the request is accepted, within the caller\'s states. Each centre then gets one status-machine transition with its own history entry and email, as the single decision would; one the machine refuses is reported, not retried. Texts use the single decisions\' fields: rejectionReason, queryDetails, autotestInstructions.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['action'],
      properties: {
        action: { type: 'string', enum: ['approve', 'approve-autotest', 'reject', 'query'] },
        ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
        filter: { type: 'object', properties: { search: { type: 'string' }, status: { type: 'string' }, state: { type: 'string' }, autotestResult: { type: 'string' } } },
        rejectionReason: { type: 'string' },
        queryDetails: { type: 'string' },
        autotestInstructions: { type: 'string' },
        dryRun: { type: 'boolean', description: 'true: answer 200 { total, succeeded, failed, items } with what the run would do to each centre (the same checks as the run); nothing is changed, queued or sent' },
      },
    },
  })
  async start(@CurrentAdmin() admin: AdminPrincipal, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const read = readBulkActionRequest(body);
    if (!read.request) throw AppError.validation(read.errors);
    // A dry run is an answer, not a job: 200 with each centre's would-be outcome.
    if (read.dryRun) {
      reply.status(200);
      return ok(await this.bulk.preview(admin, read.request));
    }
    return ok(await this.bulk.start(admin, read.request), BULK_MSG.bulkActionQueued);
  }

  @Get('bulk-actions')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'Bulk jobs (the caller\'s; every job for admins of every state) in ra-data-simple-rest\'s dialect: sort, range, filter; total in Content-Range' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"state":"completed"}' })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const read = readSimpleRest(query ?? {}, BULK_SORT_FIELDS, { field: 'createdAt', order: 'DESC' });
    if (read.errors.length > 0) throw AppError.validation(read.errors);
    const { rows, total } = await this.bulk.list(admin, read.request);
    reply.header('Content-Range', contentRange('items', read.request.range.first, rows.length, total));
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  @Get('bulk-actions/:jobId')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'Progress and result of a bulk job: { state, progress, done, total, result: { succeeded, failed, failures } } (the first 1,000 failures; the report has every centre)' })
  async status(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string) {
    return ok(await this.bulk.status(admin, jobId));
  }

  @Get('bulk-actions/:jobId/items')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'The centres of a bulk job with their outcome, in ra-data-simple-rest\'s dialect (sort by seq or outcome, filter { outcome }); total in Content-Range' })
  @ApiQuery({ name: 'sort', required: false, example: '["outcome","ASC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"outcome":"failed"}' })
  async items(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const read = readSimpleRest(query ?? {}, BULK_ITEM_SORT_FIELDS, { field: 'seq', order: 'ASC' });
    if (read.errors.length > 0) throw AppError.validation(read.errors);
    const { rows, total } = await this.bulk.items(admin, jobId, read.request);
    reply.header('Content-Range', contentRange('items', read.request.range.first, rows.length, total));
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }

  @Get('bulk-actions/:jobId/report.csv')
  @AdminOnly('centres.read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'One line per centre of the job: its result, statuses before and after, and the reason of a refusal (spreadsheet formulas neutralised)' })
  async report(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string): Promise<StreamableFile> {
    const stream = await this.bulk.reportCsv(admin, jobId);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="bulk-action-${jobId}.csv"` });
  }
}
