import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin, ok, SubjectRecordsReader, type AdminPrincipal, type SubjectKey } from '#platform';

/** Where a staff member appears: their account, and each record naming them as the one who acted. */
const STAFF_SUBJECT: SubjectKey = {
  subject: 'staff',
  columns: {
    users: ['id'],
    password_reset_tokens: ['user_id'],
    audit_events: ['actor_id'],
    centre_actions: ['actor_id'],
    centre_change_requests: ['decided_by'],
    accreditations: ['initialized_by', 'rejected_by'],
    accreditation_approvals: ['approver_id'],
    accreditation_configs: ['created_by'],
    inspection_visits: ['inspector_ids[]', 'scheduled_by', 'submitted_by', 'countersigned_by'],
    inspection_findings: ['recorded_by'],
    inspection_photos: ['uploaded_by'],
    bulk_action_jobs: ['created_by'],
    import_jobs: ['created_by'],
    evidence_packs: ['requested_by'],
    public_holidays: ['created_by'],
    centre_reads: ['user_id'],
  },
};

/**
 * A staff member's own copy of what the portal holds about them (DECISIONS §10, Personal data; NDPA
 * 2023 sections 34 and 38), read by the data inventory. Password and token hashes are declared
 * there and never handed out.
 */
@ApiTags('auth')
@Controller('auth')
export class StaffMyDataController {
  constructor(private readonly records: SubjectRecordsReader) {}

  @Get('my-data')
  @AdminOnly()
  @ApiOperation({ summary: "Everything held about the signed-in staff member, as JSON: the account and every record naming them (newest 1,000 a table, with each table's total)" })
  async myData(@CurrentAdmin() admin: AdminPrincipal) {
    return ok({ generatedAt: new Date().toISOString(), privacyNotice: '/privacy', ...(await this.records.read(STAFF_SUBJECT, admin.id)) });
  }
}
