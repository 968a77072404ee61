import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, STANDING_LABELS } from '#contracts';
import { AppError, RateLimiter } from '#platform';
import { registerLimits } from './public-limits.js';
import { underAppealSql } from '#centres';
import { onRegisterSql } from '../register/on-register-sql.js';
import { readRegisterRequest } from './register-params.js';

export interface RegisterEntry {
  centreName: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  /** accredited, or suspended (listed, marked as such: DECISIONS §9), or revoked while an appeal against it is open (DECISIONS §10). */
  standing: 'accredited' | 'suspended' | 'revoked';
  /** DECISIONS §10: an appeal against the suspension or revocation is open. */
  underAppeal: boolean;
  standingLabel: string;
  validUntil: string | null;
}

export interface RegisterPage {
  centres: RegisterEntry[];
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

// DECISIONS §9: the accreditations in force whose live standing is accredited or suspended, as granted
// (their snapshots); withdrawn (the centre reviewed again), revoked, expired and superseded ones are not
// listed (docs/TRUST.md "Good standing"); a revoked one is listed, marked under appeal, while the centre's
// appeal against the revocation is open (DECISIONS §10).
const WHERE = `FROM accreditations a JOIN centres c ON c.id = a.centre_id
  WHERE ${onRegisterSql()}
    AND ($1::text IS NULL OR COALESCE(a.snapshot->>'State', c.state) = $1)`;

/** GET /public/accredited-centres: the public list of accredited centres, without any contact details. */
@Injectable()
export class AccreditedRegisterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async page(query: Record<string, unknown>, ip: string): Promise<RegisterPage> {
    const { request, errors } = readRegisterRequest(query ?? {});
    if (errors.length) throw AppError.validation(errors);
    await this.limiter.hit(registerLimits(ip), MSG.tooManyRequests);
    const { state, page, limit } = request;
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count ${WHERE}`, [state])) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, COALESCE(a.snapshot->>'State', c.state) AS state,
              COALESCE(a.snapshot->>'LocalGovernment', c.local_government) AS local_government, a.accredited_at, a.standing,
              a.valid_until, ${underAppealSql('a.id')} AS under_appeal ${WHERE}
        ORDER BY a.accredited_at DESC NULLS LAST, a.id LIMIT $2 OFFSET $3`,
      [state, limit, (page - 1) * limit],
    )) as Array<{ centre_name: string; state: string | null; local_government: string | null; accredited_at: Date | null; standing: 'accredited' | 'suspended' | 'revoked'; valid_until: Date | null; under_appeal: boolean }>;
    return {
      centres: rows.map((r) => ({
        centreName: r.centre_name,
        state: r.state,
        localGovernment: r.local_government,
        accreditedAt: r.accredited_at ? new Date(r.accredited_at).toISOString() : null,
        standing: r.standing,
        standingLabel: r.under_appeal && r.standing !== 'accredited' ? `${STANDING_LABELS[r.standing]} (under appeal)` : STANDING_LABELS[r.standing],
        underAppeal: r.under_appeal && r.standing !== 'accredited',
        validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
      })),
      pagination: { page, limit, totalCount: count, totalPages: Math.ceil(count / limit) },
    };
  }
}
