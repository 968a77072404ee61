// Seeds realistic centres straight into the database: every state and LGA, every status, a year of
// creation dates, registration details, documents counts and autotest results where the status
// implies them. One INSERT ... SELECT over generate_series, so 100,000 rows take seconds.
import pg from 'pg';
import { NIGERIA_STATES } from '../../dist/libs/contracts/src/geography/nigeria-states.js';

const PAIRS = NIGERIA_STATES.flatMap((s) => s.lgas.map((lga) => [s.name, lga]));

export async function seedCentres(databaseUrl, count, { firstIndex = 0 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source,
         admin_name, admin_email, admin_number, state, local_government, town, address, centre_capacity, expected_candidates,
         number_of_backup_systems, backup_capacity, power_source, cctv, is_registration_complete, document_count,
         registration_approval_date, autotest_approval_date, autotest_decision, autotest_score, autotest_expected_capacity,
         autotest_realized_capacity, created_at, updated_at)
       SELECT
         'JAMB-2026-' || lpad(((i * 7919 + 12345) % 100000000)::text, 8, '0'),
         (ARRAY['Bright Future', 'Unity', 'Crescent', 'Royal', 'Excel', 'Citadel', 'Prime', 'Heritage', 'Landmark', 'Zenith'])[1 + i % 10]
           || ' ' || lga || ' CBT Centre ' || i,
         (CASE WHEN i % 3 = 0 THEN 'GOV' ELSE 'RC' END) || (100000 + i),
         'JAMB',
         CASE WHEN i % 3 = 0 THEN 'State/Government Institution' ELSE 'Private Institution' END,
         st, 'public',
         'Admin ' || i, 'centre' || i || '@school' || (i % 500) || '.ng', '+23480' || lpad((i % 100000000)::text, 8, '0'),
         state, lga, lga || ' town', i || ' Market Road, ' || lga,
         cap, cap * 50, 1, (cap + 1) / 2, (ARRAY['National Grid', 'Generator', 'Solar', 'Mixed'])[1 + i % 4], CASE WHEN i % 2 = 0 THEN 'Yes' ELSE 'No' END,
         st IN ('registration_approved', 'autotest_approved') AND i % 4 <> 0,
         CASE WHEN st IN ('registration_approved', 'autotest_approved') THEN i % 5 ELSE 0 END,
         CASE WHEN st IN ('registration_approved', 'autotest_approved') THEN created + interval '3 days' END,
         CASE WHEN st = 'autotest_approved' THEN created + interval '10 days' END,
         CASE WHEN st = 'autotest_approved' AND i % 3 <> 2 THEN (ARRAY['approved', 'rejected'])[1 + i % 2] END,
         CASE WHEN st = 'autotest_approved' AND i % 3 <> 2 THEN 40 + i % 60 END,
         CASE WHEN st = 'autotest_approved' AND i % 3 <> 2 THEN cap END,
         CASE WHEN st = 'autotest_approved' AND i % 3 <> 2 THEN cap - i % 20 END,
         created, created
       FROM (
         SELECT i,
           $2::text[] AS states, $3::text[] AS lgas,
           (ARRAY['pending', 'pending', 'pending', 'registration_approved', 'registration_approved', 'autotest_approved',
                  'autotest_approved', 'rejected', 'query', 'query'])[1 + (i * 7) % 10] AS st,
           20 + i % 280 AS cap,
           now() - ((i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval AS created
         FROM generate_series($1::int, $1::int + $4::int - 1) AS i
       ) g,
       LATERAL (SELECT g.states[1 + (g.i * 31) % array_length(g.states, 1)] AS state, g.lgas[1 + (g.i * 31) % array_length(g.lgas, 1)] AS lga) pick`,
      [firstIndex, PAIRS.map((p) => p[0]), PAIRS.map((p) => p[1]), count],
    );
    await client.query('ANALYZE centres');
    return { count, ms: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

/** A reference the seed created, for look-up benchmarks. */
export function seededReference(i) {
  return `JAMB-2026-${String((i * 7919 + 12345) % 100000000).padStart(8, '0')}`;
}
