export * from './data-inventory.js';
export * from './processing-record.js';
export * from './privacy-office.js';
