import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { approveStage, initialise, passedAutotestCentre, stageApprovers } from '../support/accreditation-factories.js';
import { seedCentre, signedInCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { OutboxMailbox } from '../support/outbox-mailbox.js';
import { startTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const ROUNDS = 10;
const DECISIONS_PER_ROUND = 5;
type Decision = 'approve' | 'reject' | 'query';
const DECISIONS: Decision[] = ['approve', 'reject', 'query'];
const BODY: Record<Decision, Record<string, string>> = {
  approve: { autotestInstructions: 'Bring your ID' },
  reject: { rejectionReason: 'Incomplete documents' },
  query: { queryDetails: 'Send the fire certificate' },
};
const SUBJECT: Record<Decision, string> = { approve: 'Approved for registration', reject: 'Registration not approved', query: 'Additional information required' };

interface Sent {
  label: string;
  res: ApiResponse;
}

/**
 * The change that replaced PGlite with a real PostgreSQL server, as a test: in the default mode (`npm start` with no DATABASE_URL,
 * REDIS_URL or SMTP_URL) requests that overlap, as they do when a few people use the console, must
 * each get their own answer. Ten rounds, each sending at once decisions, reads of many kinds,
 * profile calls, document uploads and a step of one accreditation, which ends in its letter.
 */
describe('the default mode under overlapping requests', () => {
  let app: TestApp;
  let mailbox: OutboxMailbox;
  let national: CreatedAdmin;
  let stateAdmin: CreatedAdmin;
  let su: string;
  let approvers: CreatedAdmin[];
  let pending: CreatedCentre[];
  let uploaders: Array<CreatedCentre & { token: string }>;
  let accrediting: CreatedCentre;

  beforeAll(async () => {
    // As `npm start` runs it: no services, the default pool size; only the log level is quieter.
    app = await startTestApp({ services: false, env: { DB_POOL_SIZE: undefined } });
    mailbox = app.mail as OutboxMailbox;
    su = await superAdminToken(app);
    national = await createAdmin(app, { roles: roles.national() });
    stateAdmin = await createAdmin(app, { roles: roles.state(['Lagos']) });
    // The seeded default workflow: three stages, each by a different admin.
    approvers = await stageApprovers(app, 3);
    pending = [];
    for (let i = 0; i < ROUNDS * DECISIONS_PER_ROUND; i++) pending.push(await seedCentre(app, { status: 'pending' }));
    uploaders = [];
    for (let i = 0; i < 2; i++) uploaders.push(await signedInCentre(app));
    accrediting = await passedAutotestCentre(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('answers every one of 200+ overlapping requests (no 5xx, no 401 for a valid token), sends every email once and makes the letter', async () => {
    const sent: Sent[] = [];
    const send = async (label: string, method: string, path: string, options: Parameters<TestApp['request']>[2] = {}) => {
      const res = await app.request(method, path, options);
      sent.push({ label, res });
      return res;
    };
    const accreditationSteps = [
      () => send('accreditation initialise', 'POST', `/api/accreditation/centres/${accrediting.id}/initialize`, { token: su }),
      ...approvers.map((a, i) => () => send(`accreditation stage ${i + 1}`, 'POST', `/api/accreditation/centres/${accrediting.id}/approve`, { token: a.token!, body: { comments: `stage ${i + 1}` } })),
    ];

    // Seeded centres may hold documents already; only the uploads of this test are counted.
    const { rows: [{ n: documentsBefore }] } = await app.db!.query('SELECT count(*)::int AS n FROM centre_documents');
    for (let round = 0; round < ROUNDS; round++) {
      const batch: Array<Promise<unknown>> = [];
      for (let i = 0; i < DECISIONS_PER_ROUND; i++) {
        const centre = pending[round * DECISIONS_PER_ROUND + i]!;
        const decision = DECISIONS[(round + i) % 3]!;
        batch.push(send(`decision ${decision}`, 'PUT', `/api/admin/schools/${centre.id}/${decision}`, { token: national.token!, body: BODY[decision] }));
      }
      const some = pending[(round * 7) % pending.length]!;
      batch.push(
        send('list centres', 'GET', '/api/admin/schools?page=1&limit=25', { token: national.token! }),
        send('list centres (state)', 'GET', '/api/admin/schools?page=1&limit=10&status=pending', { token: stateAdmin.token! }),
        send('centre detail', 'GET', `/api/admin/schools/${some.id}`, { token: national.token! }),
        send('centre history', 'GET', `/api/admin/schools/${some.id}/actions`, { token: stateAdmin.token! }),
        send('statistics', 'GET', '/api/admin/statistics', { token: national.token! }),
        send('dashboard', 'GET', '/api/admin/dashboard', { token: stateAdmin.token! }),
        send('accreditation list', 'GET', '/api/accreditation/centres?page=1&limit=10', { token: national.token! }),
        send('accreditation stats', 'GET', '/api/accreditation/stats', { token: su }),
        send('accreditation config', 'GET', '/api/accreditation/config', { token: stateAdmin.token! }),
        send('report', 'GET', '/api/reports/state-distribution', { token: su }),
        send('profile', 'GET', '/api/auth/profile', { token: national.token! }),
        send('profile', 'GET', '/api/auth/profile', { token: stateAdmin.token! }),
        send('profile', 'GET', '/api/auth/profile', { token: su }),
      );
      for (const [i, centre] of uploaders.entries()) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(PDF)]), `letter-${round}-${i}.pdf`);
        // Two document types, five each: within the per-type limit of the documents rules.
        form.append('documentType', round % 2 === 0 ? 'applicationLetter' : 'rcDocument');
        batch.push(send('upload', 'POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, raw: form }));
      }
      // The accreditation moves one step in each of the first rounds, among everything else.
      const step = accreditationSteps[round];
      if (step) batch.push(step());
      await Promise.all(batch);
    }

    expect(sent.length).toBeGreaterThanOrEqual(200);
    const bad = sent.filter(({ res }) => res.status >= 500 || res.status === 401);
    expect(bad.map(({ label, res }) => `${label}: ${res.status} ${res.text.slice(0, 200)}`)).toEqual([]);
    // Each decision was on its own centre, each upload a valid file, each accreditation step in turn.
    const failed = sent.filter(({ label, res }) => (label.startsWith('decision') || label === 'upload' || label.startsWith('accreditation ')) && res.status >= 300);
    expect(failed.map(({ label, res }) => `${label}: ${res.status} ${res.text.slice(0, 200)}`)).toEqual([]);
    // And every read answered.
    expect(sent.filter(({ res }) => res.status >= 300).map(({ label, res }) => `${label}: ${res.status}`)).toEqual([]);

    // Every decision's email arrives, once; the accredited centre gets its letter, once.
    for (const [index, centre] of pending.entries()) {
      const round = Math.floor(index / DECISIONS_PER_ROUND);
      const decision = DECISIONS[(round + (index % DECISIONS_PER_ROUND)) % 3]!;
      await mailbox.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith(SUBJECT[decision]), 30_000);
    }
    const letterMail = await mailbox.waitFor((m) => m.to.includes(accrediting.email) && m.attachments.some((a) => a.contentType === 'application/pdf'), 30_000);
    // Let anything that would repeat have its chance, then count the files themselves.
    await new Promise((r) => setTimeout(r, 3000));
    await mailbox.scan();
    for (const centre of [...pending, accrediting]) expect(mailbox.to(centre.email)).toHaveLength(1);
    const ids = mailbox.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mailbox.files()).toHaveLength(mailbox.messages.length);

    // The letter is there to download, the same PDF as the one mailed.
    const letter = await fetch(`${app.url}/api/accreditation/centres/${accrediting.id}/letter`, { headers: { authorization: `Bearer ${su}` } });
    expect(letter.status).toBe(200);
    const bytes = Buffer.from(await letter.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(bytes.equals(letterMail.attachments.find((a) => a.contentType === 'application/pdf')!.content)).toBe(true);

    // What the database holds agrees: 50 decisions, 20 documents, one letter sent, a chain intact.
    const { rows: [counts] } = await app.db!.query(
      `SELECT (SELECT count(*)::int FROM centre_actions WHERE action IN ('approve', 'reject', 'query')) AS decisions,
              (SELECT count(*)::int FROM centre_documents) AS documents,
              (SELECT count(*)::int FROM accreditations WHERE status = 'approved' AND accreditation_letter_sent) AS letters`,
    );
    expect(counts).toEqual({ decisions: ROUNDS * DECISIONS_PER_ROUND, documents: documentsBefore + ROUNDS * uploaders.length, letters: 1 });
    expect(readFileSync(join(app.env.DATA_DIR!, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('15');
    process.stdout.write(`[default mode] ${sent.length} overlapping requests: ${sent.filter((s) => s.res.status < 300).length} answered 2xx, ${mailbox.messages.length} emails, each once\n`);
  }, 240_000);
});
