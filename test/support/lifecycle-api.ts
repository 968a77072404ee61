import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ALL_DOCUMENT_TYPES, CODE_SUBJECT, codeOf, detailedRegistration } from './centre-factories.js';
import { superAdminToken } from './factories.js';
import type { ApiResponse, TestApp } from './test-app.js';

/**
 * The calls a council makes on a centre's way from entry to accreditation, each one HTTP request
 * (or a short series) to the real API, answering the raw response: the lifecycle example specs and
 * the model-based test share them, so both walk the portal exactly as its screens do.
 */

/** A tiny valid PDF: every document type accepts it (checked by content and extension). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A local government of each state the lifecycle tests use. */
export const LGA_OF: Record<string, string> = { Lagos: 'Ikeja', Kano: 'Nasarawa', Oyo: 'Ibadan North' };

export const tag = (): string => randomBytes(4).toString('hex');

export interface Identity {
  CentreName: string;
  GovernmentId: string;
  AdminEmail: string;
  ownershipType: string;
  State: string;
  LocalGovernment: string;
  address: string;
}

/** A full identity as pre-registration asks for it, unique per call. */
export function newIdentity(state: string, overrides: Partial<Identity> = {}): Identity {
  const t = tag();
  return {
    CentreName: `Lifecycle Centre ${t}`,
    GovernmentId: `RC${t.toUpperCase()}`,
    AdminEmail: `centre-${t}@lifecycle.test`,
    ownershipType: 'Private Institution',
    State: state,
    LocalGovernment: LGA_OF[state] ?? 'Ikeja',
    address: `${t.length} Model Road`,
    ...overrides,
  };
}

/** Public pre-registration (status pending). */
export function preRegister(app: TestApp, identity: Identity): Promise<ApiResponse> {
  return app.request('POST', '/api/school-registration/register', { body: { ...identity, AdminName: 'Ada Obi', AdminNumber: '+2348012345678' } });
}

/** An admin's simple create (SPEC /cbt-centre: name, RC number, email, optionally the state). */
export function simpleCreate(app: TestApp, token: string, identity: Pick<Identity, 'CentreName' | 'GovernmentId' | 'AdminEmail'> & { State?: string }): Promise<ApiResponse> {
  return app.request('POST', '/api/centre-registration/simple', { token, body: identity });
}

const CSV_HEADER = ['CentreName', 'GovernmentId', 'AdminEmail', 'State', 'LocalGovernment', 'AdminName', 'AdminNumber', 'ownershipType', 'address'];

/** The CSV text of rows given as the centre's fields; a field left out is an empty cell. */
export function centresCsv(rows: Array<Partial<Identity> & { AdminName?: string; AdminNumber?: string }>): string {
  const quote = (v: unknown) => (v === undefined || v === null ? '' : `"${String(v).replace(/"/g, '""')}"`);
  return [CSV_HEADER.join(','), ...rows.map((r) => CSV_HEADER.map((h) => quote((r as Record<string, unknown>)[h])).join(','))].join('\r\n') + '\r\n';
}

/** Uploads a CSV and waits for its import to end; answers the job's final status. */
export async function importCsv(app: TestApp, token: string, csv: string): Promise<Record<string, any>> {
  const form = new FormData();
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'centres.csv');
  const res = await app.request('POST', '/api/centre-registration/bulk-upload', { token, raw: form });
  if (res.status !== 202) throw new Error(`bulk upload refused: ${res.status} ${res.text}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await app.request('GET', `/api/centre-registration/bulk-upload/${res.body.data.jobId}`, { token });
    if (job.body.data?.state === 'completed' || job.body.data?.state === 'failed') return job.body.data;
    if (Date.now() > deadline) throw new Error(`import still ${job.body.data?.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The centre's id behind a reference, as the console finds it (the list's search). */
export async function centreIdOf(app: TestApp, token: string, reference: string): Promise<string> {
  const res = await app.request('GET', `/api/admin/schools?search=${encodeURIComponent(reference)}&limit=5`, { token });
  const found = (res.body.data?.schools ?? []).find((c: any) => c.ReferenceNumber === reference);
  if (!found) throw new Error(`centre ${reference} not in the list: ${res.status} ${res.text.slice(0, 300)}`);
  return found._id ?? found.id;
}

export type ReviewAction = 'approve' | 'approve-autotest' | 'reject' | 'query' | 'reset';

const REVIEW_TEXT: Record<ReviewAction, Record<string, string>> = {
  approve: {},
  'approve-autotest': {},
  reject: { rejectionReason: 'Facilities below the minimum' },
  query: { queryDetails: 'Send a clearer GPS picture' },
  reset: { resetReason: 'Start the review again' },
};

export function review(app: TestApp, token: string, centreId: string, action: ReviewAction): Promise<ApiResponse> {
  return app.request('PUT', `/api/admin/schools/${centreId}/${action}`, { token, body: REVIEW_TEXT[action] });
}

export function centreDetail(app: TestApp, token: string, centreId: string): Promise<ApiResponse> {
  return app.request('GET', `/api/admin/schools/${centreId}`, { token });
}

/** Sends a sign-in code and verifies it from the centre's mail; answers the verify response. */
export async function signInCentre(app: TestApp, reference: string, email: string): Promise<ApiResponse> {
  const before = app.mail.messages.length;
  const sent = await app.request('POST', `/api/centre-registration/${reference}/send-otp`);
  if (sent.status !== 200) return sent;
  const mail = await app.mail.waitFor((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject), 20_000, before);
  return app.request('POST', `/api/centre-registration/${reference}/verify-otp`, { body: { otp: codeOf(mail) } });
}

/** The detailed registration form with the centre's identity as given (SPEC §5's other fields filled in). */
export function saveRegistration(app: TestApp, reference: string, token: string, identity: Identity): Promise<ApiResponse> {
  return app.request('POST', '/api/centre-registration', {
    token,
    body: detailedRegistration({ ...identity, referenceNumber: reference, ExpectedCandidates: 250, NumberOfBackupSystems: 10, TypeOfBackupPowerSource: 'UPS', GeneratorCapacity: '50KVA', CoolingSystem: 'AC', CCTVType: 'IP Camera' }),
  });
}

/** One file of every document type; answers the first refusal, or the last upload's response. */
export async function uploadAllDocuments(app: TestApp, reference: string, token: string): Promise<ApiResponse> {
  let last: ApiResponse | null = null;
  for (const type of ALL_DOCUMENT_TYPES) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(TINY_PDF)]), `${type}.pdf`);
    last = await app.request('POST', `/api/centre-registration/${reference}/upload/${type}`, { token, raw: form });
    if (last.status >= 300) return last;
  }
  return last!;
}

export function completeRegistration(app: TestApp, reference: string, token: string): Promise<ApiResponse> {
  return app.request('POST', `/api/centre-registration/${reference}/complete`, { token });
}

export function requestChange(app: TestApp, reference: string, token: string, changes: Partial<Identity>): Promise<ApiResponse> {
  return app.request('POST', `/api/centre-registration/${reference}/change-requests`, { token, body: { ...changes, reason: 'Our details changed' } });
}

export function decideChange(app: TestApp, token: string, centreId: string, requestId: string, decision: 'approve' | 'decline'): Promise<ApiResponse> {
  return app.request('PUT', `/api/admin/schools/${centreId}/change-requests/${requestId}/${decision}`, { token, body: { reason: decision === 'decline' ? 'Not supported by documents' : 'Checked' } });
}

export type AutotestDecision = 'approved' | 'rejected' | 'pending';

/** The autotest system's result; `sat` is the day the centre sat it (default: a day long past). */
export function recordAutotest(app: TestApp, token: string, reference: string, decision: AutotestDecision, sat = '2026-03-02'): Promise<ApiResponse> {
  return app.request('PUT', `/api/autotest/reference/${reference}`, {
    token,
    body: { autotestCompletedDate: sat, autotestExpectedCapacity: 250, autotestRealizedCapacity: 240, autotestScore: decision === 'approved' ? 86 : 41, autotestDecision: decision },
  });
}

export type AccreditationCall = 'initialize' | 'approve' | 'reject' | 'suspend' | 'reinstate' | 'revoke';

export function accreditationCall(app: TestApp, token: string, centreId: string, call: AccreditationCall): Promise<ApiResponse> {
  const body = call === 'reject' ? { rejectionReason: 'Below the published minimums' } : call === 'approve' || call === 'initialize' ? {} : { reason: `Council decision: ${call}` };
  return app.request('POST', `/api/accreditation/centres/${centreId}/${call}`, { token, body });
}

export function regenerateLetter(app: TestApp, token: string, centreId: string): Promise<ApiResponse> {
  return app.request('POST', `/api/accreditation/centres/${centreId}/letter/regenerate`, { token, body: { reason: 'Lost the copy' } });
}

export function adminLetter(app: TestApp, token: string, centreId: string): Promise<ApiResponse> {
  return app.request('GET', `/api/accreditation/centres/${centreId}/letter`, { token });
}

export function centreLetter(app: TestApp, reference: string, token: string): Promise<ApiResponse> {
  return app.request('GET', `/api/centre-registration/${reference}/letter`, { token });
}

export function verifyLetter(app: TestApp, code: string): Promise<ApiResponse> {
  return app.request('GET', `/api/public/verify/${code}`);
}

/** Every entry of the public register (all pages). */
export async function publicRegister(app: TestApp): Promise<Array<Record<string, any>>> {
  const entries: Array<Record<string, any>> = [];
  for (let page = 1; ; page++) {
    const res = await app.request('GET', `/api/public/accredited-centres?limit=100&page=${page}`);
    if (res.status !== 200) throw new Error(`register answered ${res.status}`);
    entries.push(...res.body.data.centres);
    if (page >= res.body.data.pagination.totalPages) return entries;
  }
}

/** The accredited export's rows, as objects keyed by SPEC's column names. */
export async function accreditedExport(app: TestApp, token: string): Promise<Array<Record<string, string>>> {
  const res = await app.request('GET', '/api/accreditation/export/csv', { token });
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  return parse(res.text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
}

/** The portal's clock under TEST_CLOCK=1: where it stands now. */
export async function clockNow(app: TestApp): Promise<Date> {
  const res = await app.request('GET', '/api/test/clock', { token: await superAdminToken(app) });
  if (res.status !== 200) throw new Error(`test clock answered ${res.status}: is TEST_CLOCK=1 set?`);
  return new Date(res.body.data.now);
}

/**
 * Moves the portal's clock forward and lets every periodic sweep run (TEST_CLOCK=1). Behind a
 * round-robin proxy the other instances read the new offset within half a second: the call returns
 * once three answers in a row agree.
 */
export async function passTime(app: TestApp, days: number): Promise<Date> {
  // The clock answers only a super admin (red-team pass 3); its token's expiry is real time, not the moved clock.
  const token = await superAdminToken(app);
  const res = await app.request('POST', '/api/test/clock', { token, body: { days } });
  if (res.status !== 200) throw new Error(`test clock answered ${res.status}: ${res.text}`);
  const offset = res.body.data.offsetMs;
  const deadline = Date.now() + 10_000;
  for (let agreeing = 0; agreeing < 3; ) {
    const seen = await app.request('GET', '/api/test/clock', { token });
    agreeing = seen.body.data?.offsetMs === offset ? agreeing + 1 : 0;
    if (Date.now() > deadline) throw new Error('the instances did not agree on the test clock within 10 s');
    if (agreeing < 3 && seen.body.data?.offsetMs !== offset) await new Promise((r) => setTimeout(r, 100));
  }
  return new Date(res.body.data.now);
}

/** The centre's renewal: its state, or the submission with the centre's capacity and facilities. */
export function renewal(app: TestApp, reference: string, token: string, submit = false): Promise<ApiResponse> {
  return submit
    ? app.request('POST', `/api/centre-registration/${reference}/renewal`, { token, body: RENEWAL_FACILITIES })
    : app.request('GET', `/api/centre-registration/${reference}/renewal`, { token });
}

export const RENEWAL_FACILITIES = {
  systemConfiguration: 'Core i5, 8 GB RAM, wired LAN',
  CentreCapacity: 300,
  ExpectedCandidates: 900,
  NumberOfBackupSystems: 30,
  TypeOfPowerSource: 'Generator',
  TypeOfBackupPowerSource: 'UPS',
  GeneratorCapacity: '50KVA',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  CoolingSystem: 'AC',
  CCTVType: 'IP Camera',
  networkingType: 'Wired',
  CCTV: 'Yes',
  internetConnection: 'Fiber Optic',
};
