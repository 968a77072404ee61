import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { READ_KINDS, READ_LOG_MSG, type CentreReadByOffice, type CentreReadRow, type ReadKind } from '#contracts';
import type { FieldError } from '#platform';

export interface ReadLogFilters {
  centreId?: string;
  /** A centre's reference number (the officer may have it from a letter or a complaint). */
  reference?: string;
  userId?: string;
  userEmail?: string;
  kind?: ReadKind;
  from?: Date;
  to?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) value = value[0];
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}

/** The officer's filters: by centre (id or reference), by staff member (id or email), by kind, by date range. */
export function readLogFilters(filter: Record<string, unknown>, errors: FieldError[]): ReadLogFilters {
  const out: ReadLogFilters = {};
  const centre = text(filter.centreId) ?? text(filter.centre);
  if (centre) {
    if (UUID.test(centre)) out.centreId = centre.toLowerCase();
    else if (/^[A-Za-z0-9/_-]{1,40}$/.test(centre)) out.reference = centre.toUpperCase();
    else errors.push({ path: 'centreId', msg: READ_LOG_MSG.filterInvalid('centre') });
  }
  const user = text(filter.userId) ?? text(filter.user);
  if (user) {
    if (UUID.test(user)) out.userId = user.toLowerCase();
    else if (user.includes('@') && user.length <= 254) out.userEmail = user.toLowerCase();
    else errors.push({ path: 'userId', msg: READ_LOG_MSG.filterInvalid('staff member') });
  }
  const kind = text(filter.kind);
  if (kind) {
    if ((READ_KINDS as readonly string[]).includes(kind)) out.kind = kind as ReadKind;
    else errors.push({ path: 'kind', msg: READ_LOG_MSG.filterInvalid('kind') });
  }
  for (const key of ['from', 'to'] as const) {
    const raw = text(filter[key]);
    if (!raw) continue;
    const date = DATE.test(raw) ? new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw) : null;
    if (!date || Number.isNaN(date.getTime())) {
      errors.push({ path: key, msg: READ_LOG_MSG.dateInvalid });
      continue;
    }
    // A bare date as `to` means through the end of that day.
    out[key] = key === 'to' && raw.length === 10 ? new Date(date.getTime() + 86_400_000 - 1) : date;
  }
  if (out.from && out.to && out.from > out.to) errors.push({ path: 'from', msg: READ_LOG_MSG.rangeInverted });
  return out;
}

/** How the read log is read: searched by the data protection officer, and by office for the centre itself. */
@Injectable()
export class ReadLogQuery {
  constructor(private readonly dataSource: DataSource) {}

  async search(filters: ReadLogFilters, first: number, limit: number): Promise<{ rows: CentreReadRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filters.centreId) add((n) => `r.centre_id = ${n}`, filters.centreId);
    if (filters.reference) add((n) => `r.centre_id = (SELECT id FROM centres WHERE reference_number = ${n})`, filters.reference);
    if (filters.userId) add((n) => `r.user_id = ${n}`, filters.userId);
    if (filters.userEmail) add((n) => `r.user_id IN (SELECT id FROM users WHERE lower(email) = ${n})`, filters.userEmail);
    if (filters.kind) add((n) => `r.kind = ${n}`, filters.kind);
    // `at` is the partition key: a date range reads only its months.
    if (filters.from) add((n) => `r.at >= ${n}`, filters.from);
    if (filters.to) add((n) => `r.at <= ${n}`, filters.to);
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT r.id::text AS id, r.at, r.user_id AS "userId", nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "userName", u.email AS "userEmail",
                r.role, sr.display_name AS "roleDisplayName", coalesce(sr.is_system, false) AS "roleIsSystem",
                r.state, r.centre_id AS "centreId", c.centre_name AS "centreName", c.reference_number AS reference, r.kind
           FROM centre_reads r LEFT JOIN users u ON u.id = r.user_id LEFT JOIN centres c ON c.id = r.centre_id
           LEFT JOIN system_roles sr ON sr.role_name = r.role
           ${condition} ORDER BY r.at DESC, r.id DESC LIMIT ${Number(limit)} OFFSET ${Number(first)}`,
        params,
      ) as Promise<Array<CentreReadRow & { at: Date }>>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM centre_reads r ${condition}`, params) as Promise<Array<{ n: number }>>,
    ]);
    return { rows: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })), total: count!.n };
  }

  /** The offices (role and state, never a person) that read one centre, newest first. */
  async byOffice(centreId: string, limit = 500): Promise<{ reads: CentreReadByOffice[]; total: number }> {
    // One query: the window's count is taken before the LIMIT, so it is every read of the centre.
    const rows = (await this.dataSource.query(
      `SELECT r.at, coalesce(sr.display_name, r.role) AS role, r.role AS "roleName", r.state, r.kind, count(*) OVER ()::int AS total
         FROM centre_reads r LEFT JOIN system_roles sr ON sr.role_name = r.role
        WHERE r.centre_id = $1 ORDER BY r.at DESC, r.id DESC LIMIT ${Number(limit)}`,
      [centreId],
    )) as Array<CentreReadByOffice & { at: Date; total: number }>;
    return { reads: rows.map(({ total: _total, ...r }) => ({ ...r, at: new Date(r.at).toISOString() })), total: rows[0]?.total ?? 0 };
  }
}
