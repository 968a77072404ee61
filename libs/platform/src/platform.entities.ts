import { OutboxEvent } from './outbox/outbox-event.entity.js';

export const PLATFORM_ENTITIES = [OutboxEvent];
