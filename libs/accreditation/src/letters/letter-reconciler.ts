import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, JOB_QUEUE_TOKEN, JobName, JobRegistry, type AppConfig, type JobQueue } from '#platform';
import { AccreditationEvent } from '../events/accreditation-events.js';
import { LetterGenerator } from './letter-generator.js';

/** The events that lead to a letter being made or mailed. */
const LETTER_EVENTS = [AccreditationEvent.Approved, AccreditationEvent.LetterRegenerationRequested, AccreditationEvent.LetterGenerated];
const MAKING_EVENTS = [AccreditationEvent.Approved, AccreditationEvent.LetterRegenerationRequested];
/** The event path normally makes a letter within a second; only older gaps are the reconciliation's. */
const GRACE_SECONDS = 30;
const BATCH = 50;

export interface ReconcileOutcome {
  /** Letter events that had given up, put back to be retried. */
  revived: number;
  /** Accredited centres that had no letter and got one now. */
  generated: number;
  /** Letters that could not be made in this pass (tried again at the next). */
  failed: number;
}

/**
 * No accredited centre stays without its letter. The letter follows the outbox like the emails and
 * is retried; this pass is the net behind that path, at every start and then periodically
 * (LETTER_RECONCILE_MS): letter events that ran out of attempts are retried again, and approved
 * accreditations that still have no letter once the event path had its chance get one made now
 * (the generator claims the row, so a letter being made at the same moment is never made twice).
 */
@Injectable()
export class LetterReconciler implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('letters');
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
    private readonly generator: LetterGenerator,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.ReconcileAccreditationLetters, async () => {
      await this.reconcile();
    });
  }

  onApplicationBootstrap(): void {
    // At start with an id of its own (a restart within one period still looks), then once a period
    // whatever the number of processes (the slot is the job id).
    this.schedule(`letters-reconcile-start-${randomUUID()}`);
    const every = this.config.letterReconcileMs;
    this.timer = setInterval(() => this.schedule(`letters-reconcile-${Math.floor(Date.now() / every)}`), every);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** In-process, add() runs the job: never let a slow pass pile up behind the next tick. */
  private schedule(jobId: string): void {
    if (this.stopped || this.busy) return;
    this.busy = true;
    this.queue
      .add(JobName.ReconcileAccreditationLetters, {}, jobId)
      .catch((error: Error) => {
        if (!this.stopped) this.logger.warn(`letter reconciliation not run: ${error.message}`);
      })
      .finally(() => (this.busy = false));
  }

  async reconcile(): Promise<ReconcileOutcome> {
    const outcome: ReconcileOutcome = { revived: 0, generated: 0, failed: 0 };
    const [, revived] = (await this.dataSource.query(
      `UPDATE outbox_events SET status = 'pending', attempts = 0, available_at = now(), locked_until = NULL
        WHERE status = 'failed' AND type = ANY($1)`,
      [LETTER_EVENTS],
    )) as [unknown, number];
    outcome.revived = revived;
    if (revived > 0) this.logger.warn(`${revived} letter event(s) had stopped retrying: retrying them again`);

    const missing = (await this.dataSource.query(
      `SELECT a.id FROM accreditations a
        WHERE a.status = 'approved' AND a.standing IN ('accredited', 'suspended') AND a.letter_stored_name IS NULL
          AND COALESCE(a.accredited_at, a.updated_at) < now() - make_interval(secs => $1)
          AND NOT EXISTS (SELECT 1 FROM outbox_events e
                           WHERE e.status = 'pending' AND e.type = ANY($2) AND e.payload->>'accreditationId' = a.id::text
                             AND e.created_at > now() - make_interval(secs => $1))
        ORDER BY a.accredited_at LIMIT $3`,
      [GRACE_SECONDS, MAKING_EVENTS, BATCH],
    )) as Array<{ id: string }>;
    for (const { id } of missing) {
      try {
        if (await this.generator.generate(id)) outcome.generated++;
      } catch (error) {
        outcome.failed++;
        this.logger.warn(`accreditation ${id}: letter still not made (${(error as Error).message}); tried again at the next pass`);
      }
    }
    if (outcome.generated > 0) this.logger.warn(`made the missing letter of ${outcome.generated} accredited centre(s); each is mailed to its centre`);
    return outcome;
  }
}
