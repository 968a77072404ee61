import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AUTOTEST_RESULT_FILTERS, CENTRE_SORT_FIELDS, CENTRE_STATUSES } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, ok, type AdminPrincipal, type FieldError } from '#platform';
import { CentreExportService } from './centre-export.service.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { CENTRE_LIST_INCLUDES, readCentreFilters, readCentreListInclude, readCentreListRequest } from './centre-list.params.js';
import { CentreListService } from './centre-list.service.js';
import { exportFilename } from './export-columns.js';

const FILTERS = [
  ApiQuery({ name: 'search', required: false, description: 'Part of the name, reference, admin email or Government/RC number' }),
  ApiQuery({ name: 'status', required: false, enum: CENTRE_STATUSES }),
  ApiQuery({ name: 'state', required: false }),
  ApiQuery({ name: 'autotestResult', required: false, enum: AUTOTEST_RESULT_FILTERS }),
  ApiQuery({ name: 'sortBy', required: false, enum: CENTRE_SORT_FIELDS }),
  ApiQuery({ name: 'sortOrder', required: false, enum: ['asc', 'desc'] }),
];

function valid<T>(read: { errors: FieldError[] } & T): T {
  if (read.errors.length > 0) throw AppError.validation(read.errors);
  return read;
}

function withFilters(): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorate of FILTERS) decorate(target, key, descriptor);
  };
}

/** The query string is read by hand (not a DTO) to keep the benchmarked list call lean. */
@ApiTags('admin centres')
@Controller('admin/schools')
export class CentreListController {
  constructor(
    private readonly centres: CentreListService,
    private readonly exports: CentreExportService,
    private readonly dashboard: DashboardService,
  ) {}

  @Get()
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "Centres in the caller's states, filtered, sorted and paged (limit 10 to 1000)" })
  @withFilters()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'include', required: false, enum: CENTRE_LIST_INCLUDES, description: "statistics: also the caller's counts, as GET /admin/statistics answers them" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    const raw = query ?? {};
    const read = readCentreListRequest(raw);
    const { include, errors } = readCentreListInclude(raw);
    const { request } = valid({ ...read, errors: [...read.errors, ...errors] });
    if (include !== 'statistics') return ok(await this.centres.list(admin, request));
    // One request opens the console's list: the page and the cards' counts, side by side.
    const [page, statistics] = await Promise.all([this.centres.list(admin, request), this.dashboard.statistics(admin)]);
    return ok({ ...page, statistics });
  }

  @Get('export/csv')
  @AdminOnly('centres.export')
  @ApiOperation({ summary: 'The filtered list as a CSV file, every matching centre, spreadsheet formulas neutralised' })
  @ApiProduces('text/csv')
  @withFilters()
  async exportCsv(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const stream = await this.exports.open(admin, valid(readCentreFilters(query ?? {})).filters);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${exportFilename()}"` });
  }
}
