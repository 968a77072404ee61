import { Injectable } from '@nestjs/common';
import type { JobName } from '../queue/job-names.js';

type PayloadMapper = (payload: Record<string, unknown>) => unknown;

interface Route {
  job: JobName;
  map: PayloadMapper;
}

/**
 * Which jobs follow from each domain event. Domain modules add their routes at init, so a
 * listener only says what to enqueue; the job itself does the side effect.
 */
@Injectable()
export class EventRouter {
  private readonly routes = new Map<string, Route[]>();

  on(eventType: string, job: JobName, map: PayloadMapper = (p) => p): void {
    const list = this.routes.get(eventType) ?? [];
    if (list.some((r) => r.job === job)) throw new Error(`Route ${eventType} -> ${job} registered twice`);
    list.push({ job, map });
    this.routes.set(eventType, list);
  }

  /** Every event type some job follows from. */
  eventTypes(): string[] {
    return [...this.routes.keys()];
  }

  routesFor(eventType: string): Route[] {
    return this.routes.get(eventType) ?? [];
  }
}
