import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxRelay } from '../outbox/outbox-relay.js';

/**
 * Runs a use case in one transaction and wakes the outbox relay after it commits, so the
 * events the change recorded go out at once instead of at the next poll.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.relay.nudge();
    return result;
  }
}
