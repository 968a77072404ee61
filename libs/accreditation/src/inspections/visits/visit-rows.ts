import {
  computeReadiness,
  DECLARED_FIELDS,
  INSPECTION_STATUS_LABELS,
  type DeclaredField,
  type FindingValue,
  type FindingView,
  type InspectionCriterion,
  type InspectionStatus,
  type InspectionVisitRow,
  type InspectorRef,
  type PhotoView,
  type Readiness,
} from '#contracts';

/** An inspection_visits row joined with its centre, as the queries of this folder select it. */
export interface VisitRow {
  id: string;
  centre_id: string;
  config_id: string;
  config_version: number;
  checklist: InspectionCriterion[];
  status: InspectionStatus;
  visit_date: string;
  inspector_ids: string[];
  inspectors: Array<InspectorRef & { email?: string }>;
  notes: string | null;
  scheduled_by_name: string | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: Date | null;
  countersigned_by_name: string | null;
  countersigned_at: Date | null;
  cancelled_reason: string | null;
  readiness: Readiness | null;
  score: string | number | null;
  mandatory_met: boolean | null;
  contradictions: number | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  centre_name: string;
  centre_status: string;
  admin_email: string;
  reference_number: string;
  state: string | null;
  local_government: string | null;
  address: string | null;
}

export interface FindingRow {
  criterion_key: string;
  value: FindingValue;
  notes: string | null;
  version: number;
  recorded_by: string | null;
  recorded_by_name: string;
  recorded_at: Date;
  captured_at: Date | null;
}

export interface PhotoRow {
  id: string;
  visit_id: string;
  criterion_key: string | null;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  taken_at: Date | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  uploaded_by_name: string;
  uploaded_at: Date;
}

/** The centre columns of each declared field (the Centre entity's names are the API's). */
export const DECLARED_COLUMNS: Record<DeclaredField, string> = {
  CentreCapacity: 'centre_capacity',
  NumberOfBackupSystems: 'number_of_backup_systems',
  ExpectedCandidates: 'expected_candidates',
  TypeOfPowerSource: 'power_source',
  TypeOfBackupPowerSource: 'backup_power_source',
  GeneratorCapacity: 'generator_capacity',
  CCTV: 'cctv',
  CCTVType: 'cctv_type',
  NetworkTopology: 'network_topology',
  networkingType: 'networking_type',
  SystemArchitecture: 'system_architecture',
  internetConnection: 'internet_connection',
  CoolingSystem: 'cooling_system',
};

/** SELECT list and joins giving a VisitRow (alias v for the visit). */
export const VISIT_SELECT = `
  SELECT v.*, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, cfg.version AS config_version, cfg.inspection_checklist AS checklist,
         c.centre_name, c.status AS centre_status, c.admin_email, c.reference_number, c.state, c.local_government, c.address
    FROM inspection_visits v
    JOIN centres c ON c.id = v.centre_id
    JOIN accreditation_configs cfg ON cfg.id = v.config_id`;

export const DECLARED_SELECT = `SELECT ${DECLARED_FIELDS.map((f) => `${DECLARED_COLUMNS[f]} AS "${f}"`).join(', ')} FROM centres WHERE id = $1`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRow(v: VisitRow): InspectionVisitRow {
  return {
    id: v.id,
    centreId: v.centre_id,
    CentreName: v.centre_name,
    ReferenceNumber: v.reference_number,
    State: v.state,
    status: v.status,
    statusLabel: INSPECTION_STATUS_LABELS[v.status],
    visitDate: v.visit_date,
    // Names only: a visit is read by auditors and state staff who may not read users (DECISIONS §9).
    inspectors: v.inspectors.map((i) => ({ id: i.id, name: i.name })),
    score: v.score === null ? null : Number(v.score),
    mandatoryMet: v.mandatory_met,
    contradictions: v.contradictions,
    submittedAt: iso(v.submitted_at),
    version: v.version,
  };
}

export function toFindingView(f: FindingRow): FindingView {
  return {
    criterionKey: f.criterion_key,
    value: f.value,
    notes: f.notes,
    version: f.version,
    recordedBy: { id: f.recorded_by, name: f.recorded_by_name },
    recordedAt: new Date(f.recorded_at).toISOString(),
    capturedAt: iso(f.captured_at),
  };
}

export function toPhotoView(p: PhotoRow): PhotoView {
  return {
    id: p.id,
    criterionKey: p.criterion_key,
    contentType: p.content_type,
    sizeBytes: p.size_bytes,
    sha256: p.sha256,
    takenAt: iso(p.taken_at),
    latitude: p.latitude,
    longitude: p.longitude,
    accuracyMetres: p.accuracy_m,
    uploadedBy: p.uploaded_by_name,
    uploadedAt: new Date(p.uploaded_at).toISOString(),
  };
}

/** The readiness the findings give now (an open visit), from rows. */
export function liveReadiness(checklist: InspectionCriterion[], findings: FindingRow[], photos: PhotoRow[], declared: Partial<Record<DeclaredField, unknown>>): Readiness {
  const byKey = Object.fromEntries(findings.map((f) => [f.criterion_key, { value: f.value }]));
  const counts: Record<string, number> = {};
  for (const p of photos) if (p.criterion_key) counts[p.criterion_key] = (counts[p.criterion_key] ?? 0) + 1;
  return computeReadiness(checklist, byKey, counts, declared);
}
