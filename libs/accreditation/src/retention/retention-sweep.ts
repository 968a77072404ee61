import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RETENTION_RULES, type RetentionDueView } from '#contracts';
import { APP_CONFIG, currentTime, JobName, PeriodicWork, type AppConfig } from '#platform';
import { ErasureService } from './erasure.service.js';
import { describePurges, purgeExpired } from './retention-purges.js';
import { dueForErasure } from './retention-schedule.js';

/**
 * The retention job (DECISIONS §10), a job scheduler run daily (RETENTION_SWEEP_MS) like the other
 * sweeps, so several instances never run one tick twice. Each due subject is erased in its own
 * transaction and recorded (erasures), so a run stopped half-way resumes where it stopped; held
 * centres are passed by.
 */
@Injectable()
export class RetentionSweep implements OnModuleInit {
  private readonly logger = new Logger('retention');

  constructor(
    private readonly periodic: PeriodicWork,
    private readonly dataSource: DataSource,
    private readonly erasure: ErasureService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.periodic.register(JobName.RetentionSweep, this.config.retentionSweepMs, () => this.run());
  }

  /**
   * One run: the subjects due for erasure, then the traces of steps past their period (codes and
   * links, unconfirmed registrations and requests, import uploads, emails). The counts are the run's
   * outcome, kept for the Jobs page and logged when anything went.
   */
  async run(): Promise<string> {
    const erased = await this.sweep();
    // An erasure whose journal entry could not be written (Redis away) is added now.
    const journalled = await this.erasure.syncJournal();
    if (journalled > 0) this.logger.log(`${journalled} erasure(s) added to the erasure journal`);
    const purged = await purgeExpired(this.dataSource, this.config.retention, currentTime(), this.config.dataDir);
    const outcome = describePurges(erased, purged);
    if (erased > 0 || Object.values(purged).some((n) => n > 0)) this.logger.log(`retention: ${outcome}`);
    return outcome;
  }

  async sweep(): Promise<number> {
    let erased = 0;
    for (;;) {
      const due = (await dueForErasure(this.dataSource, this.config.retention, currentTime())).filter((d) => !d.held);
      if (due.length === 0) return erased;
      let progressed = 0;
      for (const subject of due) {
        try {
          if ((await this.eraseOne(subject)) === 'erased') progressed++;
        } catch (error) {
          // A hold set since the list was read (409), a record gone: that subject waits for the next run.
          this.logger.warn(`${subject.subject} not erased: ${(error as Error).message}`);
        }
      }
      erased += progressed;
      if (due.length < 500 || progressed === 0) return erased;
    }
  }

  private eraseOne(due: RetentionDueView) {
    const reason = `retention class ${RETENTION_RULES[due.rule].retentionClass}: due ${due.dueAt.slice(0, 10)} (${RETENTION_RULES[due.rule].setting})`;
    const request = { rule: due.rule, reason };
    if (due.subjectType === 'centre') return this.erasure.eraseCentre(due.subjectId, request);
    if (due.subjectType === 'privacy_request') return this.erasure.erasePrivacyRequest(due.subjectId, request);
    return this.erasure.eraseStaff(due.subjectId, request);
  }
}
