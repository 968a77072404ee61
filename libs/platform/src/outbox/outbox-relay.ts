import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName } from '../queue/job-names.js';
import { JOB_QUEUE_TOKEN, type JobQueue } from '../queue/job-queue.js';
import { EventRouter } from './event-router.js';

interface ClaimedEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const BATCH = 100;
const POLL_MS = 1000;
const MAX_ATTEMPTS = 50;

/**
 * The relay's two lanes. An event whose every job is a single email (a sign-in code, a decision)
 * goes through `prompt`; one that leads to anything longer (an import, a letter, a report, a burst
 * of notices) through `background`. Each lane has its own passes, so in the single-process mode,
 * where handing a job over runs it, a sign-in code is never held behind an import or the deadline
 * sweep's reminders (docs/TRUST.md, "The lifecycle model").
 */
type Lane = 'prompt' | 'background';
const LANES: Lane[] = ['prompt', 'background'];

/** One lane's passes: never two at once, and a request during one causes one more. */
interface LaneState {
  running: Promise<void> | null;
  again: boolean;
}

/**
 * Moves committed outbox events onto the queue. Events are claimed with SKIP LOCKED so several
 * processes can relay at once; an event is marked dispatched only after every job it leads to was
 * accepted, and each job id is derived from the event id, so a retried event never repeats a job.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('outbox');
  private timer: NodeJS.Timeout | null = null;
  private readonly lanes: Record<Lane, LaneState> = { prompt: { running: null, again: false }, background: { running: null, again: false } };
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly router: EventRouter,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(LANES.map((lane) => this.lanes[lane].running));
  }

  /** Asks each lane for a pass now. */
  nudge(): void {
    for (const lane of LANES) this.nudgeLane(lane);
  }

  private nudgeLane(lane: Lane): void {
    const state = this.lanes[lane];
    if (this.stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = this.drainLane(lane).then(() => undefined).finally(() => {
      state.running = null;
      if (state.again && !this.stopped) {
        state.again = false;
        this.nudgeLane(lane);
      }
    });
  }

  /** Relays both lanes until nothing is due; returns how many events were handled. Exposed for tests and the CLI. */
  async drain(): Promise<number> {
    const handled = await Promise.all(LANES.map((lane) => this.drainLane(lane)));
    return handled[0]! + handled[1]!;
  }

  private async drainLane(lane: Lane): Promise<number> {
    let handled = 0;
    try {
      for (;;) {
        const events = await this.claim(lane);
        if (events.length === 0) return handled;
        const dispatched = (await Promise.all(events.map((event) => this.dispatch(event)))).filter((id): id is string => id !== null);
        // One statement marks the pass's dispatched events: a large import queues thousands of notices.
        if (dispatched.length > 0) {
          await this.dataSource.query(
            `UPDATE outbox_events SET status = 'dispatched', dispatched_at = now(), locked_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])`,
            [dispatched],
          );
        }
        handled += events.length;
        if (this.stopped) return handled;
      }
    } catch (error) {
      // The database may be down for a while; the next poll tries again.
      this.logger.warn(`relay pass failed: ${(error as Error).message}`);
      return handled;
    }
  }

  /** The event types some of whose jobs are more than a single email: the background lane's. */
  private backgroundTypes(): string[] {
    return this.router.eventTypes().filter((type) => this.router.routesFor(type).some((route) => JOB_QUEUE[route.job] !== QueueName.Mail));
  }

  private async claim(lane: Lane): Promise<ClaimedEvent[]> {
    const rows = await this.dataSource.query(
      `UPDATE outbox_events SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox_events
           WHERE status = 'pending' AND available_at <= now() AND (locked_until IS NULL OR locked_until < now())
             AND (type = ANY($3::text[])) = $4
           ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, type, payload, attempts`,
      // The lease fits the driver: a crashed process's claimed events wait this long (JobQueue).
      [BATCH, this.queue.dispatchLeaseSeconds, this.backgroundTypes(), lane === 'background'],
    );
    // TypeORM returns [rows, count] for UPDATE ... RETURNING on postgres.
    return (Array.isArray(rows[0]) ? rows[0] : rows) as ClaimedEvent[];
  }

  /**
   * Queues the event's jobs; answers its id once every job was accepted (the pass then marks it
   * dispatched), or null after recording the failure. A crash in between re-dispatches the event
   * later: its job ids come from the event's id, so no job is queued twice.
   */
  private async dispatch(event: ClaimedEvent): Promise<string | null> {
    try {
      for (const route of this.router.routesFor(event.type)) {
        await this.queue.add(route.job, route.map(event.payload), `${event.id}-${route.job}`);
      }
      return event.id;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const failed = event.attempts >= MAX_ATTEMPTS;
      const delaySeconds = Math.min(2 ** Math.min(event.attempts, 9), 300);
      this.logger.warn(`event ${event.type} ${event.id} not dispatched (attempt ${event.attempts}): ${message}`);
      await this.dataSource
        .query(
          `UPDATE outbox_events SET status = $2, locked_until = NULL, last_error = $3,
                  available_at = now() + make_interval(secs => $4) WHERE id = $1`,
          [event.id, failed ? 'failed' : 'pending', message.slice(0, 2000), delaySeconds],
        )
        .catch(() => {});
      return null;
    }
  }
}
