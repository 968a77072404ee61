export * from './reports.module.js';
export * from './reports.entities.js';
export * from './aggregation/report-aggregator.js';
export * from './period/report-period.js';
