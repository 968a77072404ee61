import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10 "The open register": the register as a change feed (OpenActive RPDE). `register_feed`
 * holds one row per centre that was ever on the public register, with its last published data, and
 * `modified`, a number that only grows (milliseconds, bumped past the largest so far), stamped by the
 * one writer at a time that brings the feed up to date (docs/REGISTER.md "How the feed stays true").
 * The index on (modified, centre_id) is the feed's cursor: a page is one index range scan at any size.
 *
 * `register_feed_changes` is a log the database itself writes: every write to a row the register is
 * made from (the accreditation, the centre's published fields, a decision, an appeal) adds the
 * centre's id, whatever code path made it, in the same transaction. The writer consumes the rows it
 * sees and recomputes those centres only; a row committed later stays for the next pass, so no change
 * is lost between reading the log and reading the register.
 */
export class OpenRegisterFeed1733690000000 implements MigrationInterface {
  name = 'OpenRegisterFeed1733690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE register_feed (
        centre_id uuid PRIMARY KEY,
        modified bigint NOT NULL,
        state text NOT NULL CHECK (state IN ('updated', 'deleted')),
        data jsonb NULL,
        CHECK ((state = 'updated') = (data IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX register_feed_cursor ON register_feed (modified, centre_id)`);
    await q.query(`
      CREATE TABLE register_feed_changes (
        seq bigserial PRIMARY KEY,
        centre_id uuid NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION register_feed_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'centres' THEN
          INSERT INTO register_feed_changes (centre_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        ELSE
          INSERT INTO register_feed_changes (centre_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.centre_id ELSE NEW.centre_id END);
          IF TG_OP = 'UPDATE' AND OLD.centre_id IS DISTINCT FROM NEW.centre_id THEN
            INSERT INTO register_feed_changes (centre_id) VALUES (OLD.centre_id);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['accreditations', 'centre_decisions', 'centre_appeals']) {
      await q.query(`CREATE TRIGGER ${table}_register_feed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION register_feed_note_change()`);
    }
    // A centre's own row matters only through what the register shows of it (or its status: under review withdraws it).
    await q.query(`CREATE TRIGGER centres_register_feed AFTER UPDATE OF centre_name, state, local_government, town, address, centre_capacity, status OR DELETE ON centres
      FOR EACH ROW EXECUTE FUNCTION register_feed_note_change()`);
    // The register as it stands is the feed's first pass.
    await q.query(`INSERT INTO register_feed_changes (centre_id) SELECT DISTINCT centre_id FROM accreditations WHERE status = 'approved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['accreditations', 'centre_decisions', 'centre_appeals', 'centres']) await q.query(`DROP TRIGGER IF EXISTS ${table}_register_feed ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS register_feed_note_change()`);
    await q.query(`DROP TABLE IF EXISTS register_feed_changes`);
    await q.query(`DROP TABLE IF EXISTS register_feed`);
  }
}
