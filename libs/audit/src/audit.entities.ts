import { AuditEvent } from './log/audit-event.entity.js';

export const AUDIT_ENTITIES = [AuditEvent];
