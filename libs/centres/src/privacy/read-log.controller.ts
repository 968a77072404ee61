import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReadLog } from '#audit';
import { AdminOnly, AppError, CentreOnly, CurrentCentre, ok, type CentrePrincipal, type FieldError } from '#platform';
import { contentRange, readSimpleRest } from '../simple-rest/simple-rest.params.js';
import { ReadLogQuery, readLogFilters } from './read-log.query.js';

/**
 * The read log as the data protection officer searches it (DECISIONS §10, Personal data): who read
 * which centre's personal data, when, under which role and state; in ra-data-simple-rest's dialect
 * for the console (filter { centreId | centre, userId | user, kind, from, to }; newest first).
 */
@ApiTags('privacy')
@Controller('admin/centre-reads')
export class ReadLogSearchController {
  constructor(
    private readonly query: ReadLogQuery,
    private readonly reads: ReadLog,
  ) {}

  @Get()
  @AdminOnly('privacy.reads')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Search the log of staff reads of centres' personal data (sort, range, filter; total in Content-Range)" })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"centre":"CBT-2026-000123","from":"2026-11-01","to":"2026-11-30"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["at","DESC"]' })
  async search(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const read = readSimpleRest(query ?? {}, ['at'] as const, { field: 'at', order: 'DESC' });
    const errors: FieldError[] = [...read.errors];
    const filters = readLogFilters(read.request.filter, errors);
    if (errors.length > 0) throw AppError.validation(errors);
    // What waits in this process's buffer is shown too (another instance's arrives within READ_LOG_FLUSH_MS).
    await this.reads.flush();
    const { first, last } = read.request.range;
    const limit = Math.min(200, last - first + 1);
    const { rows, total } = await this.query.search(filters, first, limit);
    reply.header('Content-Range', contentRange('centre-reads', first, rows.length, total));
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return ok(rows);
  }
}

/** The centre's own view of who opened its record: the office (role and state) and when, never a person's name. */
@ApiTags('centre registration')
@Controller('centre-registration')
export class CentreReadsController {
  constructor(
    private readonly query: ReadLogQuery,
    private readonly reads: ReadLog,
  ) {}

  @Get(':ref/reads')
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: 'Which council offices (role and state) opened this centre’s record, its documents or exported it, and when (newest 500, with the total)' })
  async list(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string) {
    await this.reads.flush();
    return ok(await this.query.byOffice(session.centreId));
  }
}
