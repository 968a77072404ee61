import type { EntityManager } from 'typeorm';
import { SECURITY_MSG } from '#contracts';
import { AppError, type RateRule } from '#platform';

/** Caps on a centre's documents and its upload rate (docs/SECURITY.md, red-team pass 1, row 5). */
export const DOCUMENT_LIMITS = {
  /** Documents of one type (an application letter, pictures...) a centre keeps at once. */
  perType: 5,
  /** Documents of every type a centre keeps at once. */
  perCentre: 20,
  /** Uploads a centre may make in `uploadWindowSeconds`, deleted ones included. */
  uploadsPerWindow: 30,
  uploadWindowSeconds: 10 * 60,
} as const;

export const uploadRateRule = (centreId: string): RateRule => ({
  key: `upload:centre:${centreId}`,
  limit: DOCUMENT_LIMITS.uploadsPerWindow,
  windowSeconds: DOCUMENT_LIMITS.uploadWindowSeconds,
});

/** 409 when the centre already holds the most documents of the type, or of all types. Run under the centre's row lock. */
export async function assertRoomFor(manager: EntityManager, centreId: string, documentType: string | null): Promise<void> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE document_type = $2)::int AS of_type FROM centre_documents WHERE centre_id = $1`,
    [centreId, documentType],
  )) as Array<{ total: number; of_type: number }>;
  if ((row?.total ?? 0) >= DOCUMENT_LIMITS.perCentre) throw AppError.conflict(SECURITY_MSG.tooManyDocuments(DOCUMENT_LIMITS.perCentre));
  if (documentType && (row?.of_type ?? 0) >= DOCUMENT_LIMITS.perType) throw AppError.conflict(SECURITY_MSG.tooManyDocumentsOfType(DOCUMENT_LIMITS.perType));
}
