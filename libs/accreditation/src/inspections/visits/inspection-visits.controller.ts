import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { INSPECTION_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import type { PhotoRequest } from '../photos/photo-upload.js';
import { CentreInspectionsService } from './centre-inspections.service.js';
import { CancelVisitDto, CountersignVisitDto, RecordFindingDto, ScheduleVisitDto, SubmitVisitDto } from './visit-bodies.dto.js';
import { InspectionFindingsService } from './inspection-findings.service.js';
import { InspectionVisitsService } from './inspection-visits.service.js';

const PHOTO_FORM = {
  schema: {
    type: 'object',
    required: ['id', 'file'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'Made on the device: a retried upload with the same id stores nothing twice' },
      criterionKey: { type: 'string', description: 'The criterion the photo shows (a photo criterion is met by one)' },
      takenAt: { type: 'string', format: 'date-time' },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      accuracy: { type: 'number', description: 'metres' },
      file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB (resized on the device)' },
    },
  },
};

/** Inspection visits: schedule, record findings and photos (idempotent sends from a phone), submit, countersign, cancel. */
/** Photos are JPEG, PNG or WebP by content (checked at upload). */
const PHOTO_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

@ApiTags('inspections')
@Controller('inspections')
export class InspectionVisitsController {
  constructor(
    private readonly visits: InspectionVisitsService,
    private readonly findings: InspectionFindingsService,
    private readonly centres: CentreInspectionsService,
  ) {}

  @Get('visits')
  @AdminOnly('inspections.read')
  @ApiOperation({ summary: "Visits of centres in the caller's states, newest visit date first (page, limit, status, centreId, search)" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    const { visits, total } = await this.visits.list(admin, query);
    return ok({ visits, pagination: { totalCount: total } });
  }

  @Post('visits')
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'Schedule a visit of a centre in scope: date, inspectors (users who may manage inspections there); the centre is emailed' })
  async schedule(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: ScheduleVisitDto) {
    return ok(await this.visits.schedule(admin, dto), INSPECTION_MSG.visitScheduled);
  }

  @Get('visits/:visitId')
  @AdminOnly('inspections.read')
  @ApiOperation({ summary: "One visit: its checklist version, the centre's declared figures, findings, photos, readiness and the caller's actions" })
  async view(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string) {
    return ok(await this.visits.view(admin, visitId));
  }

  @Put('visits/:visitId/findings/:criterionKey')
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'Record one criterion (an inspector of the visit). opId makes a retry a no-op; baseVersion is the finding version last read: 409 with the current finding when it moved on' })
  async record(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Param('criterionKey') criterionKey: string, @Body() dto: RecordFindingDto) {
    return ok(await this.findings.record(admin, visitId, criterionKey, dto), INSPECTION_MSG.findingSaved);
  }

  @Post('visits/:visitId/photos')
  @AdminOnly('inspections.manage')
  @ApiConsumes('multipart/form-data')
  @ApiBody(PHOTO_FORM)
  @ApiOperation({ summary: 'Add a photo (an inspector of the visit): 201 stored, 200 when this id was stored before; 413 over 5 MB, 415 not JPEG/PNG/WebP by content' })
  async addPhoto(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Req() request: PhotoRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.findings.addPhoto(admin, visitId, request);
    void reply.status(result.replayed ? 200 : 201);
    return ok(result, INSPECTION_MSG.photoSaved);
  }

  @Get('visits/:visitId/photos/:photoId')
  @AdminOnly('inspections.read')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOperation({ summary: 'The photo itself' })
  async photo(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Param('photoId') photoId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const stored = await this.findings.openPhoto(admin, visitId, photoId);
    // The headers documents are served with (document-download.service.ts): an inspection photo is
    // personal data of a centre, kept out of shared caches, sandboxed and never sniffed (red-team pass 3).
    void reply.headers({
      'content-type': stored.contentType,
      'content-disposition': `inline; filename="photo-${photoId}.${PHOTO_EXTENSIONS[stored.contentType] ?? 'bin'}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    return new StreamableFile(stored.body);
  }

  @Post('visits/:visitId/submit')
  @HttpCode(200)
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'Submit the findings (an inspector of the visit; every mandatory criterion recorded): the readiness is kept as submitted' })
  async submit(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Body() dto: SubmitVisitDto) {
    return ok(await this.visits.submit(admin, visitId, dto.version), INSPECTION_MSG.visitSubmitted);
  }

  @Post('visits/:visitId/countersign')
  @HttpCode(200)
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'Countersign a submitted visit (another inspector of the visit)' })
  async countersign(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Body() dto: CountersignVisitDto) {
    return ok(await this.visits.countersign(admin, visitId, dto.notes), INSPECTION_MSG.visitCountersigned);
  }

  @Post('visits/:visitId/cancel')
  @HttpCode(200)
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'Cancel a scheduled visit with a reason' })
  async cancel(@CurrentAdmin() admin: AdminPrincipal, @Param('visitId') visitId: string, @Body() dto: CancelVisitDto) {
    return ok(await this.visits.cancel(admin, visitId, dto.reason), INSPECTION_MSG.visitCancelled);
  }

  @Get('centres/:centreId')
  @AdminOnly('inspections.read')
  @ApiOperation({ summary: "The centre's readiness (newest submitted visit), its visits, and whether the active accreditation stage waits for a visit" })
  async centre(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.centres.summary(admin, centreId));
  }

  @Get('centres/:centreId/inspectors')
  @AdminOnly('inspections.manage')
  @ApiOperation({ summary: 'For schedulers: users who may inspect the centre (a role entry managing inspections in its state); emails only to readers of users' })
  async inspectors(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.visits.candidates(admin, centreId));
  }
}
