import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminAuditActor, AuditLog } from '#audit';
import {
  BREACH_DATA_CATEGORIES,
  BREACH_LIMITS,
  BREACH_MSG,
  breachClock,
  breachNoticeText,
  councilDay,
  type BreachDataCategory,
  type BreachView,
  type PrivacyHistoryEntry,
} from '#contracts';
import { isUuid } from '#centres';
import { APP_CONFIG, AppError, currentTime, UnitOfWork, type AdminPrincipal, type AppConfig } from '#platform';
import { privacyMailTexts } from './privacy-mail-texts.js';
import { PRIVACY_TEMPLATES, PrivacyMail } from './privacy-mail.js';
import { historyOf } from './privacy-requests.service.js';

interface BreachRow {
  id: string;
  reference: string;
  discovered_at: Date;
  recorded_at: Date;
  summary: string;
  measures: string;
  categories: BreachDataCategory[];
  centre_ids: string[];
  notified_at: Date | null;
  centres_emailed_at: Date | null;
  recorded_by_email: string | null;
}

interface CentreRow {
  id: string;
  centre_name: string;
  reference_number: string;
  state: string | null;
  admin_email: string;
  admin_name: string | null;
  language: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The breach register (DECISIONS §10, Personal data; docs/PRIVACY.md): each breach with its 72-hour
 * clock from discovery to the notice to the Nigeria Data Protection Commission (NDPA 2023 section
 * 40), the notice prefilled from the register, and the emails to the affected centres.
 */
@Injectable()
export class PrivacyBreachesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly mail: PrivacyMail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(admin: AdminPrincipal, body: Record<string, unknown>): Promise<BreachView> {
    const input = await this.read(body);
    return this.uow.run(async (manager) => {
      const now = currentTime();
      const [row] = (await manager.query(
        `INSERT INTO privacy_breaches (reference, discovered_at, recorded_at, summary, measures, categories, centre_ids, recorded_by, recorded_by_email)
         VALUES ('BR-' || to_char($2::timestamptz AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('privacy_breach_numbers')::text, 4, '0'),
                 $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, reference`,
        [input.discoveredAt, now, input.summary, input.measures, input.categories, input.centreIds, admin.id, admin.email],
      )) as Array<{ id: string; reference: string }>;
      await this.audit.append(manager, {
        action: 'privacy_breach.recorded',
        actor: adminAuditActor(admin),
        target: { type: 'privacy_breach', id: row!.id },
        data: { reference: row!.reference, discoveredAt: input.discoveredAt.toISOString(), categories: input.categories, centres: input.centreIds.length },
      });
      return this.view(manager, row!.id);
    });
  }

  async list(query: Record<string, unknown>): Promise<{ breaches: BreachView[]; total: number }> {
    const page = Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1);
    const limit = Math.min(100, Math.max(1, Number.parseInt(String(query.limit ?? '25'), 10) || 25));
    const ids = (await this.dataSource.query(
      `SELECT id FROM privacy_breaches ORDER BY (notified_at IS NULL) DESC, discovered_at DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    )) as Array<{ id: string }>;
    const [{ total }] = (await this.dataSource.query('SELECT count(*)::int AS total FROM privacy_breaches')) as [{ total: number }];
    const breaches: BreachView[] = [];
    for (const { id } of ids) breaches.push(await this.view(this.dataSource.manager, id));
    return { breaches, total };
  }

  async get(id: string): Promise<BreachView & { history: PrivacyHistoryEntry[]; notice: string }> {
    const view = await this.view(this.dataSource.manager, id);
    return { ...view, notice: this.noticeOf(view), history: await historyOf(this.dataSource.manager, 'privacy_breach', view.id) };
  }

  /** The notice to the Commission, prefilled from the register, as the text the officer copies or downloads. */
  async notice(id: string): Promise<{ reference: string; text: string }> {
    const view = await this.view(this.dataSource.manager, id);
    return { reference: view.reference, text: this.noticeOf(view) };
  }

  async markNotified(admin: AdminPrincipal, id: string): Promise<BreachView> {
    return this.uow.run(async (manager) => {
      const before = await this.row(manager, id, true);
      if (before.notified_at) throw AppError.conflict(BREACH_MSG.alreadyNotified);
      const now = currentTime();
      await manager.query('UPDATE privacy_breaches SET notified_at = $2 WHERE id = $1', [id, now]);
      const clock = breachClock(new Date(before.discovered_at), now, null);
      await this.audit.append(manager, {
        action: 'privacy_breach.regulator_notified',
        actor: adminAuditActor(admin),
        target: { type: 'privacy_breach', id },
        changes: { notifiedAt: { before: null, after: now.toISOString() } },
        data: { reference: before.reference, withinHours: clock.overdue ? false : true, hoursAfterDiscovery: Math.round((now.getTime() - new Date(before.discovered_at).getTime()) / 360_000) / 10 },
      });
      return this.view(manager, id);
    });
  }

  /** One email to each affected centre's administrator, in the centre's language. */
  async emailCentres(admin: AdminPrincipal, id: string): Promise<BreachView & { emailed: number }> {
    return this.uow.run(async (manager) => {
      const breach = await this.row(manager, id, true);
      if (breach.centre_ids.length === 0) throw AppError.conflict(BREACH_MSG.noCentres);
      const centres = await this.centres(manager, breach.centre_ids);
      const now = currentTime();
      for (const c of centres) {
        const t = privacyMailTexts(c.language);
        await this.mail.queue(manager, c.admin_email, PRIVACY_TEMPLATES.breachCentre, {
          language: c.language ?? 'en',
          centreName: c.centre_name,
          adminName: c.admin_name ?? '',
          discoveredAt: `${councilDay(new Date(breach.discovered_at))} ${new Date(new Date(breach.discovered_at).getTime() + 3600_000).toISOString().slice(11, 16)} WAT`,
          summary: breach.summary,
          measures: breach.measures,
          categories: breach.categories.map((k) => categoryWords(t, k)).join(', '),
        });
      }
      await manager.query('UPDATE privacy_breaches SET centres_emailed_at = $2 WHERE id = $1', [id, now]);
      await this.audit.append(manager, {
        action: 'privacy_breach.centres_emailed',
        actor: adminAuditActor(admin),
        target: { type: 'privacy_breach', id },
        data: { reference: breach.reference, centres: centres.map((c) => c.id), emailed: centres.length },
      });
      return { ...(await this.view(manager, id)), emailed: centres.length };
    });
  }

  private noticeOf(view: BreachView): string {
    return breachNoticeText(view, `${this.config.examBody} (CBT Centre Accreditation Portal, ${this.config.publicUrl})`);
  }

  private async read(body: Record<string, unknown>) {
    const errors: Array<{ path: string; msg: string }> = [];
    const at = typeof body.discoveredAt === 'string' ? new Date(body.discoveredAt) : null;
    const now = currentTime();
    if (!at || Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + 60_000) errors.push({ path: 'discoveredAt', msg: BREACH_MSG.discoveredAtInvalid });
    const summary = typeof body.summary === 'string' ? body.summary.trim() : '';
    if (!summary) errors.push({ path: 'summary', msg: BREACH_MSG.summaryRequired });
    else if (summary.length > BREACH_LIMITS.summary) errors.push({ path: 'summary', msg: BREACH_MSG.summaryTooLong });
    const measures = body.measures === undefined || body.measures === null ? '' : typeof body.measures === 'string' ? body.measures.trim() : null;
    if (measures === null || measures.length > BREACH_LIMITS.measures) errors.push({ path: 'measures', msg: BREACH_MSG.measuresTooLong });
    const categories = Array.isArray(body.categories) ? [...new Set(body.categories)] : null;
    if (!categories || categories.length === 0 || !categories.every((c) => BREACH_DATA_CATEGORIES.includes(c as BreachDataCategory)))
      errors.push({ path: 'categories', msg: BREACH_MSG.categoriesInvalid });
    const centreIds = body.centreIds === undefined ? [] : Array.isArray(body.centreIds) ? [...new Set(body.centreIds)] : null;
    if (!centreIds || centreIds.length > BREACH_LIMITS.centres || !centreIds.every(isUuid)) errors.push({ path: 'centreIds', msg: BREACH_MSG.centresInvalid });
    else if (centreIds.length > 0) {
      const [{ n }] = (await this.dataSource.query('SELECT count(*)::int AS n FROM centres WHERE id = ANY($1::uuid[])', [centreIds])) as [{ n: number }];
      if (n !== centreIds.length) errors.push({ path: 'centreIds', msg: BREACH_MSG.centresInvalid });
    }
    // The console's form names centres as people know them, by reference number.
    const references = body.centreReferences === undefined ? [] : Array.isArray(body.centreReferences) ? body.centreReferences : null;
    if (!references || references.length > BREACH_LIMITS.centres || !references.every((r) => typeof r === 'string')) errors.push({ path: 'centreReferences', msg: BREACH_MSG.centresInvalid });
    else if (references.length > 0 && centreIds) {
      const wanted = [...new Set((references as string[]).map((r) => r.trim().toUpperCase()).filter(Boolean))];
      const found = (await this.dataSource.query('SELECT id, upper(reference_number) AS ref FROM centres WHERE upper(reference_number) = ANY($1::text[])', [wanted])) as Array<{ id: string; ref: string }>;
      const unknown = wanted.filter((r) => !found.some((f) => f.ref === r));
      if (unknown.length) errors.push({ path: 'centreReferences', msg: BREACH_MSG.unknownReferences(unknown) });
      for (const f of found) if (!centreIds.includes(f.id)) centreIds.push(f.id);
    }
    if (errors.length) throw AppError.validation(errors);
    return { discoveredAt: at!, summary, measures: measures!, categories: categories as BreachDataCategory[], centreIds: centreIds as string[] };
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<BreachRow> {
    if (!isUuid(id)) throw AppError.notFound(BREACH_MSG.notFound);
    const [row] = (await manager.query(`SELECT * FROM privacy_breaches WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as BreachRow[];
    if (!row) throw AppError.notFound(BREACH_MSG.notFound);
    return row;
  }

  private centres(manager: EntityManager, ids: string[]): Promise<CentreRow[]> {
    return manager.query(
      `SELECT id, centre_name, reference_number, state, admin_email, admin_name, language FROM centres WHERE id = ANY($1::uuid[]) ORDER BY centre_name`,
      [ids],
    ) as Promise<CentreRow[]>;
  }

  private async view(manager: EntityManager, id: string): Promise<BreachView> {
    const row = await this.row(manager, id);
    const centres = await this.centres(manager, row.centre_ids);
    const clock = breachClock(new Date(row.discovered_at), currentTime(), row.notified_at ? new Date(row.notified_at) : null);
    return {
      id: row.id,
      reference: row.reference,
      discoveredAt: iso(row.discovered_at)!,
      recordedAt: iso(row.recorded_at)!,
      summary: row.summary,
      measures: row.measures,
      categories: row.categories,
      centres: centres.map((c) => ({ id: c.id, name: c.centre_name, reference: c.reference_number, state: c.state })),
      noticeDueAt: clock.dueAt.toISOString(),
      noticeLeftMs: clock.leftMs,
      overdue: clock.overdue,
      notifiedAt: iso(row.notified_at),
      centresEmailedAt: iso(row.centres_emailed_at),
      recordedBy: row.recorded_by_email,
    };
  }
}

function categoryWords(t: ReturnType<typeof privacyMailTexts>, category: BreachDataCategory): string {
  return t.categories[category];
}
