import type { DeclaredField, FindingValue, InspectionCriterion, InspectionStatus, Readiness } from './inspections.js';

/*
 * The shapes of inspection visits the API sends and the console reads (written once, like views.ts).
 * Dates travel as ISO text; a visit date as YYYY-MM-DD.
 */

export interface InspectorRef {
  id: string;
  name: string;
  /** Only for a reader who may read staff (users.read where the centre is): DECISIONS §9. */
  email?: string;
}

/** One criterion's finding: the newest answer, who recorded it and when (on the device and on the server). */
export interface FindingView {
  criterionKey: string;
  value: FindingValue;
  notes: string | null;
  /** Goes up with every change; a device sends the one it last read, so a change made elsewhere is a conflict. */
  version: number;
  recordedBy: { id: string | null; name: string };
  recordedAt: string;
  capturedAt: string | null;
}

export interface PhotoView {
  id: string;
  criterionKey: string | null;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  /** When and where the device took it (the position where the browser gave it). */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMetres: number | null;
  uploadedBy: string;
  uploadedAt: string;
}

/** A visit in the list (GET /api/inspections/visits). */
export interface InspectionVisitRow {
  id: string;
  centreId: string;
  CentreName: string;
  ReferenceNumber: string;
  State: string | null;
  status: InspectionStatus;
  statusLabel: string;
  visitDate: string;
  inspectors: InspectorRef[];
  /** From the submitted findings; null until submitted. */
  score: number | null;
  mandatoryMet: boolean | null;
  contradictions: number | null;
  submittedAt: string | null;
  version: number;
}

/** One visit (GET /api/inspections/visits/{id}): its checklist, the centre's declarations, findings, photos and readiness. */
export interface InspectionVisitView extends InspectionVisitRow {
  LocalGovernment: string | null;
  address: string | null;
  notes: string | null;
  configVersion: number;
  checklist: InspectionCriterion[];
  declared: Partial<Record<DeclaredField, string | number | null>>;
  findings: FindingView[];
  photos: PhotoView[];
  /** Live while the visit is open; as submitted afterwards. */
  readiness: Readiness;
  scheduledBy: string | null;
  submittedBy: string | null;
  countersignedBy: string | null;
  countersignedAt: string | null;
  cancelledReason: string | null;
  /** What the caller may do now. */
  can: { record: boolean; submit: boolean; countersign: boolean; cancel: boolean };
  /** Why an inspector of the visit cannot submit it yet (before the visit date); null otherwise. */
  submitBlockedReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A centre's inspections (GET /api/inspections/centres/{centreId}): the newest submitted readiness and the stage gate. */
export interface CentreInspectionSummary {
  centreId: string;
  latest: { visitId: string; visitDate: string; submittedAt: string; status: InspectionStatus; readiness: Readiness } | null;
  visits: InspectionVisitRow[];
  /** The active accreditation stage when it waits for an inspection visit; null otherwise. */
  gate: { stageNumber: number; stageName: string; requiresCountersignedVisit: boolean; satisfied: boolean; reason: string | null } | null;
}

/** GET /api/reports/inspection-readiness: readiness by state from each centre's newest submitted visit. */
export interface InspectionReadinessReport {
  period: string;
  startDate: string;
  endDate: string;
  states: InspectionReadinessRow[];
  totals: Omit<InspectionReadinessRow, 'name'>;
}

export interface InspectionReadinessRow {
  name: string;
  /** Centres with a submitted visit (their newest one counts). */
  inspectedCentres: number;
  /** Of those, centres meeting every mandatory criterion. */
  readyCentres: number;
  notReadyCentres: number;
  /** Mean weighted score of the newest visits, one decimal; 0 when none. */
  averageScore: number;
  /** Centres whose newest visit contradicts a declared figure. */
  contradictedCentres: number;
  /** Visits submitted within the period. */
  visitsSubmitted: number;
  /** Visits scheduled and not yet submitted, now. */
  openVisits: number;
}
