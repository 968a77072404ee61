import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { returnedRows, type AppConfig } from '#platform';

/** What one run of the purges deleted, per kind (docs/PRIVACY.md "Retention"). */
export interface PurgeCounts {
  /** Centre sign-in codes, password-reset and invitation links. */
  oneTimeSecrets: number;
  /** Privacy requests whose confirmation link expired unused: nobody showed the address was theirs. */
  unconfirmedRequests: number;
  /** Self-registrations whose confirmation link expired unused. */
  unconfirmedRegistrations: number;
  /** Rows of finished imports whose text as read (and error, which may quote it) was blanked. */
  importRows: number;
  /** Import files still stored after their import ended (a process stopped before removing one). */
  importFiles: number;
  /** Outbox events and centre notifications whose recipients and contents were blanked. */
  mailRecords: number;
  /** `.eml` files of this process's DATA_DIR/outbox (the default mode's mail) deleted. */
  mailFiles: number;
}

/** Centres under a legal hold keep their own records (DECISIONS §10: a hold stops retention). */
const NOT_HELD = (column: string) => `(${column} IS NULL OR NOT EXISTS (SELECT 1 FROM legal_holds h WHERE h.centre_id = ${column}))`;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600_000);
const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

const affected = (result: unknown) => returnedRows(result).length;

/**
 * The retention of the personal data that is the trace of a step rather than a person's record
 * (DECISIONS §10; the periods in AppConfig.retention, their defaults in docs/PRIVACY.md): deleted
 * or blanked once the period after the step ended has passed, as the data inventory's classes
 * one_time_secret, staff_applicant, import_upload, mail_delivery and (unconfirmed) privacy_request
 * state. Each statement is conditional on what is still there, so a run repeated (the test clock,
 * two instances) deletes nothing twice. Rows whose facts the portal still counts or relies on (an
 * import's figures, an email's once-only key) stay, only their personal values go.
 */
export async function purgeExpired(db: DataSource, retention: AppConfig['retention'], now: Date, dataDir: string): Promise<PurgeCounts> {
  const secrets = daysBefore(now, retention.oneTimeSecretDays).toISOString();
  const registrations = daysBefore(now, retention.pendingRegistrationDays).toISOString();
  const imports = daysBefore(now, retention.importUploadDays).toISOString();
  const mail = monthsBefore(now, retention.mailMonths);

  // LEAST skips NULLs: a code or link ends at its use, or at its expiry if never used.
  const otps = affected(await db.query(`DELETE FROM centre_otps WHERE least(consumed_at, expires_at) < $1 RETURNING 1`, [secrets]));
  const links = affected(await db.query(`DELETE FROM password_reset_tokens WHERE least(used_at, expires_at) < $1 RETURNING 1`, [secrets]));
  const unconfirmedRequests = affected(
    await db.query(`DELETE FROM privacy_requests WHERE status = 'unconfirmed' AND confirmed_at IS NULL AND token_expires_at < $1 RETURNING 1`, [secrets]),
  );
  const unconfirmedRegistrations = affected(await db.query(`DELETE FROM pending_registrations WHERE expires_at < $1 RETURNING 1`, [registrations]));

  // An import never finished 90 days after it began is one whose process stopped: it ends here too.
  const ended = `SELECT id FROM import_jobs WHERE coalesce(finished_at, created_at) < $1`;
  const importRows = affected(
    await db.query(
      `UPDATE import_job_rows SET raw = NULL, message = NULL
        WHERE job_id IN (${ended}) AND (raw IS NOT NULL OR message IS NOT NULL) AND ${NOT_HELD('centre_id')} RETURNING 1`,
      [imports],
    ),
  );
  const leftFiles = returnedRows<{ stored_name: string }>(
    await db.query(
      `WITH left_behind AS (SELECT id, stored_name FROM import_jobs WHERE id IN (${ended}) AND stored_name IS NOT NULL FOR UPDATE)
       UPDATE import_jobs j SET stored_name = NULL FROM left_behind l WHERE j.id = l.id RETURNING l.stored_name`,
      [imports],
    ),
  );
  const fileIds = leftFiles.map((f) => f.stored_name).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const importFiles = fileIds.length ? affected(await db.query(`DELETE FROM files WHERE id = ANY($1::uuid[]) RETURNING 1`, [fileIds])) : 0;

  // A pending event or a queued notification is still to be sent: only what went (or failed for good) is blanked.
  const events = affected(
    await db.query(
      `UPDATE outbox_events SET payload = '{"expired":true}'::jsonb, last_error = NULL
        WHERE status <> 'pending' AND coalesce(dispatched_at, created_at) < $1 AND payload <> '{"expired":true}'::jsonb AND payload <> '{"erased":true}'::jsonb RETURNING 1`,
      [mail.toISOString()],
    ),
  );
  const notices = affected(
    await db.query(
      `UPDATE centre_notifications SET recipients = '{}', data = '{}'::jsonb, last_error = NULL
        WHERE state <> 'queued' AND coalesce(sent_at, created_at) < $1 AND (cardinality(recipients) > 0 OR data <> '{}'::jsonb OR last_error IS NOT NULL)
          AND ${NOT_HELD('centre_id')} RETURNING 1`,
      [mail.toISOString()],
    ),
  );
  const mailFiles = await purgeOutboxFiles(join(dataDir, 'outbox'), mail);

  return { oneTimeSecrets: otps + links, unconfirmedRequests, unconfirmedRegistrations, importRows, importFiles, mailRecords: events + notices, mailFiles };
}

/** The default mode writes each email to DATA_DIR/outbox (DECISIONS §3): those older than the mail period go. */
async function purgeOutboxFiles(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtime >= before) continue;
    await unlink(file).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}

/** The counts in the words of the job's outcome line (the Jobs page, the log). */
export function describePurges(erasedSubjects: number, counts: PurgeCounts): string {
  return [
    `erased subjects: ${erasedSubjects}`,
    `one-time codes and links: ${counts.oneTimeSecrets}`,
    `unconfirmed privacy requests: ${counts.unconfirmedRequests}`,
    `unconfirmed registrations: ${counts.unconfirmedRegistrations}`,
    `import rows: ${counts.importRows}`,
    `import files: ${counts.importFiles}`,
    `email records: ${counts.mailRecords}`,
    `email files: ${counts.mailFiles}`,
  ].join(', ');
}
