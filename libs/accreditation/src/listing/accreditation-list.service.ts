import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accreditationProgress, LIVE_STANDING_LABELS, type AccreditationStats, type AccreditationStatus, type LiveStanding } from '#contracts';
import { currentTime, ShortCache, type AdminPrincipal } from '#platform';
import { buildAccreditationListQuery, buildAccreditationStatsQuery, type AccreditationListRequest } from './accreditation-list.query.js';
import { STATS_MAX_AGE_MS } from './stats-cache.js';

export type { AccreditationStats };

export interface AccreditationListPage {
  centres: Array<Record<string, unknown>>;
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

type ListRow = Record<string, unknown> & {
  accreditation_id: string | null;
  accreditation_status: AccreditationStatus | null;
  current_stage: number | null;
  total_stages_required: number | null;
  accredited_at: Date | null;
  cycle: number | null;
  standing: LiveStanding | null;
  in_force_id: string | null;
  kind: string | null;
  valid_until: Date | null;
};

/** The current accreditation with the standing of the one in force (an earlier cycle while a new one runs). */
function toListRow({ accreditation_id, accreditation_status, current_stage, total_stages_required, accredited_at, cycle, standing, in_force_id, kind, valid_until, ...centre }: ListRow): Record<string, unknown> {
  if (!accreditation_id || !accreditation_status) return { ...centre, accreditation: null };
  const accreditation = { status: accreditation_status, currentStage: current_stage ?? 0, totalStagesRequired: total_stages_required ?? 0 };
  return {
    ...centre,
    accreditation: {
      id: accreditation_id,
      ...accreditation,
      progress: accreditationProgress(accreditation),
      accreditedAt: accredited_at ? new Date(accredited_at).toISOString() : null,
      cycle: cycle ?? 1,
      standing,
      standingLabel: standing ? LIVE_STANDING_LABELS[standing] : null,
      inForceId: in_force_id,
      kind: kind ?? 'initial',
      validUntil: valid_until ? new Date(valid_until).toISOString() : null,
    },
  };
}

/** The accreditation management screen: centres that passed the autotest, in the caller's states. */
@Injectable()
export class AccreditationListService {
  /** Counts per scope, reused for up to a second (docs/REPORTS.md, "Caching"). */
  private readonly statsCache = new ShortCache<AccreditationStats>({ maxAgeMs: STATS_MAX_AGE_MS, maxEntries: 200 });

  constructor(private readonly dataSource: DataSource) {}

  async list(admin: AdminPrincipal, request: AccreditationListRequest): Promise<AccreditationListPage> {
    const { rowsSql, countSql, params } = buildAccreditationListQuery(request, admin.scope, currentTime());
    const rows = (await this.dataSource.query(rowsSql, params)) as ListRow[];
    const [{ totalCount }] = (await this.dataSource.query(countSql, params)) as [{ totalCount: number }];
    return {
      centres: rows.map(toListRow),
      pagination: { page: request.page, limit: request.limit, totalCount, totalPages: Math.ceil(totalCount / request.limit) },
    };
  }

  stats(admin: AdminPrincipal): Promise<AccreditationStats> {
    const scope = admin.scope.all ? '*' : JSON.stringify([...admin.scope.states].sort());
    return this.statsCache.get(scope, async () => {
      const { sql, params } = buildAccreditationStatsQuery(admin.scope);
      const [row] = (await this.dataSource.query(sql, params)) as [AccreditationStats];
      return row;
    });
  }
}
