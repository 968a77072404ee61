import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, AppError, CurrentAdmin, ok, type AdminPrincipal, type FieldError } from '#platform';
import { readAuditFilters, readAuditPageRequest } from './query/audit-filters.js';
import { AuditExportService } from './query/audit-export.service.js';
import { AuditQueryService } from './query/audit-query.service.js';
import { AuditChainService } from './verify/audit-chain.service.js';

const FILTERS = ['actor', 'action', 'centreId', 'centre', 'state', 'from', 'to'] as const;

function withFilters(): MethodDecorator {
  return (target, key, descriptor) => {
    for (const name of FILTERS) ApiQuery({ name, required: false })(target, key, descriptor);
  };
}

function parseJson(value: unknown, path: string): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(String(value));
  } catch {
    throw AppError.validation([{ path, msg: `Invalid ${path}` }]);
  }
}

/** `?full=true|false` (absent: false); anything else is a 400 that names the parameter. */
function readFullFlag(value: unknown): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw AppError.validation([{ path: 'full', msg: 'full must be true or false' }]);
}

/** DECISIONS §8: the audit log, its CSV export and its verification. */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  private readonly verifying: Record<'full' | 'incremental', ReturnType<AuditChainService['verify']> | null> = { full: null, incremental: null };

  constructor(
    private readonly query: AuditQueryService,
    private readonly exports: AuditExportService,
    private readonly chain: AuditChainService,
  ) {}

  @Get('events')
  @AdminOnly('audit.read')
  @ApiOperation({ summary: "The audit log newest first, filtered and keyset-paged; state-scoped readers see their states' entries" })
  @withFilters()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page: a keyset seek' })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.query.page(admin.scope, readAuditPageRequest(query ?? {})));
  }

  @Get('events/export/csv')
  @AdminOnly('audit.export')
  @ApiOperation({ summary: 'The filtered log as CSV, streamed, every matching entry, formulas neutralised' })
  @ApiProduces('text/csv')
  @withFilters()
  async exportCsv(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const errors: FieldError[] = [];
    const filters = readAuditFilters(query ?? {}, errors);
    if (errors.length > 0) throw AppError.validation(errors);
    const raw = Object.fromEntries(FILTERS.filter((f) => query?.[f] !== undefined).map((f) => [f, String(query[f])]));
    const stream = await this.exports.open(admin, filters, raw);
    const stamp = new Date().toISOString().slice(0, 10);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="audit-log-${stamp}.csv"` });
  }

  @Get('verify')
  @AdminOnly('audit.read')
  @ApiOperation({
    summary:
      'Verifies the keyed chain from the newest verified, signed checkpoint (full=true: from the first entry, every checkpoint), and the centre histories: { intact, checked, firstBrokenId? }',
  })
  @ApiQuery({ name: 'full', required: false, description: 'true: re-verify every entry, not only those after the newest checkpoint' })
  async verify(@Query() query: Record<string, unknown>) {
    const full = readFullFlag(query?.full);
    // Callers arriving while a verification of the same kind runs share it.
    const mode = full ? 'full' : 'incremental';
    this.verifying[mode] ??= this.chain.verify({ full }).finally(() => {
      this.verifying[mode] = null;
    });
    return ok(await this.verifying[mode]);
  }

  @Get('audit-events')
  @AdminOnly('audit.read')
  @ApiOperation({ summary: "The log in ra-data-simple-rest's dialect (sort, range, filter; Content-Range) for the console" })
  @ApiQuery({ name: 'range', required: false })
  @ApiQuery({ name: 'filter', required: false })
  @ApiQuery({ name: 'sort', required: false })
  @Header('Cache-Control', 'no-store')
  async simpleRestList(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const range = (parseJson(query?.range, 'range') as [number, number] | undefined) ?? [0, 24];
    const filter = (parseJson(query?.filter, 'filter') as Record<string, unknown> | undefined) ?? {};
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw AppError.validation([{ path: 'range', msg: 'Invalid range' }]);
    }
    const limit = Math.min(200, range[1] - range[0] + 1);
    const page = Math.floor(range[0] / limit) + 1;
    const request = readAuditPageRequest({ ...filter, q: undefined, page: String(page), limit: String(limit) });
    const result = await this.query.page(admin.scope, request);
    const start = (page - 1) * limit;
    const end = Math.max(start, start + result.events.length - 1);
    reply.header('Content-Range', `audit-events ${start}-${end}/${result.pagination.total}`);
    return result.events;
  }

  @Get('audit-events/:id')
  @AdminOnly('audit.read')
  @ApiOperation({ summary: 'One entry (ra-data-simple-rest getOne)' })
  async simpleRestOne(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return this.query.one(admin.scope, id);
  }
}
