import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { RETENTION_MSG, RETENTION_RULES, type RetentionRule } from '#contracts';
import { AUDIT_KEY, AuditLog, redactLegacyEntries, type AuditActor } from '#audit';
import { AppError, currentTime, returnedRows } from '#platform';
import { ERASURE_JOURNAL, type ErasureJournal, type JournalEntry } from './erasure-journal.js';

export interface ErasureRequest {
  rule: RetentionRule | 'request';
  reason: string;
  actor?: AuditActor;
  /** Re-applied from the journal after a restore: it happened, so a hold the backup still holds does not stop it. */
  replay?: true;
}

export type ErasureOutcome = 'erased' | 'already_erased';

/** The rule an erasure was made under, from its row (the retention job's reason names the setting). */
function ruleOf(retentionClass: string, reason: string): JournalEntry['rule'] {
  const rules = Object.entries(RETENTION_RULES) as Array<[RetentionRule, (typeof RETENTION_RULES)[RetentionRule]]>;
  return rules.find(([, r]) => r.retentionClass === retentionClass && reason.includes(r.setting))?.[0] ?? 'request';
}

/** LIKE patterns that find a value inside text or JSON text. */
const containing = (values: string[]) => values.map((v) => `%${v.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * Erasure (DECISIONS §10): replaces a subject's personal values, as the data inventory declares them,
 * and its documents' contents; keeps the non-personal facts the reports count (the centre's row, its
 * status, state, dates and figures); deletes the subject's values from the audit vault and redacts
 * the entries written before it; records the erasure (table, journal, audit entry). One
 * transaction per subject, so a job stopped half-way resumes with the subjects not yet recorded.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger('retention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(AUDIT_KEY) private readonly key: Buffer,
    @Inject(ERASURE_JOURNAL) private readonly journal: ErasureJournal,
  ) {}

  /** Everything personal about a centre's contact people, its documents included. */
  async eraseCentre(centreId: string, request: ErasureRequest): Promise<ErasureOutcome> {
    return this.once(`centre:${centreId}`, request, async (manager) => {
      const [centre] = (await manager.query(
        `SELECT id, state, admin_name, admin_email, admin_number, admin_phone, coordinator_name, coordinator_phone FROM centres WHERE id = $1 FOR UPDATE`,
        [centreId],
      )) as Array<Record<string, string | null>>;
      if (!centre) throw AppError.notFound(RETENTION_MSG.centreNotFound);
      if (!request.replay) await this.refuseHeld(manager, centreId);
      const values = [centre.admin_name, centre.admin_email, centre.admin_number, centre.admin_phone, centre.coordinator_name, centre.coordinator_phone].filter(
        (v): v is string => typeof v === 'string' && v.trim().length >= 3,
      );
      await manager.query(
        `UPDATE centres SET admin_name = NULL, admin_email = 'erased-' || id || '@erased.invalid', admin_number = NULL, admin_phone = NULL,
                coordinator_name = NULL, coordinator_phone = NULL WHERE id = $1`,
        [centreId],
      );
      const documents = await this.eraseDocumentContents(manager, centreId);
      await manager.query(`UPDATE centre_change_requests SET changes = '{}'::jsonb, previous = '{}'::jsonb WHERE centre_id = $1`, [centreId]);
      await manager.query(`UPDATE centre_notifications SET recipients = '{}', data = '{}'::jsonb, last_error = NULL WHERE centre_id = $1`, [centreId]);
      await manager.query(`DELETE FROM centre_otps WHERE centre_id = $1`, [centreId]);
      await manager.query(`UPDATE import_job_rows SET raw = NULL, message = NULL WHERE centre_id = $1`, [centreId]);
      const mails = await this.eraseEvents(manager, [...values, centreId]);
      const vault = await this.eraseVault(manager, `centre:${centreId}`, values);
      const redacted = await redactLegacyEntries(manager, this.key, { centreId }, values);
      return { centreId, state: centre.state, data: { documents, mails, vaultValues: vault, redactedEntries: redacted } };
    });
  }

  /** A deactivated staff account: its names, email, credentials and roles; the account id stays as the pseudonym its acts are recorded under. */
  async eraseStaff(userId: string, request: ErasureRequest): Promise<ErasureOutcome> {
    return this.once(`staff:${userId}`, request, async (manager) => {
      const [user] = (await manager.query(`SELECT id, first_name, last_name, email FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Array<Record<string, string | null>>;
      if (!user) throw AppError.notFound('User not found');
      const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
      const values = [user.email, name, user.first_name, user.last_name].filter((v): v is string => typeof v === 'string' && v.trim().length >= 3);
      await manager.query(
        `UPDATE users SET first_name = 'Erased', last_name = 'account', email = 'erased-' || id || '@erased.invalid', gender = NULL, password_hash = '!',
                roles = '[]'::jsonb, last_login_at = NULL, is_active = false, token_version = token_version + 1 WHERE id = $1`,
        [userId],
      );
      await manager.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
      const mails = await this.eraseEvents(manager, [...values, userId]);
      const vault = await this.eraseVault(manager, `staff:${userId}`, values);
      const redacted = await redactLegacyEntries(manager, this.key, { actorId: userId, targetUserId: userId }, values);
      return { centreId: null, state: null, data: { mails, vaultValues: vault, redactedEntries: redacted } };
    });
  }

  /**
   * A privacy request the officer closed (DECISIONS §10; docs/PRIVACY.md "Retention"): the requester's
   * name, email, words and the answer given go, with the emails that carried them (the confirmation
   * link among them); the request's number, kind, dates and outcome stay for the reports. Its audit
   * entries never held the requester's words, so the chain is untouched.
   */
  async erasePrivacyRequest(requestId: string, request: ErasureRequest): Promise<ErasureOutcome> {
    return this.once(`privacy_request:${requestId}`, request, async (manager) => {
      const [row] = (await manager.query(`SELECT id, reference, kind, status, name, email FROM privacy_requests WHERE id = $1 FOR UPDATE`, [requestId])) as Array<
        Record<string, string>
      >;
      if (!row) throw AppError.notFound('Privacy request not found');
      const values = [row.name, row.email].filter((v): v is string => typeof v === 'string' && v.trim().length >= 3);
      await manager.query(
        `UPDATE privacy_requests SET name = '[erased]', email = 'erased-' || id || '@erased.invalid', centre = '[erased]', details = '[erased]',
                answer = CASE WHEN answer IS NULL THEN NULL ELSE '[erased]' END, reasons = CASE WHEN reasons IS NULL THEN NULL ELSE '[erased]' END,
                token_hash = NULL, token_expires_at = NULL, version = version + 1
          WHERE id = $1`,
        [requestId],
      );
      const mails = await this.eraseEvents(manager, values);
      const vault = await this.eraseVault(manager, `privacy_request:${requestId}`, values);
      return {
        centreId: null,
        state: null,
        target: { type: 'privacy_request', id: requestId },
        data: { reference: row.reference, kind: row.kind, outcome: row.status, mails, vaultValues: vault },
      };
    });
  }

  private async refuseHeld(manager: EntityManager, centreId: string): Promise<void> {
    const [held] = (await manager.query(`SELECT 1 FROM legal_holds WHERE centre_id = $1 FOR SHARE`, [centreId])) as unknown[];
    if (held) throw AppError.conflict(RETENTION_MSG.heldCentre);
  }

  /** Runs one erasure in its own transaction unless the subject was erased before; records it and its audit entry. */
  private async once(
    subject: string,
    request: ErasureRequest,
    erase: (manager: EntityManager) => Promise<{ centreId: string | null; state: string | null; target?: { type: string; id: string }; data: Record<string, unknown> }>,
  ): Promise<ErasureOutcome> {
    const retentionClass = request.rule === 'request' ? 'request' : RETENTION_RULES[request.rule].retentionClass;
    const erasedAt = currentTime();
    const outcome = await this.dataSource.transaction(async (manager) => {
      // The subject's row of erasures is the once-only key: a second run (another instance, a retry) waits here, then finds it.
      const inserted = (await manager.query(
        `INSERT INTO erasures (subject, retention_class, reason, erased_at) VALUES ($1, $2, $3, $4) ON CONFLICT (subject) DO NOTHING RETURNING subject`,
        [subject, retentionClass, request.reason, erasedAt],
      )) as unknown[];
      if (inserted.length === 0) return 'already_erased' as const;
      const done = await erase(manager);
      await this.audit.append(manager, {
        action: 'privacy.erased',
        ...(request.actor ? { actor: request.actor } : { actor: { type: 'system', name: 'retention job' } }),
        target: done.target ?? (done.centreId ? { type: 'centre', id: done.centreId } : { type: 'user', id: subject.slice('staff:'.length) }),
        centreId: done.centreId,
        state: done.state,
        data: { subject, rule: request.rule, retentionClass, reason: request.reason, ...done.data },
        at: erasedAt,
      });
      return 'erased' as const;
    });
    if (outcome === 'erased' && !request.replay) await this.record([{ subject, rule: request.rule, erasedAt: erasedAt.toISOString() }]);
    return outcome;
  }

  /**
   * The journal a restore re-applies (docs/OPERATIONS.md "Erasures and backups"): subjects only, no
   * values, appended after the commit (an erasure rolled back, a held centre, is never journalled).
   * If the journal cannot be written now, the erasure stands and the next daily run adds it
   * (syncJournal): the erasures table is the list of what was done.
   */
  private async record(entries: JournalEntry[]): Promise<void> {
    try {
      await this.journal.append(entries);
    } catch (error) {
      this.logger.warn(`erasure journal (${this.journal.where}) not written, the daily job will add it: ${(error as Error).message}`);
    }
  }

  /** Adds to the journal every erasure of the erasures table it does not hold yet; answers how many. */
  async syncJournal(): Promise<number> {
    const known = new Set((await this.journal.entries()).map((e) => e.subject));
    const rows = (await this.dataSource.query(`SELECT subject, retention_class, reason, erased_at FROM erasures ORDER BY erased_at`)) as Array<{
      subject: string;
      retention_class: string;
      reason: string;
      erased_at: Date;
    }>;
    const missing = rows
      .filter((r) => !known.has(r.subject))
      .map((r): JournalEntry => ({ subject: r.subject, rule: ruleOf(r.retention_class, r.reason), erasedAt: new Date(r.erased_at).toISOString() }));
    await this.journal.append(missing);
    return missing.length;
  }

  /** Deletes the chunks of a centre's documents (and its inspection photos) and blanks their names; the rows stay for the counts. */
  private async eraseDocumentContents(manager: EntityManager, centreId: string): Promise<number> {
    const files = [
      ...returnedRows<{ stored_name: string }>(await manager.query(`UPDATE centre_documents SET filename = 'erased' WHERE centre_id = $1 RETURNING stored_name`, [centreId])),
      // The documents of its representations and appeals (DECISIONS §10) are the centre's documents too.
      ...returnedRows<{ stored_name: string }>(await manager.query(`UPDATE due_process_documents SET filename = 'erased' WHERE centre_id = $1 RETURNING stored_name`, [centreId])),
    ];
    const ids = files.map((f) => f.stored_name).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (ids.length > 0) {
      await manager.query(`DELETE FROM file_chunks WHERE file_id = ANY($1::uuid[])`, [ids]);
      await manager.query(`UPDATE files SET filename = NULL, size_bytes = 0, chunks = 0, sha256 = NULL WHERE id = ANY($1::uuid[])`, [ids]);
    }
    await manager.query(
      `UPDATE inspection_photo_files SET content = ''::bytea, size_bytes = 0
        WHERE key IN (SELECT p.storage_key FROM inspection_photos p JOIN inspection_visits v ON v.id = p.visit_id WHERE v.centre_id = $1)`,
      [centreId],
    );
    return ids.length;
  }

  /** Emails and events that carried the values: their content is blanked; one not yet sent is not sent to an erased person. */
  private async eraseEvents(manager: EntityManager, values: string[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = returnedRows(await manager.query(
      `UPDATE outbox_events SET payload = '{"erased":true}'::jsonb, last_error = NULL, status = CASE WHEN status = 'pending' THEN 'discarded' ELSE status END
        WHERE payload::text ILIKE ANY($1::text[]) OR last_error ILIKE ANY($1::text[]) RETURNING id`,
      [containing(values)],
    ));
    await manager.query(
      `UPDATE centre_notifications SET recipients = '{}', data = '{}'::jsonb, last_error = NULL
        WHERE array_to_string(recipients, ' ') ILIKE ANY($1::text[]) OR data::text ILIKE ANY($1::text[])`,
      [containing(values)],
    );
    return rows.length;
  }

  /** The subject's values in the audit vault, and any other value of the vault equal to one of theirs. */
  private async eraseVault(manager: EntityManager, subject: string, values: string[]): Promise<number> {
    const rows = returnedRows(
      await manager.query(`DELETE FROM audit_personal_values WHERE subject = $1 OR lower(value #>> '{}') = ANY($2::text[]) RETURNING ref`, [subject, values.map((v) => v.toLowerCase())]),
    );
    return rows.length;
  }
}
