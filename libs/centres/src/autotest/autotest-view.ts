import { capacityPerformance } from '#contracts';
import type { Centre } from '../centre/centre.entity.js';

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** What the autotest system and the autotest screens need of a centre; no contact details. */
export function toAutotestDetails(c: Centre): Record<string, unknown> {
  return {
    _id: c.id,
    ReferenceNumber: c.ReferenceNumber,
    registrationNumber: c.ReferenceNumber,
    CentreName: c.CentreName,
    State: c.State,
    LocalGovernment: c.LocalGovernment,
    address: c.address,
    CentreCapacity: c.CentreCapacity,
    status: c.status,
    autotestApprovalDate: iso(c.autotestApprovalDate),
    repostedToAutotestAt: iso(c.repostedToAutotestAt),
    autotestInstructions: c.autotestInstructions,
    autotestCompletedDate: iso(c.autotestCompletedDate),
    autotestExpectedCapacity: c.autotestExpectedCapacity,
    autotestRealizedCapacity: c.autotestRealizedCapacity,
    autotestScore: c.autotestScore,
    autotestDecision: c.autotestDecision,
    hasPassedAutotest: c.autotestDecision === 'approved',
    capacityPerformance: capacityPerformance(c.autotestExpectedCapacity, c.autotestRealizedCapacity),
  };
}
