import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The README's inspectors as a plain seeded system role (DECISIONS §10 "Screens"). Who may inspect a
 * centre is decided by permissions, never by a role name (inspector-directory.ts): a role entry
 * carrying inspections.read and inspections.manage in the centre's state. Those two are what this
 * role holds, so granting it for a state makes the person an inspector candidate there.
 */
export class InspectorRole1733620000001 implements MigrationInterface {
  name = 'InspectorRole1733620000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO system_roles (role_name, display_name, description, category, is_system, permissions)
       VALUES ('inspector', 'Inspector', 'Visits centres: schedules inspection visits and records their findings and photos', 'system', true, $1)
       ON CONFLICT (role_name) DO NOTHING`,
      [['inspections.read', 'inspections.manage']],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM system_roles WHERE role_name = 'inspector' AND is_system`);
  }
}
