import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 "The register can be ordered by distance": a centre's position as it declared it in
 * its detailed registration (docs/REGISTER.md "Where coordinates come from"). Both or neither, inside
 * Nigeria's bounding box (the API says so first; the checks keep any other writer honest).
 *
 * `centres_location_near` is a GiST index on the position on a flat map of Nigeria (longitude shrunk by
 * cos 9°N, NEAR_LONGITUDE_SCALE in #contracts), which PostgreSQL walks nearest first for
 * `ORDER BY point(...) <-> point(...)` with no extension: the first page of 100,000 centres reads a
 * few dozen index entries. The feed's trigger on centres now also notes a change of position, which
 * the register publishes.
 */
export class CentreCoordinates1733700600000 implements MigrationInterface {
  name = 'CentreCoordinates1733700600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE centres
      ADD COLUMN latitude double precision NULL,
      ADD COLUMN longitude double precision NULL,
      ADD CONSTRAINT centres_location_pair CHECK ((latitude IS NULL) = (longitude IS NULL)),
      ADD CONSTRAINT centres_location_in_nigeria CHECK (latitude IS NULL OR (latitude BETWEEN 4.0 AND 14.0 AND longitude BETWEEN 2.5 AND 14.7))`);
    await q.query(`CREATE INDEX centres_location_near ON centres USING gist (point(longitude * 0.98769, latitude)) WHERE latitude IS NOT NULL`);
    await q.query(`DROP TRIGGER IF EXISTS centres_register_feed ON centres`);
    await q.query(`CREATE TRIGGER centres_register_feed AFTER UPDATE OF centre_name, state, local_government, town, address, centre_capacity, status, latitude, longitude OR DELETE ON centres
      FOR EACH ROW EXECUTE FUNCTION register_feed_note_change()`);
    // The register's data now carries the position (null until declared): every listed centre is republished once.
    await q.query(`INSERT INTO register_feed_changes (centre_id) SELECT DISTINCT centre_id FROM accreditations WHERE status = 'approved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS centres_register_feed ON centres`);
    await q.query(`CREATE TRIGGER centres_register_feed AFTER UPDATE OF centre_name, state, local_government, town, address, centre_capacity, status OR DELETE ON centres
      FOR EACH ROW EXECUTE FUNCTION register_feed_note_change()`);
    await q.query(`DROP INDEX IF EXISTS centres_location_near`);
    await q.query(`ALTER TABLE centres DROP CONSTRAINT IF EXISTS centres_location_in_nigeria, DROP CONSTRAINT IF EXISTS centres_location_pair, DROP COLUMN IF EXISTS latitude, DROP COLUMN IF EXISTS longitude`);
  }
}
