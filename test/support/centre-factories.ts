import { randomBytes, randomInt } from 'node:crypto';
import type { CentreStatus } from '#contracts';
import { chainedEntry } from '../../libs/centres/src/history/action-history.js';
import { storeFile } from './stored-files.js';
import type { TestApp } from './test-app.js';

export interface CreatedCentre {
  id: string;
  reference: string;
  email: string;
  governmentId: string;
  centreName: string;
  state: string | null;
}

export interface CentreSeed {
  status?: CentreStatus;
  state?: string | null;
  localGovernment?: string | null;
  email?: string;
  centreName?: string;
  governmentId?: string;
  autotestDecision?: string | null;
  address?: string;
  /** The position the centre declared in its detailed registration (docs/REGISTER.md "Where coordinates come from"). */
  latitude?: number;
  longitude?: number;
  /** Registration marked complete (default false). */
  complete?: boolean;
  /**
   * Uploaded documents, stored as an upload stores them (a file under a random name and its row):
   * a count of application letters, or one file of each listed document type.
   */
  documents?: number | readonly string[];
}

/**
 * Puts a centre straight into the database in any status, with a valid first history entry, for
 * specs about what happens next (review, scope, export). Flows that create centres are tested
 * through the API in their own specs.
 */
export async function seedCentre(app: TestApp, seed: CentreSeed = {}): Promise<CreatedCentre> {
  if (!app.db) throw new Error('seedCentre needs the PostgreSQL test services');
  const tag = randomBytes(4).toString('hex');
  const reference = `JAMB-2026-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const email = seed.email ?? `centre-${tag}@school.test`;
  const governmentId = seed.governmentId ?? `RC${randomInt(100000, 999999)}${tag}`;
  const centreName = seed.centreName ?? `Test Centre ${tag}`;
  const state = seed.state === undefined ? 'Lagos' : seed.state;
  const localGovernment = seed.localGovernment === undefined ? (state === 'Lagos' ? 'Ikeja' : null) : seed.localGovernment;
  const status = seed.status ?? 'pending';
  const approved = status === 'registration_approved' || status === 'autotest_approved';
  const { rows: [row] } = await app.db.query(
    `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name,
       admin_email, admin_number, state, local_government, address, registration_approval_date, autotest_approval_date, autotest_decision)
     VALUES ($1, $2, $3, 'JAMB', 'Private Institution', $4, 'public', 'Ada Obi', $5, '+2348012345678', $6, $7, $11,
       $8, $9, $10)
     RETURNING id`,
    [reference, centreName, governmentId, status, email, state, localGovernment, approved ? new Date() : null, status === 'autotest_approved' ? new Date() : null, seed.autotestDecision ?? null, seed.address ?? '1 School Road'],
  );
  const entry = chainedEntry(row.id, { action: 'pre_registered', toStatus: status, actor: { type: 'system', name: 'test seed' } }, null);
  await app.db.query(
    `INSERT INTO centre_actions (centre_id, seq, action, from_status, to_status, actor_type, actor_name, at, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [entry.centreId, entry.seq, entry.action, entry.fromStatus, entry.toStatus, entry.actorType, entry.actorName, entry.at, entry.prevHash, entry.hash],
  );
  if (seed.latitude !== undefined) await app.db.query('UPDATE centres SET latitude = $2, longitude = $3 WHERE id = $1', [row.id, seed.latitude, seed.longitude ?? null]);
  if (seed.documents) await addDocuments(app, row.id, seed.documents);
  if (seed.complete) await app.db.query('UPDATE centres SET is_registration_complete = true, registration_completed_at = now() WHERE id = $1', [row.id]);
  return { id: row.id, reference, email, governmentId, centreName, state };
}

/** Every document type: what an accreditation needs besides a complete registration. */
export const ALL_DOCUMENT_TYPES = ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'] as const;

/**
 * An approved centre whose identity is the one detailedRegistration() fills in, so a test can send
 * the form with { ...ownIdentity(centre) }: after approval the centre cannot change it (DECISIONS §8).
 */
export const FORM_IDENTITY_SEED: CentreSeed = {
  status: 'registration_approved',
  centreName: 'Bright Future CBT Centre',
  state: 'Oyo',
  localGovernment: 'Ibadan North',
  address: '4 Awolowo Avenue',
};

/** The seeded centre's own Government/RC number and email, for the detailed registration form. */
export const ownIdentity = (centre: CreatedCentre): Record<string, unknown> => ({ GovernmentId: centre.governmentId, AdminEmail: centre.email });

/**
 * Stores documents for a centre as an upload does: a stored file and its row. A count
 * means that many application letters; a list means one file of each document type named.
 */
export async function addDocuments(app: TestApp, centreId: string, documents: number | readonly string[] = 1): Promise<void> {
  const types = typeof documents === 'number' ? Array.from({ length: documents }, () => 'applicationLetter') : [...documents];
  for (const [i, type] of types.entries()) {
    const bytes = `%PDF-1.4 seeded document ${i}\n`;
    const stored = await storeFile(app.db!, bytes);
    await app.db!.query(
      `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5)`,
      [centreId, type, typeof documents === 'number' ? `letter-${i + 1}.pdf` : `${type}.pdf`, stored, Buffer.byteLength(bytes)],
    );
  }
  await app.db!.query('UPDATE centres SET document_count = document_count + $2 WHERE id = $1', [centreId, types.length]);
}

/** The subject of the sign-in code email: it names no code, since a locked phone shows subjects to anyone. */
export const CODE_SUBJECT = /^Your sign-in code$/;

/** The sign-in code, read from the email's body (its "<label>: 123456" line, in any language). */
export function codeOf(mail: { text: string }): string {
  const found = /: (\d{6})\s*$/m.exec(mail.text);
  if (!found) throw new Error(`no sign-in code in: ${mail.text}`);
  return found[1]!;
}

/** An approved centre signed in the way a centre does it: code by email, then verify-otp. */
export async function signedInCentre(app: TestApp, seed: CentreSeed = { status: 'registration_approved' }): Promise<CreatedCentre & { token: string }> {
  const centre = await seedCentre(app, seed);
  await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
  const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
  const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
  if (res.status !== 200) throw new Error(`verify failed: ${res.text}`);
  return { ...centre, token: res.body.data.token };
}

/** SPEC §5's form, filled in: every required field, nothing that §9 would default. Each centre its own identity. */
export const detailedRegistration = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  CentreName: 'Bright Future CBT Centre',
  CoordinatorName: 'Musa Bello',
  GovernmentId: `RC${randomBytes(4).toString('hex')}`,
  isJambAccredited: 'No',
  yearOfEstablishment: '2012',
  AdminNumber: '+2348012345678',
  AdminEmail: `coordinator-${randomBytes(4).toString('hex')}@bright.test`,
  State: 'Oyo',
  LocalGovernment: 'Ibadan North',
  town: 'Ibadan',
  neighbourhood: 'Bodija',
  nearestLandmark: 'Bodija Market',
  address: '4 Awolowo Avenue',
  systemConfiguration: 'Core i5, 8 GB RAM',
  CentreCapacity: 7,
  // Every declared figure is sent: nothing is filled in for the centre (DECISIONS §10).
  ExpectedCandidates: 350,
  NumberOfBackupSystems: 1,
  TypeOfPowerSource: 'Generator',
  TypeOfBackupPowerSource: 'Generator',
  GeneratorCapacity: '10KVA',
  CoolingSystem: 'AC',
  CCTVType: 'DVR',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  networkingType: 'LAN',
  CCTV: 'Yes',
  internetConnection: 'Fiber Optic',
  ...overrides,
});
