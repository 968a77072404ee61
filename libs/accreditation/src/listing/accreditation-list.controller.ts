import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ACCREDITATION_FILTERS, LIVE_STANDINGS } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { readAccreditationListRequest } from './accreditation-list.params.js';
import { AccreditationListService } from './accreditation-list.service.js';
import { accreditedFilename } from './accredited-csv.js';
import { AccreditedExportService } from './accredited-export.service.js';

@ApiTags('accreditation')
@Controller('accreditation')
export class AccreditationListController {
  constructor(
    private readonly lists: AccreditationListService,
    private readonly exports: AccreditedExportService,
  ) {}

  @Get('centres')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: "Centres that passed the autotest in the caller's states, with their accreditation (limit 1 to 10000, default 10)" })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'search', required: false, description: 'Part of the name, reference, admin email or Government/RC number' })
  @ApiQuery({ name: 'accreditationStatus', required: false, enum: ACCREDITATION_FILTERS })
  @ApiQuery({ name: 'standing', required: false, enum: LIVE_STANDINGS, description: 'The standing of the accreditation in force (or the current one, when revoked)' })
  @ApiQuery({ name: 'state', required: false, description: "One state (within the caller's states)" })
  @ApiQuery({ name: 'overdue', required: false, enum: ['true', 'false'], description: "true: running accreditations whose stage waits past its target; false: every other row" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    const { request, errors } = readAccreditationListRequest(query ?? {});
    if (errors.length > 0) throw AppError.validation(errors);
    return ok(await this.lists.list(admin, request));
  }

  @Get('stats')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: "Accreditation counts in the caller's states" })
  async stats(@CurrentAdmin() admin: AdminPrincipal) {
    return ok(await this.lists.stats(admin));
  }

  @Get('export/csv')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: "Accredited centres in the caller's states as CSV (SPEC §9 columns); only the header when there are none" })
  @ApiProduces('text/csv')
  async exportCsv(@CurrentAdmin() admin: AdminPrincipal): Promise<StreamableFile> {
    return new StreamableFile(await this.exports.open(admin), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${accreditedFilename()}"` });
  }
}
