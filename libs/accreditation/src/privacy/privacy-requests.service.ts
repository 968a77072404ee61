import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminAuditActor, AuditLog } from '#audit';
import { PRIVACY_MSG, PRIVACY_REQUEST_LIMITS, PRIVACY_REQUEST_STATUSES, type PrivacyHistoryEntry, type PrivacyRequestStatus, type PrivacyRequestView } from '#contracts';
import { isUuid } from '#centres';
import { AppError, currentTime, RateLimiter, UnitOfWork, type AdminPrincipal, type RateRule } from '#platform';
import { readOfficerText, readPrivacyRequest } from './privacy-input.js';
import { PRIVACY_TEMPLATES, PrivacyMail } from './privacy-mail.js';

const HOUR = 3600;
/** Like the other public forms: per address, and the emails one inbox receives (so nobody floods a stranger's). */
export const privacyRequestLimits = (ip: string): RateRule[] => [{ key: `privacy-request:ip:${ip}`, limit: 10, windowSeconds: HOUR }];
export const privacyRequestMailRule = (email: string): RateRule => ({ key: `privacy-request:mail:${email}`, limit: 5, windowSeconds: HOUR });
const confirmLimits = (ip: string): RateRule[] => [{ key: `privacy-confirm:ip:${ip}`, limit: 60, windowSeconds: HOUR / 4 }];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface RequestRow {
  id: string;
  reference: string;
  kind: PrivacyRequestView['kind'];
  status: PrivacyRequestStatus;
  name: string;
  email: string;
  language: string;
  centre: string;
  details: string;
  created_at: Date;
  confirmed_at: Date | null;
  due_date: string | null;
  age: number | null;
  closed_at: Date | null;
  closed_by_email: string | null;
  answer: string | null;
  reasons: string | null;
}

/** The columns of a view; `age` is working days since confirmation by the deadline engine's SQL twin. */
const VIEW_COLUMNS = `r.id, r.reference, r.kind, r.status, r.name, r.email, r.language, r.centre, r.details, r.created_at, r.confirmed_at,
  to_char(r.due_date, 'YYYY-MM-DD') AS due_date, CASE WHEN r.confirmed_at IS NULL THEN NULL ELSE working_days_between(r.confirmed_at, $1::timestamptz) END AS age,
  r.closed_at, r.closed_by_email, r.answer, r.reasons`;

function toView(row: RequestRow): PrivacyRequestView {
  const open = row.status === 'open';
  const dueInDays = open && row.age !== null ? PRIVACY_REQUEST_LIMITS.targetDays - row.age : null;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    language: row.language,
    centre: row.centre,
    details: row.details,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    dueDate: row.due_date,
    dueInDays,
    overdue: dueInDays !== null && dueInDays < 0,
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    answer: row.answer,
    reasons: row.reasons,
    closedBy: row.closed_by_email,
  };
}

/**
 * Requests from people without an account (DECISIONS §10, Personal data; docs/PRIVACY.md). The audit
 * entries name the request, never the requester's words: those stay in the request row, which the
 * retention job can erase.
 */
@Injectable()
export class PrivacyRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly mail: PrivacyMail,
  ) {}

  /** The public form: stored unconfirmed, the one-use link emailed; the same answer whatever happens next. */
  async submit(body: Record<string, unknown>, ip: string): Promise<{ reference: string }> {
    await this.limiter.hit(privacyRequestLimits(ip), PRIVACY_MSG.tooMany);
    const input = readPrivacyRequest(body);
    const token = randomBytes(32).toString('base64url');
    const now = currentTime();
    return this.uow.run(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO privacy_requests (reference, kind, name, email, language, centre, details, token_hash, token_expires_at, created_at)
         VALUES ('PR-' || to_char($8::timestamptz AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('privacy_request_numbers')::text, 5, '0'),
                 $1, $2, $3, $4, $5, $6, $7, $8::timestamptz + make_interval(hours => $9), $8)
         RETURNING id, reference`,
        [input.kind, input.name, input.email, input.language, input.centre, input.details, hashToken(token), now, PRIVACY_REQUEST_LIMITS.confirmHours],
      )) as Array<{ id: string; reference: string }>;
      await this.audit.append(manager, {
        action: 'privacy_request.received',
        actor: { type: 'anonymous' },
        target: { type: 'privacy_request', id: row!.id },
        data: { reference: row!.reference, kind: input.kind },
      });
      // Past the per-inbox limit the request is kept and answered as usual, but no further email goes out.
      if ((await this.limiter.take(privacyRequestMailRule(input.email), 1)).granted > 0) {
        await this.mail.queue(manager, input.email, PRIVACY_TEMPLATES.confirm, {
          name: input.name,
          language: input.language,
          kind: input.kind,
          reference: row!.reference,
          sealedToken: this.mail.sealToken(token),
        });
      }
      return { reference: row!.reference };
    });
  }

  /** The emailed link: the request opens and its statutory clock starts; the link is spent. */
  async confirm(token: unknown, ip: string): Promise<{ reference: string; dueDate: string }> {
    await this.limiter.hit(confirmLimits(ip), PRIVACY_MSG.tooMany);
    const invalid = AppError.validation([{ path: 'token', msg: PRIVACY_MSG.invalidLink }], PRIVACY_MSG.invalidLink);
    if (typeof token !== 'string' || token.length < 10 || token.length > 200) throw invalid;
    const now = currentTime();
    return this.uow.run(async (manager) => {
      const [row] = (await manager.query(
        `UPDATE privacy_requests SET status = 'open', confirmed_at = $2, due_date = working_day_after($2, $3), token_hash = NULL, token_expires_at = NULL, version = version + 1
          WHERE token_hash = $1 AND status = 'unconfirmed' AND token_expires_at > $2
          RETURNING id, reference, to_char(due_date, 'YYYY-MM-DD') AS due_date`,
        [hashToken(token), now, PRIVACY_REQUEST_LIMITS.targetDays],
      )) as [Array<{ id: string; reference: string; due_date: string }>, number];
      const confirmed = Array.isArray(row) ? row[0] : undefined;
      if (!confirmed) throw invalid;
      await this.audit.append(manager, {
        action: 'privacy_request.confirmed',
        actor: { type: 'anonymous' },
        target: { type: 'privacy_request', id: confirmed.id },
        data: { reference: confirmed.reference, dueDate: confirmed.due_date, targetDays: PRIVACY_REQUEST_LIMITS.targetDays },
      });
      return { reference: confirmed.reference, dueDate: confirmed.due_date };
    });
  }

  async list(query: Record<string, unknown>): Promise<{ requests: PrivacyRequestView[]; total: number }> {
    const params: unknown[] = [currentTime()];
    // $1 (now) is named in every query of the list, the count too, so PostgreSQL knows its type.
    const where: string[] = ['$1::timestamptz IS NOT NULL'];
    const status = typeof query.status === 'string' && query.status ? query.status : null;
    if (status) {
      if (!PRIVACY_REQUEST_STATUSES.includes(status as PrivacyRequestStatus)) throw AppError.validation([{ path: 'status', msg: `status must be one of ${PRIVACY_REQUEST_STATUSES.join(', ')}` }]);
      params.push(status);
      where.push(`r.status = $${params.length}`);
    }
    if (query.overdue !== undefined && query.overdue !== '') {
      if (query.overdue !== 'true' && query.overdue !== 'false') throw AppError.validation([{ path: 'overdue', msg: 'overdue must be true or false' }]);
      where.push(`${query.overdue === 'true' ? '' : 'NOT '}(r.status = 'open' AND r.due_date < ($1::timestamptz AT TIME ZONE 'Africa/Lagos')::date)`);
    }
    const page = Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1);
    const limit = Math.min(100, Math.max(1, Number.parseInt(String(query.limit ?? '25'), 10) || 25));
    const filter = `WHERE ${where.join(' AND ')}`;
    // Open requests first, the nearest deadline first; then the closed ones, newest first.
    const rows = (await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM privacy_requests r ${filter}
        ORDER BY (r.status = 'open') DESC, r.due_date ASC NULLS LAST, r.created_at DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    )) as RequestRow[];
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM privacy_requests r ${filter}`, params)) as [{ total: number }];
    return { requests: rows.map(toView), total };
  }

  async get(id: string): Promise<PrivacyRequestView & { history: PrivacyHistoryEntry[] }> {
    const view = toView(await this.row(this.dataSource.manager, id));
    return { ...view, history: await historyOf(this.dataSource.manager, 'privacy_request', view.id) };
  }

  /** Sends the answer to the requester, in their language, and closes the request. */
  async answer(admin: AdminPrincipal, id: string, body: Record<string, unknown>): Promise<PrivacyRequestView> {
    const answer = readOfficerText(body.answer, 'answer');
    return this.close(admin, id, 'answered', answer);
  }

  async reject(admin: AdminPrincipal, id: string, body: Record<string, unknown>): Promise<PrivacyRequestView> {
    const reasons = readOfficerText(body.reasons, 'reasons');
    return this.close(admin, id, 'rejected', reasons);
  }

  private async close(admin: AdminPrincipal, id: string, status: 'answered' | 'rejected', words: string): Promise<PrivacyRequestView> {
    return this.uow.run(async (manager) => {
      const before = await this.row(manager, id, true);
      if (before.status !== 'open') throw AppError.conflict(PRIVACY_MSG.notOpen);
      const now = currentTime();
      await manager.query(
        `UPDATE privacy_requests SET status = $2, closed_at = $3, closed_by = $4, closed_by_email = $5, ${status === 'answered' ? 'answer' : 'reasons'} = $6, version = version + 1
          WHERE id = $1 AND status = 'open'`,
        [id, status, now, admin.id, admin.email, words],
      );
      const late = before.age !== null && before.age > PRIVACY_REQUEST_LIMITS.targetDays;
      await this.audit.append(manager, {
        action: `privacy_request.${status}`,
        actor: adminAuditActor(admin),
        target: { type: 'privacy_request', id },
        changes: { status: { before: 'open', after: status } },
        data: { reference: before.reference, kind: before.kind, dueDate: before.due_date, late, emailed: true },
      });
      await this.mail.queue(manager, before.email, status === 'answered' ? PRIVACY_TEMPLATES.answered : PRIVACY_TEMPLATES.rejected, {
        name: before.name,
        language: before.language,
        kind: before.kind,
        reference: before.reference,
        [status === 'answered' ? 'answer' : 'reasons']: words,
      });
      return toView(await this.row(manager, id));
    });
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<RequestRow> {
    if (!isUuid(id)) throw AppError.notFound(PRIVACY_MSG.requestNotFound);
    const [row] = (await manager.query(`SELECT ${VIEW_COLUMNS} FROM privacy_requests r WHERE r.id = $2${lock ? ' FOR UPDATE' : ''}`, [currentTime(), id])) as RequestRow[];
    if (!row) throw AppError.notFound(PRIVACY_MSG.requestNotFound);
    return row;
  }
}

/** A record's steps as the audit log holds them (one store: the history is a view of the log). */
export async function historyOf(manager: EntityManager, type: string, id: string): Promise<PrivacyHistoryEntry[]> {
  const rows = (await manager.query(
    `SELECT at, action, CASE WHEN actor_type = 'admin' THEN audit_resolve_text(actor_email) END AS actor FROM audit_events WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
    [type, id],
  )) as Array<{ at: Date; action: string; actor: string | null }>;
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), action: r.action, actor: r.actor }));
}
