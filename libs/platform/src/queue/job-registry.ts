import { Injectable } from '@nestjs/common';
import type { JobName } from './job-names.js';
import type { JobHandler } from './job-queue.js';

/** Domain modules register their job handlers here at init; both queue drivers look them up. */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<JobName, JobHandler>();

  register<P>(name: JobName, handler: JobHandler<P>): void {
    if (this.handlers.has(name)) throw new Error(`Job handler for ${name} registered twice`);
    this.handlers.set(name, handler as JobHandler);
  }

  get(name: JobName): JobHandler | undefined {
    return this.handlers.get(name);
  }
}
