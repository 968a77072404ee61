export * from './identity.js';
export * from './messages.js';
export * from './geography/index.js';
export * from './ui-routes.js';
export * from './centres.js';
export * from './sample-centres-csv.js';
export * from './accreditation.js';
export * from './audit.js';
