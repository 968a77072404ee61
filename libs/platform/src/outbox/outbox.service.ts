import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxEvent } from './outbox-event.entity.js';

/** Records domain events inside the caller's transaction (the transactional outbox). */
@Injectable()
export class OutboxService {
  async record(manager: EntityManager, type: string, payload: Record<string, unknown>): Promise<string> {
    const result = await manager.insert(OutboxEvent, { type, payload: payload as never });
    return String(result.identifiers[0]!.id);
  }
}
