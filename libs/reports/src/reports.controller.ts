import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MSG, REPORT_PERIODS } from '#contracts';
import { AdminOnly, AppError, CurrentAdmin, DeniedWith, ok, type AdminPrincipal } from '#platform';
import { ReportAggregator } from './aggregation/report-aggregator.js';
import { readReportRange, type ReportRange } from './period/report-period.js';
import { ReportQueryService } from './queries/report-query.service.js';
import { InspectionReadinessQuery } from './queries/inspection-readiness.query.js';
import { RenewalsQuery } from './queries/renewals.query.js';
import { DueProcessQuery } from './queries/due-process.query.js';

const PERIOD_QUERY = [
  ApiQuery({ name: 'period', required: false, enum: REPORT_PERIODS, description: 'Default monthly: the current Africa/Lagos day, ISO week or month' }),
  ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD (Africa/Lagos calendar day)' }),
  ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD, on or after startDate' }),
];

function withPeriod(): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorate of PERIOD_QUERY) decorate(target, key, descriptor);
  };
}

function rangeOf(query: Record<string, unknown> | undefined): ReportRange {
  const { range, errors } = readReportRange(query ?? {});
  if (!range) throw AppError.validation(errors);
  return range;
}

/** Reports & Analytics (SPEC §7); figures are defined in docs/REPORTS.md. */
@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportQueryService,
    private readonly aggregator: ReportAggregator,
    private readonly inspections: InspectionReadinessQuery,
    private readonly renewals: RenewalsQuery,
    private readonly dueProcess: DueProcessQuery,
  ) {}

  @Get('registration-trends')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Registrations and registration approvals in the period, the approval trend and the daily series' })
  @withPeriod()
  async registrationTrends(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.reports.registrationTrends(admin, rangeOf(query)));
  }

  @Get('approval-pipeline')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Centres waiting at each step now; review time and rejection rate of the period' })
  @withPeriod()
  async approvalPipeline(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.reports.approvalPipeline(admin, rangeOf(query)));
  }

  @Get('state-distribution')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: "Centres per state (the caller's states that have centres), with registrations of the period" })
  @withPeriod()
  async stateDistribution(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.reports.stateDistribution(admin, rangeOf(query)));
  }

  @Get('capacity-analysis')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Declared systems and autotest utilisation of the centres now' })
  @withPeriod()
  async capacityAnalysis(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.reports.capacityAnalysis(admin, rangeOf(query)));
  }

  @Get('documentation-compliance')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Approved centres holding every document type, missing documents, uploads of the period' })
  @withPeriod()
  async documentationCompliance(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.reports.documentationCompliance(admin, rangeOf(query)));
  }

  @Get('inspection-readiness')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: "Readiness by state from each inspected centre's newest submitted visit; visits submitted in the period and open now" })
  @withPeriod()
  async inspectionReadiness(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.inspections.answer(admin, rangeOf(query)));
  }

  @Get('renewals')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Renewals by state: due (window opened), submitted, granted and lapsed (expired) in the period' })
  @withPeriod()
  async renewalsReport(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.renewals.answer(admin, rangeOf(query)));
  }

  @Get('due-process')
  @AdminOnly('reports.read')
  @ApiOperation({ summary: 'Appeals (lodged, decided by outcome, median days to decide, open and overdue now) and sanctions by kind, by state (DECISIONS §10)' })
  @withPeriod()
  async dueProcessReport(@CurrentAdmin() admin: AdminPrincipal, @Query() query: Record<string, unknown>) {
    return ok(await this.dueProcess.answer(admin, rangeOf(query)));
  }

  @Post('rebuild')
  @HttpCode(200)
  @AdminOnly('reports.rebuild')
  @DeniedWith(MSG.onlySuperAdminRebuildReports)
  @ApiOperation({ summary: 'Super admins: rebuild every report table from the centres now (after a restore or a direct data load)' })
  async rebuild() {
    return ok(await this.aggregator.rebuild(), MSG.reportsRebuilt);
  }
}
