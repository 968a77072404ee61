import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ACCREDITATION_STANDINGS, ACCREDITATION_STATUSES, CENTRE_STATUSES, headlineStatus, standingFilterOf, type AccreditationStanding, type AccreditationStatus, type CentreStatus } from '#contracts';
import { standingFilterCaseSql } from '../../libs/centres/src/listing/standing-sql.js';
import { TEST_PG_ADMIN_URL } from '../support/test-database.js';

type Combination = [CentreStatus, AccreditationStatus | null, AccreditationStanding | null];

// The console's "Accreditation" filter and counts run in PostgreSQL; DECISIONS §10 wants one headline,
// so the SQL must give what headlineStatus gives for every fact a centre row can carry.
describe("the list's accreditation filter in SQL", () => {
  const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('agrees with headlineStatus for every registration status, accreditation status and standing', async () => {
    const combinations: Combination[] = [];
    for (const status of CENTRE_STATUSES)
      for (const accreditation of [null, ...ACCREDITATION_STATUSES])
        for (const standing of [null, ...ACCREDITATION_STANDINGS]) combinations.push([status, accreditation, standing]);
    const values = combinations.map((_, i) => `($${i * 3 + 1}::text, $${i * 3 + 2}::text, $${i * 3 + 3}::text, ${i})`).join(', ');
    const { rows } = await client.query<{ i: number; filter: string | null }>(
      `SELECT i, ${standingFilterCaseSql('c', 'a', 's')} AS filter FROM (VALUES ${values}) v(c, a, s, i) ORDER BY i`,
      combinations.flat(),
    );
    const expected = combinations.map(([status, accreditationStatus, standing]) => standingFilterOf(headlineStatus({ status, accreditationStatus, standing })));
    expect(rows.map((r) => r.filter)).toEqual(expected);
    expect(expected).toContain('accredited');
    expect(expected).toContain('withdrawn');
  });
});
