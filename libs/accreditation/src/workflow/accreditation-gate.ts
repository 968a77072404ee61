import type { EntityManager } from 'typeorm';
import { DOCUMENT_TYPE_LABELS, REQUIRED_DOCUMENT_TYPES, TRUST_MSG } from '#contracts';
import { AppError } from '#platform';
import type { Centre } from '#centres';

/** What stops this centre's accreditation from starting, in words; empty when nothing does. */
export async function accreditationGaps(manager: EntityManager, centre: Pick<Centre, 'id' | 'isRegistrationComplete'>): Promise<string[]> {
  const gaps: string[] = [];
  if (!centre.isRegistrationComplete) gaps.push(TRUST_MSG.gateRegistrationIncomplete);
  const rows = (await manager.query('SELECT DISTINCT document_type FROM centre_documents WHERE centre_id = $1', [centre.id])) as Array<{ document_type: string }>;
  const held = new Set(rows.map((r) => r.document_type));
  const missing = REQUIRED_DOCUMENT_TYPES.filter((t) => !held.has(t)).map((t) => DOCUMENT_TYPE_LABELS[t]);
  if (missing.length > 0) gaps.push(TRUST_MSG.gateMissingDocuments(missing));
  return gaps;
}

/** DECISIONS §8: only a complete registration with every required document is accredited (409 naming what is missing). */
export async function assertAccreditable(manager: EntityManager, centre: Pick<Centre, 'id' | 'isRegistrationComplete'>): Promise<void> {
  const gaps = await accreditationGaps(manager, centre);
  if (gaps.length > 0) throw AppError.conflict(TRUST_MSG.accreditationGate(gaps));
}
