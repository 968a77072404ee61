import type { Readable } from 'node:stream';
import { Controller, Get, Header, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MSG, SAMPLE_CENTRES_CSV } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { CSV_FIELD } from './csv-upload.js';
import { ImportJobsService } from './import-jobs.service.js';

/** The job id is a checked UUID by the time a file is named after it. */
const csvFile = (stream: Readable, name: string) =>
  new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${name}"` });

@ApiTags('centre-registration')
@Controller('centre-registration/bulk-upload')
export class BulkUploadController {
  constructor(private readonly imports: ImportJobsService) {}

  @Post()
  @HttpCode(202)
  @AdminOnly('centres.import')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [CSV_FIELD], properties: { [CSV_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({ summary: 'Upload a CSV of centres (CentreName, GovernmentId, AdminEmail; optional State, LocalGovernment, AdminName, AdminNumber, ownershipType). Answers 202 { jobId }; a worker imports it.' })
  async upload(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest) {
    return ok(await this.imports.accept(admin, request), MSG.importQueued);
  }

  @Post('preview')
  @HttpCode(200)
  @AdminOnly('centres.import')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [CSV_FIELD], properties: { [CSV_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Check a CSV of centres as the import would, creating and sending nothing',
    description:
      'Answers { filename, total, valid, invalid, createdStatus, rows (the first 200, each with its spreadsheet row number), issues: [{ row, column, message }] (up to 1,000), truncated }. The rows are checked by the import\'s own rules, duplicates in the file and centres that already exist included; the file is not kept.',
  })
  async preview(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest) {
    return ok(await this.imports.preview(admin, request));
  }

  // Reading an import (its sample, progress and outcome files) needs read access only, so an auditor
  // follows imports too (DECISIONS §8); starting one needs centres.import.
  // Declared before :jobId for readability; the router prefers the static segment anyway.
  @Get('sample.csv')
  @AdminOnly('centres.read')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sample-centres.csv"')
  @ApiOperation({ summary: 'The sample CSV with three example rows' })
  sample(): string {
    return SAMPLE_CENTRES_CSV;
  }

  @Get(':jobId')
  @AdminOnly('centres.read')
  @ApiOperation({
    summary: 'Progress and result of an import: { state, progress, result? } (uploader or national admins)',
    description: 'Errors read "Row N: ..." where N is the spreadsheet row (the header is row 1, the first centre row 2; blank rows are not counted). The lists stop at 1,000 entries (truncated: true); the CSV downloads hold them all.',
  })
  async status(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string) {
    return ok(await this.imports.status(admin, jobId));
  }

  @Get(':jobId/rejected.csv')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'The rejected rows with an Error column, ready to fix and upload again' })
  async rejected(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string): Promise<StreamableFile> {
    return csvFile(await this.imports.rejectedCsv(admin, jobId), `import-${jobId}-rejected.csv`);
  }

  @Get(':jobId/created.csv')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'Every centre the import created, with its reference number' })
  async created(@CurrentAdmin() admin: AdminPrincipal, @Param('jobId') jobId: string): Promise<StreamableFile> {
    return csvFile(await this.imports.createdCsv(admin, jobId), `import-${jobId}-created.csv`);
  }
}
