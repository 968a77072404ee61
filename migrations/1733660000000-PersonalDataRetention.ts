import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS §10, Personal data: retention, legal holds and erasure that keep the audit chain intact
 * (docs/TRUST.md "Personal data in the audit log").
 *
 * - audit_personal_values: the vault. Entries written from now on hold `pv:<uuid>` references in
 *   their hashed bodies; the values live here under their person, and erasure deletes them.
 * - audit_vault_start: the first entry written with the vault. Entries before it keep their stored
 *   form (their HMACs cover the values themselves, and rewriting them would rewrite history); the
 *   portal records the start as an audit entry once, and an erasure redacts such an entry in place
 *   only after checking its HMAC, attesting the redacted form's own HMAC in its chained entry.
 * - The append-only trigger lets exactly that redaction through: personal columns only, inside a
 *   transaction that set cbt.audit_redaction, never the id, time, action, links or hash.
 * - legal_holds: a centre under hold is never erased. erasures: what was erased, when (no values).
 */
export class PersonalDataRetention1733660000000 implements MigrationInterface {
  name = 'PersonalDataRetention1733660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_personal_values (
        ref text PRIMARY KEY,
        subject text NOT NULL,
        value jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX audit_personal_values_subject ON audit_personal_values (subject)`);
    // Readers (the log, its export) see the values; an erased person's as "[erased]".
    await q.query(`
      CREATE FUNCTION audit_resolve_text(t text) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN t LIKE 'pv:%' THEN coalesce((SELECT value #>> '{}' FROM audit_personal_values WHERE ref = t), '[erased]') ELSE t END
      $$`);
    await q.query(`
      CREATE FUNCTION audit_resolve(j jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
      DECLARE r jsonb;
      BEGIN
        IF j IS NULL OR position('"pv:' in j::text) = 0 THEN RETURN j; END IF;
        CASE jsonb_typeof(j)
          WHEN 'string' THEN
            IF (j #>> '{}') NOT LIKE 'pv:%' THEN RETURN j; END IF;
            RETURN coalesce((SELECT value FROM audit_personal_values WHERE ref = j #>> '{}'), '"[erased]"'::jsonb);
          WHEN 'object' THEN
            SELECT coalesce(jsonb_object_agg(key, audit_resolve(value)), '{}'::jsonb) INTO r FROM jsonb_each(j);
          ELSE
            SELECT coalesce(jsonb_agg(audit_resolve(value) ORDER BY o), '[]'::jsonb) INTO r FROM jsonb_array_elements(j) WITH ORDINALITY AS x(value, o);
        END CASE;
        RETURN r;
      END $$`);
    await q.query(`
      CREATE TABLE audit_vault_start (
        id smallint PRIMARY KEY CHECK (id = 1),
        first_entry bigint NOT NULL,
        recorded boolean NOT NULL DEFAULT false
      )`);
    await q.query(`INSERT INTO audit_vault_start (id, first_entry) SELECT 1, seq + 1 FROM audit_head WHERE id = 1`);
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('cbt.audit_redaction', true) = 'on'
           AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.action = OLD.action AND NEW.hash = OLD.hash
           AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash AND NEW.actor_type = OLD.actor_type
           AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.centre_id IS NOT DISTINCT FROM OLD.centre_id
           AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
           AND NEW.history_id IS NOT DISTINCT FROM OLD.history_id
           AND OLD.id < (SELECT first_entry FROM audit_vault_start WHERE id = 1) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only';
      END $$`);
    await q.query(`
      CREATE TABLE legal_holds (
        centre_id uuid PRIMARY KEY REFERENCES centres(id),
        reason text NOT NULL,
        set_by uuid,
        set_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE erasures (
        subject text PRIMARY KEY,
        retention_class text NOT NULL,
        reason text NOT NULL,
        erased_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE erasures');
    await q.query('DROP TABLE legal_holds');
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only';
      END $$`);
    await q.query('DROP TABLE audit_vault_start');
    await q.query('DROP FUNCTION audit_resolve');
    await q.query('DROP FUNCTION audit_resolve_text');
    await q.query('DROP TABLE audit_personal_values');
  }
}
