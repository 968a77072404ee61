import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccreditationEvent } from '#accreditation';
import { CentreEvent } from '#centres';
import { EventRouter, JobName, JobRegistry } from '#platform';
import { ReportAggregator } from './report-aggregator.js';

/** Refresh one centre's rows, or (from the scheduler) take in the centres that have no facts yet. */
export type AggregateReportsPayload = { centreId: string } | { catchUp: true };

/** Every event after which a centre's report figures may differ. */
export const REPORTED_EVENTS: readonly string[] = [
  CentreEvent.PreRegistered,
  CentreEvent.Created,
  CentreEvent.StatusChanged,
  CentreEvent.RegistrationSaved,
  CentreEvent.RegistrationCompleted,
  CentreEvent.DocumentUploaded,
  CentreEvent.DocumentDeleted,
  CentreEvent.AutotestResultRecorded,
  AccreditationEvent.Initialized,
  AccreditationEvent.StageApproved,
  AccreditationEvent.Approved,
  AccreditationEvent.Rejected,
];

/**
 * Routes the domain events to the aggregation job and registers both report jobs. A redelivered
 * job recomputes the same rows from the sources, so it cannot count anything twice.
 */
@Injectable()
export class ReportJobs implements OnModuleInit {
  constructor(
    private readonly router: EventRouter,
    private readonly registry: JobRegistry,
    private readonly aggregator: ReportAggregator,
  ) {}

  onModuleInit(): void {
    for (const event of REPORTED_EVENTS) {
      this.router.on(event, JobName.AggregateReports, (payload): AggregateReportsPayload => ({ centreId: String(payload.centreId ?? '') }));
    }
    this.registry.register<AggregateReportsPayload>(JobName.AggregateReports, async (payload) => {
      if (payload && 'catchUp' in payload) await this.aggregator.catchUp();
      else if (payload && typeof payload.centreId === 'string') await this.aggregator.refreshCentres([payload.centreId]);
    });
    this.registry.register(JobName.RebuildReports, async () => {
      await this.aggregator.rebuild();
    });
  }
}
