export * from './reports.module.js';
export * from './reports.entities.js';
