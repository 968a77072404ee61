import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminPrincipal } from '#platform';
import type { CentreActionEntry } from '../history/centre-action.entity.js';
import { toPublicEntry, type PublicHistoryEntry } from '../history/action-history.js';
import { scopeSql } from '../listing/centre-list.query.js';
import { centreStandingFilterSql } from '../listing/standing-sql.js';
import { toStatistics, type CentreStatistics } from './statistics.js';

export type RecentActivity = PublicHistoryEntry & { centreId: string; centreName: string; reference: string };

const RECENT = 10;

/** Counts and recent history over the centres an admin may see. */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async statistics(admin: AdminPrincipal): Promise<CentreStatistics> {
    const params: unknown[] = [];
    const scope = scopeSql(admin.scope, params) ?? 'TRUE';
    const [rows, accreditation] = await Promise.all([
      this.dataSource.query(`SELECT status, count(*)::int AS count FROM centres WHERE ${scope} GROUP BY status`, params) as Promise<Array<{ status: string; count: number }>>,
      // Only centres with an accreditation can have an accreditation headline.
      this.dataSource.query(
        `SELECT ${centreStandingFilterSql('centres')} AS standing, count(*)::int AS count FROM centres
         WHERE ${scope} AND EXISTS (SELECT 1 FROM accreditations x WHERE x.centre_id = centres.id) GROUP BY 1`,
        params,
      ) as Promise<Array<{ standing: string | null; count: number }>>,
    ]);
    return toStatistics(rows, accreditation);
  }

  async recentActivity(admin: AdminPrincipal): Promise<RecentActivity[]> {
    const params: unknown[] = [];
    const scope = scopeSql(admin.scope, params, 'c.state') ?? 'TRUE';
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.centre_id AS "centreId", a.seq, a.action, a.from_status AS "fromStatus", a.to_status AS "toStatus",
         a.actor_type AS "actorType", a.actor_id AS "actorId", a.actor_email AS "actorEmail", a.actor_name AS "actorName",
         a.note_kind AS "noteKind", a.note, a.data, a.at, a.prev_hash AS "prevHash", a.hash,
         c.centre_name AS "centreName", c.reference_number AS "reference"
       FROM centre_actions a JOIN centres c ON c.id = a.centre_id
       WHERE ${scope}
       ORDER BY a.at DESC, a.id DESC LIMIT ${RECENT}`,
      params,
    )) as Array<CentreActionEntry & { centreName: string; reference: string }>;
    return rows.map((row) => ({ ...toPublicEntry(row), centreId: row.centreId, centreName: row.centreName, reference: row.reference }));
  }
}
