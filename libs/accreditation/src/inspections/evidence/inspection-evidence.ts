import type { DataSource } from 'typeorm';
import { INSPECTION_STATUS_LABELS, type Readiness } from '#contracts';
import { VISIT_SELECT, type FindingRow, type PhotoRow, type VisitRow } from '../visits/visit-rows.js';

/** One visit as the evidence pack prints it: a heading and its lines. */
export interface InspectionEvidence {
  heading: string;
  lines: string[];
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '-');

/**
 * Every inspection visit of the centre for the evidence pack: who inspected and signed when, the
 * readiness as submitted (score, mandatory criteria, gaps, contradicted declarations), each finding
 * and each photo with its SHA-256, so a copy of a photo can be checked against the pack.
 */
export async function collectInspectionEvidence(dataSource: DataSource, centreId: string): Promise<InspectionEvidence[]> {
  const visits = (await dataSource.query(`${VISIT_SELECT} WHERE v.centre_id = $1 ORDER BY v.visit_date, v.created_at`, [centreId])) as VisitRow[];
  const out: InspectionEvidence[] = [];
  for (const v of visits) {
    const findings = (await dataSource.query(`SELECT * FROM inspection_findings WHERE visit_id = $1 ORDER BY criterion_key`, [v.id])) as FindingRow[];
    const photos = (await dataSource.query(`SELECT * FROM inspection_photos WHERE visit_id = $1 ORDER BY uploaded_at, id`, [v.id])) as PhotoRow[];
    const r = v.readiness as Readiness | null;
    const lines = [
      `Status: ${INSPECTION_STATUS_LABELS[v.status]}; checklist of configuration version ${v.config_version}`,
      `Inspectors: ${v.inspectors.map((i) => `${i.name} <${i.email}>`).join(', ')}; scheduled by ${v.scheduled_by_name ?? '-'}`,
      `Submitted: ${iso(v.submitted_at)} by ${v.submitted_by_name ?? '-'}; countersigned: ${iso(v.countersigned_at)} by ${v.countersigned_by_name ?? '-'}`,
    ];
    if (v.cancelled_reason) lines.push(`Cancelled: ${v.cancelled_reason}`);
    if (r) {
      lines.push(`Readiness: score ${r.score}%, mandatory criteria ${r.mandatoryMet ? 'all met' : 'not all met'} (${r.met} of ${r.total} criteria met)`);
      for (const gap of r.gaps) lines.push(`Gap: ${gap}`);
      for (const c of r.contradictions) lines.push(`Contradicted declaration: ${c}`);
    }
    const labels = new Map(v.checklist.map((c) => [c.key, c.label]));
    for (const f of findings) {
      const value = f.value === null ? '-' : typeof f.value === 'boolean' ? (f.value ? 'Yes' : 'No') : String(f.value);
      lines.push(`Finding: ${labels.get(f.criterion_key) ?? f.criterion_key}: ${value}${f.notes ? ` (${f.notes})` : ''} - ${f.recorded_by_name}, ${iso(f.recorded_at)}`);
    }
    for (const p of photos) {
      const where = p.latitude !== null && p.longitude !== null ? ` at ${p.latitude}, ${p.longitude}` : '';
      lines.push(`Photo ${p.id}${p.criterion_key ? ` (${labels.get(p.criterion_key) ?? p.criterion_key})` : ''}: taken ${iso(p.taken_at)}${where}, ${p.size_bytes} bytes, sha256 ${p.sha256}`);
    }
    out.push({ heading: `Visit of ${v.visit_date}`, lines });
  }
  return out;
}
