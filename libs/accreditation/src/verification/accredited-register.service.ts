import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { distanceKm, MSG, NEAR_LONGITUDE_SCALE, STANDING_LABELS } from '#contracts';
import { AppError, RateLimiter } from '#platform';
import { registerLimits } from './public-limits.js';
import { underAppealSql } from '#centres';
import { onRegisterSql } from '../register/on-register-sql.js';
import { readRegisterRequest, type RegisterRequest } from './register-params.js';

export interface RegisterEntry {
  /** The centre's id, as in the open register's feed: its public page is /accredited-centres/{id}. */
  id: string;
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
  /** With ?near=: great-circle kilometres from there, one decimal; null for a centre that declared no position. */
  distanceKm?: number | null;
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

const SELECT = `SELECT c.id, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, COALESCE(a.snapshot->>'State', c.state) AS state,
  COALESCE(a.snapshot->>'LocalGovernment', c.local_government) AS local_government, a.accredited_at, a.standing,
  a.valid_until, ${underAppealSql('a.id')} AS under_appeal, c.latitude, c.longitude`;
const NEWEST_FIRST = `${SELECT} ${WHERE} ORDER BY a.accredited_at DESC NULLS LAST, a.id`;

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
    const { state, page, limit, near } = request;
    const [{ count, located }] = (await this.dataSource.query(`SELECT count(*)::int AS count, count(*) FILTER (WHERE c.latitude IS NOT NULL)::int AS located ${WHERE}`, [state])) as Array<{
      count: number;
      located: number;
    }>;
    const offset = (page - 1) * limit;
    const rows = near ? await this.nearestFirst(state, near, limit, offset, located) : await this.query(`${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [state, limit, offset]);
    return {
      centres: rows.map((r) => ({
        id: r.id,
        centreName: r.centre_name,
        state: r.state,
        localGovernment: r.local_government,
        accreditedAt: r.accredited_at ? new Date(r.accredited_at).toISOString() : null,
        standing: r.standing,
        standingLabel: r.under_appeal && r.standing !== 'accredited' ? `${STANDING_LABELS[r.standing]} (under appeal)` : STANDING_LABELS[r.standing],
        underAppeal: r.under_appeal && r.standing !== 'accredited',
        validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
        ...(near ? { distanceKm: r.latitude === null || r.longitude === null ? null : Math.round(distanceKm(near.latitude, near.longitude, r.latitude, r.longitude) * 10) / 10 } : {}),
      })),
      pagination: { page, limit, totalCount: count, totalPages: Math.ceil(count / limit) },
    };
  }

  /**
   * DECISIONS §10 `?near=`: the centres with a declared position nearest first (a walk of the
   * centres_location_near index), then those without one, newest accreditation first. A page that
   * straddles the two takes the rest of its rows from the second list.
   */
  private async nearestFirst(state: string | null, near: NonNullable<RegisterRequest['near']>, limit: number, offset: number, located: number): Promise<RegisterRow[]> {
    const rows =
      offset < located
        ? await this.query(
            `${SELECT} ${WHERE} AND c.latitude IS NOT NULL
              ORDER BY point(c.longitude * ${NEAR_LONGITUDE_SCALE}, c.latitude) <-> point($4::float8 * ${NEAR_LONGITUDE_SCALE}, $5::float8), c.id LIMIT $2 OFFSET $3`,
            [state, limit, offset, near.longitude, near.latitude],
          )
        : [];
    if (rows.length >= limit) return rows;
    const rest = await this.query(`${SELECT} ${WHERE} AND c.latitude IS NULL ORDER BY a.accredited_at DESC NULLS LAST, a.id LIMIT $2 OFFSET $3`, [state, limit - rows.length, Math.max(0, offset - located)]);
    return [...rows, ...rest];
  }

  private async query(sql: string, params: unknown[]): Promise<RegisterRow[]> {
    return (await this.dataSource.query(sql, params)) as RegisterRow[];
  }
}

interface RegisterRow {
  id: string;
  centre_name: string;
  state: string | null;
  local_government: string | null;
  accredited_at: Date | null;
  standing: 'accredited' | 'suspended' | 'revoked';
  valid_until: Date | null;
  under_appeal: boolean;
  latitude: number | null;
  longitude: number | null;
}
