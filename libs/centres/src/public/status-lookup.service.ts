import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG } from '#contracts';
import { AppError, LeasedRateLimiter, normaliseReference } from '#platform';
import { statusLookupLimits } from './public-limits.js';
import { toStatusView, type StatusRow } from './status-timeline.js';
import { toPublicAccreditation, withAccreditation, type AccreditationColumns } from './accreditation-timeline.js';
import { STATUS_LOOKUP_SQL, STATUS_LOOKUP_STATEMENT } from './status-lookup.query.js';

type LookupRow = StatusRow & AccreditationColumns;

/** The pg pool under TypeORM's PostgreSQL driver, when there is one. */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** GET /school-registration/status/{registrationNumber} (SPEC §2 screen 5). */
@Injectable()
export class StatusLookupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: LeasedRateLimiter,
  ) {}

  /**
   * The hottest public read goes straight to the pg pool as a named (prepared) statement: TypeORM's
   * query runner adds a connect/release round of its own per call and the statement is planned once
   * per connection instead of on every look-up. Any other driver goes through TypeORM.
   */
  private findRows(reference: string): Promise<LookupRow[]> {
    const pool = (this.dataSource.driver as unknown as { master?: Partial<PgPool> }).master;
    if (pool && typeof pool.query === 'function') {
      return (pool as PgPool).query({ name: STATUS_LOOKUP_STATEMENT, text: STATUS_LOOKUP_SQL, values: [reference] }).then((result) => result.rows as LookupRow[]);
    }
    return this.dataSource.query(STATUS_LOOKUP_SQL, [reference]) as Promise<LookupRow[]>;
  }

  async lookUp(registrationNumber: string, ip: string): Promise<Record<string, unknown>> {
    const reference = normaliseReference(String(registrationNumber ?? ''));
    if (!reference) throw AppError.validation([{ path: 'registrationNumber', msg: MSG.enterRegistrationNumber }]);
    // Longer than any reference can be: nothing to look for.
    const query: Promise<LookupRow[]> = reference.length > 40 ? Promise.resolve([]) : this.findRows(reference);
    // The limit and the query are asked at once (the limit from a per-process lease, see
    // LeasedRateLimiter); a refused look-up still answers 429 and nothing of the row.
    const [, rows] = await Promise.all([this.limiter.hit(statusLookupLimits(ip)[0]!, MSG.tooManyRequests), query.catch((error: unknown) => error as Error)]);
    if (rows instanceof Error) throw rows;
    const row = rows[0];
    if (!row) throw AppError.notFound(MSG.noRegistrationFound);
    // One statement brought the centre and its accreditation (status-lookup.query.ts).
    return withAccreditation(toStatusView(row), toPublicAccreditation(row));
  }
}
