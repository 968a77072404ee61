import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG } from '#contracts';
import { AppError, normaliseReference, RateLimiter } from '#platform';
import { statusLookupLimits } from './public-limits.js';
import { toStatusView, type StatusRow } from './status-timeline.js';
import { readAccreditationStatus, withAccreditation } from './accreditation-timeline.js';

// One indexed query (the unique index on reference_number) for the only public read that is benchmarked.
const STATUS_SQL = `SELECT reference_number, centre_name, admin_email, created_at, status, admin_feedback, rejection_reason, query_details,
  registration_approval_date, autotest_approval_date, is_registration_complete
  FROM centres WHERE reference_number = $1`;

/** GET /school-registration/status/{registrationNumber} (SPEC §2 screen 5). */
@Injectable()
export class StatusLookupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async lookUp(registrationNumber: string, ip: string): Promise<Record<string, unknown>> {
    const reference = normaliseReference(String(registrationNumber ?? ''));
    if (!reference) throw AppError.validation([{ path: 'registrationNumber', msg: MSG.enterRegistrationNumber }]);
    await this.limiter.hit(statusLookupLimits(ip), MSG.tooManyRequests);
    // Longer than any reference can be: nothing to look for.
    if (reference.length > 40) throw AppError.notFound(MSG.noRegistrationFound);
    const [row] = (await this.dataSource.query(STATUS_SQL, [reference])) as StatusRow[];
    if (!row) throw AppError.notFound(MSG.noRegistrationFound);
    return withAccreditation(toStatusView(row), await readAccreditationStatus(this.dataSource, reference));
  }
}
