import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CentreOnly, CurrentCentre, ok, SubjectRecordsReader, type CentrePrincipal, type SubjectKey } from '#platform';
import { ReadLog } from '#audit';
import { DetailedRegistrationService } from '../registration/detailed-registration.service.js';
import { ReadLogQuery } from './read-log.query.js';

/** Where a centre's contact people appear: each table and the column naming the centre. */
const CENTRE_SUBJECT: SubjectKey = {
  subject: 'centre_contact',
  columns: {
    centres: ['id'],
    centre_documents: ['centre_id'],
    due_process_documents: ['centre_id'],
    centre_change_requests: ['centre_id'],
    centre_actions: ['centre_id'],
    centre_notifications: ['centre_id'],
    centre_otps: ['centre_id'],
    import_job_rows: ['centre_id'],
    audit_events: ['centre_id'],
  },
};

/**
 * The centre's own copy of everything the portal holds about it (DECISIONS §10, Personal data;
 * NDPA 2023 sections 34 and 38): its record as it sees it, its documents with signed links, and
 * every personal value the data inventory declares, table by table, as JSON; and which council
 * offices read its personal data, when (the recipients NDPA section 34(1)(b) names; offices, not people).
 */
@ApiTags('centre registration')
@Controller('centre-registration')
export class CentreMyDataController {
  constructor(
    private readonly registrations: DetailedRegistrationService,
    private readonly records: SubjectRecordsReader,
    private readonly readLog: ReadLogQuery,
    private readonly reads: ReadLog,
  ) {}

  @Get(':ref/my-data')
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: 'Everything held about the signed-in centre and its contact people, as JSON (documents listed with signed links)' })
  async myData(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string) {
    await this.reads.flush();
    const [centre, records, reads] = await Promise.all([this.registrations.view(session), this.records.read(CENTRE_SUBJECT, session.centreId), this.readLog.byOffice(session.centreId, 1000)]);
    return ok({ generatedAt: new Date().toISOString(), privacyNotice: '/privacy', centre, ...records, readsByOffice: reads });
  }
}
