// Turns seeded centres into an accreditation picture: every autotest-approved centre passes the
// autotest, `accredited` of them are fully accredited through a 3-stage configuration (with three
// approvals each), and the rest spread over pending, in progress, rejected and none.
// The configuration carries the portal's default inspection checklist (required since
// migrations/1733260000000-InspectionVisits.ts), taken from the build as the portal's own seed does.
import pg from 'pg';
import { DEFAULT_INSPECTION_CHECKLIST } from '../../dist/libs/contracts/src/index.js';

export async function seedAccreditations(databaseUrl, accredited) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN');
    await client.query(`UPDATE centres SET autotest_decision = 'approved', autotest_score = 50 + (centre_capacity % 50),
      autotest_expected_capacity = centre_capacity, autotest_realized_capacity = centre_capacity - centre_capacity % 7,
      autotest_completed_date = created_at + interval '12 days' WHERE status = 'autotest_approved'`);
    const stages = [1, 2, 3].map((n) => ({ stageNumber: n, stageName: `Stage ${n}`, description: `Approval stage ${n}`, requiredRoles: ['admin', 'superadmin'], autoApprove: false, isActive: true }));
    // The next version: the portal, started first, has installed its default as version 1.
    const { rows: [config] } = await client.query(
      `INSERT INTO accreditation_configs (version, config_name, description, total_stages_required, approval_stages, inspection_checklist)
       SELECT COALESCE(max(version), 0) + 1, 'Standard accreditation', 'Three-stage review', 3, $1, $2 FROM accreditation_configs RETURNING id`,
      [JSON.stringify(stages), JSON.stringify(DEFAULT_INSPECTION_CHECKLIST)],
    );
    // Ranked passed centres: the first `accredited` are approved, then pending / in progress / rejected / none.
    await client.query(
      `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required, accredited_at, rejection_reason, created_at, updated_at, standing)
       SELECT id, $1,
         CASE WHEN rn <= $2 THEN 'approved' WHEN rn % 4 = 0 THEN 'pending' WHEN rn % 4 = 1 THEN 'in_progress' ELSE 'rejected' END,
         CASE WHEN rn <= $2 THEN 3 WHEN rn % 4 = 1 THEN 1 ELSE 0 END, 3,
         CASE WHEN rn <= $2 THEN autotest_approval_date + interval '20 days' END,
         CASE WHEN rn > $2 AND rn % 4 IN (2, 3) THEN 'Facilities below standard' END,
         autotest_approval_date + interval '14 days', autotest_approval_date + interval '20 days',
         CASE WHEN rn <= $2 THEN 'accredited' END
       FROM (SELECT id, autotest_approval_date, row_number() OVER (ORDER BY created_at, id) AS rn FROM centres WHERE autotest_decision = 'approved') ranked
       WHERE rn <= $2 OR rn % 4 <> 3`,
      [config.id, accredited],
    );
    await client.query(
      `INSERT INTO accreditation_approvals (accreditation_id, stage_number, stage_name, approver_id, approver_name, approver_email, comments, approval_date)
       SELECT a.id, s, 'Stage ' || s, gen_random_uuid(), 'Reviewer ' || s, 'reviewer' || s || '@council.test', 'In order', a.created_at + (s || ' days')::interval
       FROM accreditations a CROSS JOIN generate_series(1, 3) s WHERE s <= a.current_stage`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { ms: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}
