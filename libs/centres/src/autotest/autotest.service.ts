import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CENTRE_LIST_LIMITS, MSG } from '#contracts';
import { AppError, canSeeState, OutboxService, UnitOfWork, type StateScope } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { Centre } from '../centre/centre.entity.js';
import { ActionHistory, adminActor, type HistoryActor } from '../history/action-history.js';
import { CentreEvent } from '../mail/centre-events.js';
import type { AutotestCaller } from './autotest-caller.guard.js';
import { toAutotestDetails } from './autotest-view.js';
import { suspendAfterFailedAutotest } from './autotest-suspension.js';
import type { AutotestResultDto } from './dto/autotest-result.dto.js';

export interface AutotestPage {
  centres: Array<Record<string, unknown>>;
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}

const scopeOf = (caller: AutotestCaller): StateScope => (caller.kind === 'admin' ? caller.scope : { all: true });

/** The autotest dashboard and the autotest system's calls (DECISIONS §4). */
@Injectable()
export class AutotestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  /** Centres approved for autotest, the most recently approved or reposted first. */
  async list(caller: AutotestCaller, page: number, limit: number): Promise<AutotestPage> {
    const scope = scopeOf(caller);
    const query = this.dataSource.getRepository(Centre).createQueryBuilder('c').where(`c.status = 'autotest_approved'`);
    if (!scope.all) {
      if (scope.states.length === 0) return { centres: [], pagination: { page, limit, totalCount: 0, totalPages: 0 } };
      query.andWhere('lower(c.state) IN (:...states)', { states: scope.states.map((s) => s.toLowerCase()) });
    }
    const [rows, totalCount] = await query
      .orderBy('COALESCE(c.reposted_to_autotest_at, c.autotest_approval_date, c.updated_at)', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
    return { centres: rows.map(toAutotestDetails), pagination: { page, limit, totalCount, totalPages: Math.ceil(totalCount / limit) } };
  }

  async details(caller: AutotestCaller, reference: string): Promise<Record<string, unknown>> {
    return toAutotestDetails(await this.visible(caller, reference));
  }

  async record(caller: AutotestCaller, reference: string, result: AutotestResultDto): Promise<Record<string, unknown>> {
    return this.uow.run(async (manager) => {
      const found = await this.visible(caller, reference, manager);
      const [locked] = (await manager.query('SELECT status, version FROM centres WHERE id = $1 FOR UPDATE', [found.id])) as Array<{ status: string; version: number }>;
      if (!locked) throw AppError.notFound(MSG.centreNotFound);
      if (locked.status !== 'autotest_approved') throw AppError.conflict(MSG.autotestNotApproved);
      const completed = new Date(result.autotestCompletedDate);
      await manager.query(
        `UPDATE centres SET autotest_completed_date = $2, autotest_expected_capacity = $3, autotest_realized_capacity = $4, autotest_score = $5,
                autotest_decision = $6, version = version + 1, updated_at = now()
          WHERE id = $1`,
        [found.id, completed, result.autotestExpectedCapacity, result.autotestRealizedCapacity, result.autotestScore, result.autotestDecision],
      );
      const data = {
        autotestCompletedDate: completed.toISOString(),
        autotestExpectedCapacity: result.autotestExpectedCapacity,
        autotestRealizedCapacity: result.autotestRealizedCapacity,
        autotestScore: result.autotestScore,
        autotestDecision: result.autotestDecision,
      };
      const actor: HistoryActor = caller.kind === 'admin' ? adminActor(caller) : { type: 'system', name: 'autotest' };
      await this.history.append(manager, found.id, { action: 'autotest_result_recorded', fromStatus: locked.status, toStatus: locked.status, actor, data });
      await suspendAfterFailedAutotest(manager, this.history, this.outbox, found, result.autotestDecision);
      await this.outbox.record(manager, CentreEvent.AutotestResultRecorded, {
        centreId: found.id,
        reference: found.ReferenceNumber,
        state: found.State,
        ...data,
        hasPassedAutotest: result.autotestDecision === 'approved',
        at: new Date().toISOString(),
      });
      return toAutotestDetails(await manager.findOneOrFail(Centre, { where: { id: found.id } }));
    });
  }

  /** A centre caller reaches only its own centre (the guard checked the path); an admin only their states. */
  private async visible(caller: AutotestCaller, reference: string, manager?: EntityManager): Promise<Centre> {
    const centre = await this.access.byReferenceOr404(reference, manager);
    if (caller.kind === 'centre' && caller.centreId !== centre.id) throw AppError.notFound(MSG.centreNotFound);
    if (caller.kind === 'admin' && !canSeeState(caller.scope, centre.State)) throw AppError.notFound(MSG.centreNotFound);
    return centre;
  }
}

export function pageParams(rawPage: unknown, rawLimit: unknown): { page: number; limit: number } {
  const int = (raw: unknown): number => (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN);
  const page = int(rawPage);
  const limit = int(rawLimit);
  return {
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), 1_000_000) : 1,
    limit: Number.isFinite(limit) ? Math.min(Math.max(limit, CENTRE_LIST_LIMITS.min), CENTRE_LIST_LIMITS.max) : CENTRE_LIST_LIMITS.default,
  };
}
