import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { distanceKm, MSG, STANDING_LABELS } from '#contracts';
import { AppError, RateLimiter } from '#platform';
import { registerLimits } from './public-limits.js';
import { LOCATED_NEAREST_FIRST, NEWEST_FIRST, REGISTER_COUNTS, UNLOCATED_NEWEST_FIRST } from './register-order-sql.js';
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
    const [{ count, located }] = (await this.dataSource.query(REGISTER_COUNTS, [state])) as Array<{
      count: number;
      located: number;
    }>;
    const offset = (page - 1) * limit;
    const rows = near ? await this.nearestFirst(state, near, limit, offset, located) : await this.query(NEWEST_FIRST, [state, limit, offset]);
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
        ? await this.query(LOCATED_NEAREST_FIRST, [state, limit, offset, near.longitude, near.latitude])
        : [];
    if (rows.length >= limit) return rows;
    const rest = await this.query(UNLOCATED_NEWEST_FIRST, [state, limit - rows.length, Math.max(0, offset - located)]);
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
