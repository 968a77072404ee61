import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { currentTime, type AdminPrincipal } from '#platform';
import { buildCentreListQuery, type CentreListRequest } from './centre-list.query.js';
import { CountCache } from './count-cache.js';

export interface CentreListPage {
  schools: Array<Record<string, unknown>>;
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

/**
 * The admin centre list: two plain statements, rows sent as PostgreSQL returns them (the SQL names
 * the API fields), because this call is the console's busiest and is benchmarked against bare SQL.
 */
@Injectable()
export class CentreListService {
  private readonly totals = new CountCache({ exactBelow: 10_000, maxAgeMs: 1000, maxEntries: 1000 });

  constructor(private readonly dataSource: DataSource) {}

  async list(admin: AdminPrincipal, request: CentreListRequest): Promise<CentreListPage> {
    const { rowsSql, countSql, params } = buildCentreListQuery(request, admin.scope, currentTime());
    const [rows, totalCount] = await Promise.all([
      this.dataSource.query(rowsSql, params) as Promise<Array<Record<string, unknown>>>,
      this.totals.get(`${countSql}\u0000${JSON.stringify(params)}`, async () => {
        const [row] = (await this.dataSource.query(countSql, params)) as Array<{ totalCount: number }>;
        return row?.totalCount ?? 0;
      }),
    ]);
    return {
      schools: rows,
      pagination: { page: request.page, limit: request.limit, totalCount, totalPages: Math.ceil(totalCount / request.limit) },
    };
  }
}
