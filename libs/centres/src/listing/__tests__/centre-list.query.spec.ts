import { describe, expect, it } from '@jest/globals';
import { buildCentreExportQuery, buildCentreListQuery, likeContains, type CentreListFilters } from '../centre-list.query.js';

const none: CentreListFilters = { search: null, status: null, state: null, autotestResult: null, sortBy: 'createdAt', sortOrder: 'desc' };
const NOW = new Date('2026-03-06T09:00:00.000Z');
const squash = (sql: string) => sql.replace(/\s+/g, ' ');

describe('centre list SQL', () => {
  it('reads everything newest first, with the id as tie-breaker, for a national admin', () => {
    const q = buildCentreListQuery({ ...none, page: 3, limit: 25 }, { all: true }, NOW);
    expect(q.params).toEqual([]);
    expect(squash(q.rowsSql)).toMatch(/FROM centres ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 50$/);
    expect(squash(q.countSql)).toBe('SELECT count(*)::int AS "totalCount" FROM centres ');
  });

  it('puts every filter and the scope in parameters shared by rows and count', () => {
    const q = buildCentreListQuery(
      { search: "50%_o'k", status: 'query', state: 'Lagos', autotestResult: 'approved', sortBy: 'CentreName', sortOrder: 'asc', page: 1, limit: 10 },
      { all: false, states: ['Lagos', 'FCT'] },
      NOW,
    );
    expect(q.params).toEqual([['Lagos', 'FCT'], 'query', 'Lagos', 'approved', "%50\\%\\_o'k%"]);
    const where = "WHERE state = ANY($1::text[]) AND status = $2 AND state = $3 AND autotest_decision = $4 AND lower(centre_name || ' ' || reference_number || ' ' || admin_email || ' ' || government_id) LIKE lower($5)";
    expect(squash(q.rowsSql)).toContain(`${where} ORDER BY centre_name ASC, id ASC LIMIT 10 OFFSET 0`);
    expect(squash(q.countSql)).toContain(where);
    expect(q.rowsSql).not.toContain("o'k");
  });

  it('counts "pending" autotest results as no decision yet', () => {
    const q = buildCentreListQuery({ ...none, autotestResult: 'pending', page: 1, limit: 10 }, { all: true }, NOW);
    expect(q.countSql).toContain("(autotest_decision IS NULL OR autotest_decision = 'pending')");
    expect(q.params).toEqual([]);
  });

  it('coalesces nullable sort columns', () => {
    expect(buildCentreListQuery({ ...none, sortBy: 'State', page: 1, limit: 10 }, { all: true }, NOW).rowsSql).toContain("ORDER BY COALESCE(state, '') DESC, id DESC");
  });

  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(likeContains('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});

describe('centre export SQL', () => {
  it('starts at the beginning and continues after the last row of a batch', () => {
    const first = buildCentreExportQuery({ ...none, status: 'pending' }, { all: true }, null, 2000, NOW);
    expect(first.params).toEqual(['pending']);
    expect(squash(first.sql)).toMatch(/\(created_at\)::text AS sort_key FROM centres WHERE status = \$1 ORDER BY created_at DESC, id DESC LIMIT 2000$/);
    const next = buildCentreExportQuery({ ...none, status: 'pending' }, { all: true }, { key: '2026-01-01 00:00:00.123456+00', id: 'abc' }, 2000, NOW);
    expect(next.params).toEqual(['pending', '2026-01-01 00:00:00.123456+00', 'abc']);
    expect(squash(next.sql)).toContain('WHERE status = $1 AND (created_at, id) < ($2::timestamptz, $3::uuid) ORDER BY');
  });

  it('walks upwards for an ascending text sort', () => {
    const q = buildCentreExportQuery({ ...none, sortBy: 'LocalGovernment', sortOrder: 'asc' }, { all: true }, { key: 'Ikeja', id: 'x' }, 10, NOW);
    expect(squash(q.sql)).toContain("WHERE (COALESCE(local_government, ''), id) > ($1::text, $2::uuid) ORDER BY COALESCE(local_government, '') ASC, id ASC LIMIT 10");
  });

  it('filters on overdue against the server clock given, and answers each row deadline', () => {
    const q = buildCentreListQuery({ ...none, overdue: true, page: 1, limit: 10 }, { all: true }, NOW);
    expect(squash(q.countSql)).toContain("WHERE EXISTS (SELECT 1 FROM (SELECT CASE centres.status");
    expect(q.countSql).toContain("weekdays_through(((w.since) AT TIME ZONE 'Africa/Lagos')::date)");
    expect(q.countSql).toContain('w.age > w.target');
    expect(q.rowsSql).toContain('AS deadline FROM centres');
    expect(squash(buildCentreListQuery({ ...none, overdue: false, page: 1, limit: 10 }, { all: true }, NOW).countSql)).toContain('WHERE NOT EXISTS');
    expect(q.params).toEqual([]);
  });
});
