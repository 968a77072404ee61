import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportAggregator } from './aggregation/report-aggregator.js';
import { ReportJobs } from './aggregation/report-jobs.js';
import { ReportScheduler } from './aggregation/report-scheduler.js';
import { ReportCache } from './queries/report-cache.js';
import { ReportQueryService } from './queries/report-query.service.js';
import { InspectionReadinessQuery } from './queries/inspection-readiness.query.js';
import { RenewalsQuery } from './queries/renewals.query.js';
import { DueProcessQuery } from './queries/due-process.query.js';
import { ReportsController } from './reports.controller.js';
import { REPORTS_ENTITIES } from './reports.entities.js';

/** Report tables fed by domain events and a periodic rebuild, and the five report calls (docs/REPORTS.md). */
@Module({
  imports: [TypeOrmModule.forFeature(REPORTS_ENTITIES)],
  controllers: [
    // controllers
    ReportsController,
  ],
  providers: [
    // providers
    ReportAggregator,
    ReportJobs,
    ReportScheduler,
    ReportQueryService,
    ReportCache,
    InspectionReadinessQuery,
    RenewalsQuery,
    DueProcessQuery,
  ],
})
export class ReportsModule {}
