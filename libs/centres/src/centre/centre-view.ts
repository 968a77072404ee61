import type { Centre } from './centre.entity.js';

/** A file as the screens list it; `url` is a signed link that expires. */
export interface PublicFile {
  id: string;
  filename: string;
  url: string;
  uploadedAt: string;
  contentType: string;
  size: number;
}

export type UploadedDocuments = Partial<Record<string, { files: PublicFile[] }>>;

const INTERNAL: ReadonlyArray<keyof Centre> = ['source', 'version', 'documentCount', 'registrationCompletedAt', 'registrationSavedAt', 'repostedToAutotestAt'];

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/**
 * The Centre of SPEC §3 as every call answers it: main field names, the older aliases the screens
 * still read (registrationNumber, lga), and the derived flags.
 */
export function toPublicCentre(centre: Centre, uploadedDocuments?: UploadedDocuments): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(centre)) {
    if (INTERNAL.includes(key as keyof Centre)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return {
    _id: centre.id,
    ...out,
    registrationNumber: centre.ReferenceNumber,
    lga: centre.LocalGovernment,
    hasUploadedDocuments: centre.documentCount > 0,
    documentCount: centre.documentCount,
    hasPassedAutotest: centre.autotestDecision === 'approved',
    repostedToAutotestAt: iso(centre.repostedToAutotestAt),
    registrationCompletedAt: iso(centre.registrationCompletedAt),
    ...(uploadedDocuments ? { uploadedDocuments } : {}),
  };
}
