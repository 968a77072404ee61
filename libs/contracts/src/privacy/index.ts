export * from './data-inventory.js';
export * from './processing-record.js';
export * from './retention.js';
export * from './read-log.js';
export * from './privacy-office.js';
