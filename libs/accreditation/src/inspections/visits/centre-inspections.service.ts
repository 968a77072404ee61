import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { needsCountersignedVisit, type CentreInspectionSummary, type Readiness } from '#contracts';
import { CentreAccess } from '#centres';
import type { AdminPrincipal } from '#platform';
import { AccreditationReader } from '../../workflow/accreditation-reader.js';
import { inspectionGateReason } from '../../gates/inspection-gate.js';
import { toRow, VISIT_SELECT, type VisitRow } from './visit-rows.js';

/**
 * A centre's inspections as the pages that decide on it show them: the readiness of the newest
 * submitted visit, the visits, and whether the active accreditation stage waits for a visit.
 */
@Injectable()
export class CentreInspectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: CentreAccess,
    private readonly reader: AccreditationReader,
  ) {}

  async summary(admin: AdminPrincipal, centreId: string): Promise<CentreInspectionSummary> {
    const centre = await this.access.forAdmin(admin, centreId);
    const rows = (await this.dataSource.query(`${VISIT_SELECT} WHERE v.centre_id = $1 ORDER BY v.visit_date DESC, v.created_at DESC LIMIT 50`, [centre.id])) as VisitRow[];
    const newest = rows
      .filter((r) => r.submitted_at && r.readiness)
      .sort((a, b) => new Date(b.submitted_at!).getTime() - new Date(a.submitted_at!).getTime())[0];
    const accreditation = await this.reader.forCentre(centre.id, admin);
    const stage = accreditation?.stages.find((s) => s.state === 'active');
    let gate: CentreInspectionSummary['gate'] = null;
    if (accreditation && stage?.requiresInspection) {
      const reason = await inspectionGateReason(this.dataSource.manager, centre.id, accreditation, stage);
      gate = { stageNumber: stage.stageNumber, stageName: stage.stageName, requiresCountersignedVisit: needsCountersignedVisit(stage), satisfied: reason === null, reason };
    }
    return {
      centreId: centre.id,
      latest: newest
        ? { visitId: newest.id, visitDate: newest.visit_date, submittedAt: new Date(newest.submitted_at!).toISOString(), status: newest.status, readiness: newest.readiness as Readiness }
        : null,
      visits: rows.map(toRow),
      gate,
    };
  }
}
