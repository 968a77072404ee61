export * from './centres.module.js';
export * from './centres.entities.js';
export * from './centre/centre.entity.js';
export * from './centre/centre-access.js';
export * from './centre/centre-view.js';
export * from './history/action-history.js';
export * from './history/history-hash.js';
export * from './mail/centre-events.js';
