export { AUDIT_EVENTS, auditDataProvider, withAuditResources } from './auditProvider';
