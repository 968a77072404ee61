import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminAuditActor, AuditLog, diffFields } from '#audit';
import { DEADLINE_MSG, readHolidayDate, type HolidayView } from '#contracts';
import { AppError, UnitOfWork, type AdminPrincipal, type FieldError } from '#platform';
import { isUuid } from '#centres';

interface HolidayRow {
  id: string;
  day: string;
  name: string;
  created_at: Date;
  created_by_email: string | null;
}

const UNIQUE_VIOLATION = '23505';
const NAME_MAX = 200;

function toView(row: HolidayRow): HolidayView {
  return { id: row.id, date: String(row.day).slice(0, 10), name: row.name, createdAt: new Date(row.created_at).toISOString(), createdBy: row.created_by_email };
}

/** A holiday body: every problem at once, field by field; `partial` lets an edit leave a field out. */
function readHoliday(body: unknown, partial: boolean): { date?: string; name?: string } {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const out: { date?: string; name?: string } = {};
  if (!partial || raw.date !== undefined) {
    const date = readHolidayDate(raw.date);
    if (!date) errors.push({ path: 'date', msg: DEADLINE_MSG.holidayDateInvalid });
    else out.date = date;
  }
  if (!partial || raw.name !== undefined) {
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    if (!name) errors.push({ path: 'name', msg: DEADLINE_MSG.holidayNameRequired });
    else if (name.length > NAME_MAX) errors.push({ path: 'name', msg: DEADLINE_MSG.holidayNameTooLong });
    else out.name = name;
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return out;
}

function isUnique(error: unknown): boolean {
  const e = error as { driverError?: { code?: string }; code?: string };
  return (e.driverError?.code ?? e.code) === UNIQUE_VIOLATION;
}

/**
 * The council's public holidays (docs/TRUST.md "Deadlines and reminders"): working days skip them.
 * Super admins keep the list; every change is audited. A change counts at once, for items already
 * waiting too: their age is always counted from the list as it is.
 */
@Injectable()
export class HolidaysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async list(yearRaw: unknown): Promise<HolidayView[]> {
    const year = typeof yearRaw === 'string' && /^\d{4}$/.test(yearRaw) ? Number(yearRaw) : null;
    const rows = (await this.dataSource.query(
      `SELECT id, day::text AS day, name, created_at, created_by_email FROM public_holidays
        WHERE $1::int IS NULL OR extract(year FROM day) = $1 ORDER BY day`,
      [year],
    )) as HolidayRow[];
    return rows.map(toView);
  }

  async get(id: string): Promise<HolidayView> {
    return toView(await this.row(this.dataSource.manager, id));
  }

  async create(admin: AdminPrincipal, body: unknown): Promise<HolidayView> {
    const input = readHoliday(body, false);
    return this.uow.run(async (manager) => {
      const rows = (await manager.query(
        `INSERT INTO public_holidays (day, name, created_by, created_by_email) VALUES ($1, $2, $3, $4) ON CONFLICT (day) DO NOTHING
         RETURNING id, day::text AS day, name, created_at, created_by_email`,
        [input.date, input.name, admin.id, admin.email],
      )) as HolidayRow[];
      if (!rows[0]) throw AppError.conflict(DEADLINE_MSG.holidayExists);
      await this.audit.append(manager, {
        action: 'holiday.created',
        actor: adminAuditActor(admin),
        target: { type: 'config', id: rows[0].id },
        changes: diffFields(null, { date: input.date, name: input.name }, ['date', 'name']),
      });
      return toView(rows[0]);
    });
  }

  async update(admin: AdminPrincipal, id: string, body: unknown): Promise<HolidayView> {
    const input = readHoliday(body, true);
    return this.uow.run(async (manager) => {
      const before = await this.row(manager, id, true);
      const after = { date: input.date ?? String(before.day).slice(0, 10), name: input.name ?? before.name };
      let rows: HolidayRow[];
      try {
        // An UPDATE answers [rows, count] through TypeORM.
        [rows] = (await manager.query(
          `UPDATE public_holidays SET day = $2, name = $3 WHERE id = $1 RETURNING id, day::text AS day, name, created_at, created_by_email`,
          [id, after.date, after.name],
        )) as [HolidayRow[], number];
      } catch (error) {
        if (isUnique(error)) throw AppError.conflict(DEADLINE_MSG.holidayExists);
        throw error;
      }
      await this.audit.append(manager, {
        action: 'holiday.updated',
        actor: adminAuditActor(admin),
        target: { type: 'config', id },
        changes: diffFields({ date: String(before.day).slice(0, 10), name: before.name }, after, ['date', 'name']),
      });
      return toView(rows[0]!);
    });
  }

  async remove(admin: AdminPrincipal, id: string): Promise<HolidayView> {
    return this.uow.run(async (manager) => {
      const before = await this.row(manager, id, true);
      await manager.query('DELETE FROM public_holidays WHERE id = $1', [id]);
      await this.audit.append(manager, {
        action: 'holiday.deleted',
        actor: adminAuditActor(admin),
        target: { type: 'config', id },
        changes: diffFields({ date: String(before.day).slice(0, 10), name: before.name }, null, ['date', 'name']),
      });
      return toView(before);
    });
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<HolidayRow> {
    const rows = isUuid(id)
      ? ((await manager.query(`SELECT id, day::text AS day, name, created_at, created_by_email FROM public_holidays WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])) as HolidayRow[])
      : [];
    if (!rows[0]) throw AppError.notFound(DEADLINE_MSG.holidayNotFound);
    return rows[0];
  }
}
