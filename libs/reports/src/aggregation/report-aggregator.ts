import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { REPORT_TIME_ZONE } from '../period/report-period.js';
import { ReportCache } from '../queries/report-cache.js';
import { insertDailySql, insertSnapshotSql, TRANSITION_ACTIONS, upsertFactsSql } from './report-sql.js';

/**
 * Every writer of the report tables takes this lock first: a writer then reads the sources only
 * after the previous one committed, so a slow rebuild cannot overwrite a newer per-centre refresh.
 */
const REPORTS_LOCK = 742_240_001;
/** More missing centres than this (a big import, a restore) are cheaper to take in one rebuild. */
const CATCH_UP_LIMIT = 20_000;

export interface RebuildResult {
  centres: number;
  days: number;
  states: number;
  ms: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** Keeps the report tables equal to what the centres, their history and documents say. */
@Injectable()
export class ReportAggregator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReportCache,
  ) {}

  /** Recomputes the given centres' facts and every daily and state row they touch. */
  async refreshCentres(ids: string[]): Promise<void> {
    const unique = [...new Set(ids.filter((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)))];
    if (unique.length === 0) return;
    try {
      await this.refreshInTransaction(unique);
    } finally {
      // This process's cached answers may predate the commit: the next read recomputes.
      this.cache.clear();
    }
  }

  private async refreshInTransaction(unique: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REPORTS_LOCK]);
      const before = await this.touched(manager, unique);
      const facts = upsertFactsSql(true);
      await manager.query(facts.sql, facts.params(unique));
      await manager.query(`DELETE FROM report_centre_facts f WHERE f.centre_id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM centres c WHERE c.id = f.centre_id)`, [unique]);
      const after = await this.touched(manager, unique);
      const days = [...new Set([...before.days, ...after.days])];
      const states = [...new Set([...before.states, ...after.states])];
      if (states.length === 0) return;
      if (days.length > 0) {
        await manager.query('DELETE FROM report_daily WHERE day = ANY($1::date[]) AND state = ANY($2::text[])', [days, states]);
        await manager.query(insertDailySql(true), [TRANSITION_ACTIONS, days, states]);
      }
      await manager.query('DELETE FROM report_state_snapshot WHERE state = ANY($1::text[])', [states]);
      await manager.query(insertSnapshotSql(true), [states]);
    });
  }

  /** Centres that have no facts yet (imports and direct inserts record no per-centre event). */
  async catchUp(): Promise<number> {
    const rows = rowsOf<{ id: string }>(
      await this.dataSource.query(
        `SELECT c.id FROM centres c WHERE NOT EXISTS (SELECT 1 FROM report_centre_facts f WHERE f.centre_id = c.id) LIMIT ${CATCH_UP_LIMIT + 1}`,
      ),
    );
    if (rows.length > CATCH_UP_LIMIT) await this.rebuild();
    else await this.refreshCentres(rows.map((r) => r.id));
    return rows.length;
  }

  async hasMissingCentres(): Promise<boolean> {
    const rows = rowsOf<{ missing: boolean }>(
      await this.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM centres c WHERE NOT EXISTS (SELECT 1 FROM report_centre_facts f WHERE f.centre_id = c.id)) AS missing`,
      ),
    );
    return rows[0]?.missing === true;
  }

  /**
   * Rebuilds the read model in one transaction. DELETE rather than TRUNCATE: readers keep seeing
   * the previous rows until the commit instead of waiting on TRUNCATE's exclusive lock.
   */
  async rebuild(): Promise<RebuildResult> {
    try {
      return await this.rebuildInTransaction();
    } finally {
      this.cache.clear();
    }
  }

  private async rebuildInTransaction(): Promise<RebuildResult> {
    const started = Date.now();
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REPORTS_LOCK]);
      const facts = upsertFactsSql(false);
      await manager.query(facts.sql, facts.params([]));
      await manager.query('DELETE FROM report_centre_facts f WHERE NOT EXISTS (SELECT 1 FROM centres c WHERE c.id = f.centre_id)');
      await manager.query('DELETE FROM report_daily');
      await manager.query(insertDailySql(false), [TRANSITION_ACTIONS]);
      await manager.query('DELETE FROM report_state_snapshot');
      await manager.query(insertSnapshotSql(false));
      const [counts] = rowsOf<{ centres: number; days: number; states: number }>(
        await manager.query(
          `SELECT (SELECT count(*)::int FROM report_centre_facts) AS centres, (SELECT count(DISTINCT day)::int FROM report_daily) AS days,
                  (SELECT count(*)::int FROM report_state_snapshot) AS states`,
        ),
      );
      return { ...counts!, ms: Date.now() - started };
    });
  }

  /** The days and states a set of centres contributes to, as the tables stand now. */
  private async touched(manager: EntityManager, ids: string[]): Promise<{ days: string[]; states: string[] }> {
    const rows = rowsOf<{ day: string | null; state: string | null }>(
      await manager.query(
        `SELECT to_char(created_day, 'YYYY-MM-DD') AS day, state FROM report_centre_facts WHERE centre_id = ANY($1::uuid[])
         UNION SELECT to_char(first_decision_day, 'YYYY-MM-DD'), state FROM report_centre_facts WHERE centre_id = ANY($1::uuid[])
         UNION SELECT to_char((a.at AT TIME ZONE '${REPORT_TIME_ZONE}')::date, 'YYYY-MM-DD'), NULL FROM centre_actions a WHERE a.centre_id = ANY($1::uuid[])`,
        [ids],
      ),
    );
    const days = new Set<string>();
    const states = new Set<string>();
    for (const r of rows) {
      if (r.day) days.add(r.day);
      if (r.state !== null) states.add(r.state);
    }
    return { days: [...days], states: [...states] };
  }
}
