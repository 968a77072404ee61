import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { accreditedCentre, initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import { addDocuments, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, createRole, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every admin endpoint of the OpenAPI document, called by six callers, against Lagos records:
 *   anon   no token
 *   norole an account made through /register (no role)
 *   kano   a state admin of another state (Kano)
 *   lagos  the state admin of the record's state
 *   nat    a national admin
 *   super  a super admin
 * plus a seventh caller, a deactivated national admin, who gets 401 everywhere (issue 15).
 *   aud    a national auditor (the seeded read-only role): its column is not in the table but follows
 *          from DECISIONS §8: every read answers as it does to a national admin, every write is 403
 *          (AUDITOR_SELF lists the calls about the caller's own account, which answer as to anyone).
 * The table below is the one place that says what each cell answers. A new admin endpoint without a
 * row fails the coverage test. Each cell makes its own fresh target, so cells never depend on each other.
 */
const CALLERS = ['anon', 'norole', 'kano', 'lagos', 'nat', 'super'] as const;
type Caller = (typeof CALLERS)[number] | 'aud';
type Codes = [anon: number, norole: number, kano: number, lagos: number, nat: number, superAdmin: number];

interface Target {
  path: string;
  body?: unknown;
  raw?: FormData;
}
type Make = (ctx: Ctx) => Promise<Target>;

interface Ctx {
  app: TestApp;
  lagosCentre(status?: string): Promise<CreatedCentre>;
  lagosUser(): Promise<{ id: string; email: string }>;
  role(): Promise<Record<string, any>>;
  fixture: Fixture;
}

interface Fixture {
  jobId: string;
  bulkJobId: string;
  accreditedId: string;
  regenerateId: string;
  configVersion: number;
  evidenceCentreId: string;
}

const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';
const tag = () => randomBytes(4).toString('hex');
const csvForm = () => {
  const form = new FormData();
  const t = tag();
  form.append('csvFile', new Blob([`${HEADER}\nMatrix ${t},RC-M-${t},m-${t}@centre.test,Lagos,Ikeja,,,\n`], { type: 'text/csv' }), 'centres.csv');
  return form;
};
const simpleCentre = () => {
  const t = tag();
  return {
    CentreName: `Matrix ${t}`,
    GovernmentId: `RC-S-${t}`,
    AdminEmail: `s-${t}@centre.test`,
    State: 'Lagos',
    LocalGovernment: 'Ikeja',
    AdminName: 'Ada Obi',
    AdminNumber: '+2348012345678',
    ownershipType: 'Private Institution',
  };
};
const userBody = (email: string) => ({ firstName: 'Mat', lastName: 'Rix', email, password: 'Matrix-Pass1', gender: 'FEMALE', roles: roles.state(['Lagos']) });
const autotestBody = { autotestCompletedDate: '2026-01-10', autotestExpectedCapacity: 250, autotestRealizedCapacity: 240, autotestScore: 88, autotestDecision: 'approved' };

const centre = (status: string, segment: string, body?: unknown): Make => async (ctx) => ({ path: `/api/admin/schools/${(await ctx.lagosCentre(status)).id}${segment}`, body });
const fixed = (path: string, body?: unknown): Make => async () => ({ path, body });

const ADMIN_READ: Codes = [401, 403, 200, 200, 200, 200];
/** A Lagos centre with a pending identity change request, and the call deciding it. */
async function changeRequest(ctx: Ctx, decision: 'approve' | 'decline', body: unknown): Promise<Target> {
  const c = await ctx.lagosCentre('registration_approved');
  const { rows } = await ctx.app.db!.query(
    `INSERT INTO centre_change_requests (centre_id, changes, previous) VALUES ($1, '{"address":"2 New Road"}', '{"address":"1 School Road"}') RETURNING id`,
    [c.id],
  );
  return { path: `/api/admin/schools/${c.id}/change-requests/${rows[0].id}/${decision}`, body };
}
const IN_STATE: Codes = [401, 403, 404, 200, 200, 200];
const NATIONAL: Codes = [401, 403, 403, 403, 200, 200];
const SUPER_ONLY: Codes = [401, 403, 403, 403, 403, 200];

const AUDITOR_SELF: Record<string, number> = {
  'POST /api/auth/change-password': 400,
  'POST /api/auth/reset-password-login': 401,
  // Asking for an evidence pack changes no record: it is reading, for the auditor above all.
  'POST /api/audit/evidence/{centreId}': 202,
};

/** The auditor reads whatever a national admin reads and writes nothing. */
function auditorCode(op: string, codes: Codes): number {
  if (op in AUDITOR_SELF) return AUDITOR_SELF[op]!;
  return op.startsWith('GET ') ? codes[4] : 403;
}

/** THE table: operation -> how to make its target -> expected status for each caller. */
const MATRIX: Record<string, [Make, Codes]> = {
  // auth (any signed-in admin account, with or without a role)
  'GET /api/auth/profile': [fixed('/api/auth/profile'), [401, 200, 200, 200, 200, 200]],
  // A wrong current password: the call is reached (400), nothing changes.
  'POST /api/auth/change-password': [fixed('/api/auth/change-password', { oldPassword: 'not-the-password-1A', newPassword: 'Another-Pass-2b' }), [401, 400, 400, 400, 400, 400]],
  // Only the restricted forced-reset token opens it: a full session token does not.
  'POST /api/auth/reset-password-login': [fixed('/api/auth/reset-password-login', { userId: randomUUID(), newPassword: 'Another-Pass-2b' }), [401, 401, 401, 401, 401, 401]],

  // users: national and super admins manage state-level users; state admins manage none
  'GET /api/user/all': [fixed('/api/user/all'), NATIONAL],
  'GET /api/user/{id}': [async (ctx) => ({ path: `/api/user/${(await ctx.lagosUser()).id}` }), NATIONAL],
  'POST /api/user': [async () => ({ path: '/api/user', body: userBody(`mx-${tag()}@council.test`) }), [401, 403, 403, 403, 201, 201]],
  'PUT /api/user/{id}': [async (ctx) => { const u = await ctx.lagosUser(); return { path: `/api/user/${u.id}`, body: { firstName: 'Edited', lastName: 'User', email: u.email } }; }, NATIONAL],
  'DELETE /api/user/{id}': [async (ctx) => ({ path: `/api/user/${(await ctx.lagosUser()).id}` }), NATIONAL],
  'POST /api/user/{id}/reset-password': [async (ctx) => ({ path: `/api/user/${(await ctx.lagosUser()).id}/reset-password`, body: { newPassword: 'Reset-Pass-3c' } }), NATIONAL],
  'POST /api/user/{id}/roles': [async (ctx) => {
    // A Lagos user holding another role type gets 'admin', a type the national admin holds too.
    const other = await ctx.role();
    const u = await createAdmin(ctx.app, { roles: [{ type: other.roleName, level: 'state', assignedStates: ['Lagos'] }], login: false });
    return { path: `/api/user/${u.id}/roles`, body: { role: 'admin', level: 'state', assignedStates: ['Lagos'] } };
  }, NATIONAL],
  'POST /api/user/{id}/deactivate': [async (ctx) => ({ path: `/api/user/${(await ctx.lagosUser()).id}/deactivate` }), NATIONAL],
  'POST /api/user/{id}/reactivate': [async (ctx) => {
    const u = await ctx.lagosUser();
    await ctx.app.db!.query('UPDATE users SET is_active = false WHERE id = $1', [u.id]);
    return { path: `/api/user/${u.id}/reactivate` };
  }, NATIONAL],
  'DELETE /api/user/{id}/roles/{role}': [async (ctx) => {
    const u = await ctx.lagosUser();
    await ctx.app.db!.query(`UPDATE users SET roles = roles || '[{"type":"viewer","level":"state","assignedStates":["Lagos"]}]'::jsonb WHERE id = $1`, [u.id]);
    return { path: `/api/user/${u.id}/roles/viewer` };
  }, NATIONAL],

  // roles: everyone with a role reads them; only a super admin changes them
  'GET /api/roles': [fixed('/api/roles'), ADMIN_READ],
  'GET /api/roles/active-names': [fixed('/api/roles/active-names'), ADMIN_READ],
  'POST /api/roles': [async () => ({ path: '/api/roles', body: { roleName: `mx_${tag()}`, displayName: 'Matrix', description: 'Matrix role', category: 'technical' } }), [401, 403, 403, 403, 403, 201]],
  'PUT /api/roles/{id}': [async (ctx) => { const r = await ctx.role(); return { path: `/api/roles/${r.id}`, body: { displayName: 'Renamed', description: r.description } }; }, SUPER_ONLY],
  'DELETE /api/roles/{id}': [async (ctx) => ({ path: `/api/roles/${(await ctx.role()).id}` }), SUPER_ONLY],

  // centres
  'GET /api/admin/schools': [fixed('/api/admin/schools'), ADMIN_READ],
  'GET /api/admin/schools/export/csv': [fixed('/api/admin/schools/export/csv'), ADMIN_READ],
  'GET /api/admin/schools/{id}': [centre('pending', ''), IN_STATE],
  'GET /api/admin/schools/{id}/actions': [centre('pending', '/actions'), IN_STATE],
  'GET /api/admin/schools/{id}/resends': [centre('autotest_approved', '/resends'), IN_STATE],
  'PUT /api/admin/schools/{id}/approve': [centre('pending', '/approve', { autotestInstructions: 'Go' }), IN_STATE],
  'PUT /api/admin/schools/{id}/approve-autotest': [async (ctx) => {
    // Autotest approval needs an uploaded document (issue 15).
    const c = await ctx.lagosCentre('registration_approved');
    await addDocuments(ctx.app, c.id);
    return { path: `/api/admin/schools/${c.id}/approve-autotest`, body: {} };
  }, [401, 403, 404, 403, 200, 200]],
  'PUT /api/admin/schools/{id}/reject': [centre('pending', '/reject', { rejectionReason: 'No' }), IN_STATE],
  'PUT /api/admin/schools/{id}/query': [centre('pending', '/query', { queryDetails: 'Why' }), IN_STATE],
  'PUT /api/admin/schools/{id}/reset': [centre('rejected', '/reset', { resetReason: 'Again' }), IN_STATE],
  'POST /api/admin/schools/{id}/repost-to-autotest': [centre('autotest_approved', '/repost-to-autotest'), IN_STATE],
  'POST /api/admin/schools/{id}/resend-registration-approval': [centre('registration_approved', '/resend-registration-approval'), IN_STATE],
  'POST /api/admin/schools/{id}/resend-autotest-approval': [centre('autotest_approved', '/resend-autotest-approval'), IN_STATE],
  // issue 13: identity change requests, decided by an admin in scope
  'GET /api/admin/schools/{id}/change-requests': [centre('registration_approved', '/change-requests'), IN_STATE],
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/approve': [async (ctx) => changeRequest(ctx, 'approve', {}), IN_STATE],
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/decline': [async (ctx) => changeRequest(ctx, 'decline', { reason: 'Matrix' }), IN_STATE],
  'GET /api/admin/schools/{id}/documents/{documentId}': [async (ctx) => {
    const c = await ctx.lagosCentre('pending');
    const stored = randomUUID();
    writeFileSync(join(ctx.app.env.DATA_DIR!, 'uploads', stored), '%PDF-1.4 matrix');
    const { rows } = await ctx.app.db!.query(
      `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, 'applicationLetter', 'l.pdf', $2, 'application/pdf', 15) RETURNING id`,
      [c.id, stored],
    );
    return { path: `/api/admin/schools/${c.id}/documents/${rows[0].id}` };
  }, IN_STATE],
  'GET /api/admin/statistics': [fixed('/api/admin/statistics'), ADMIN_READ],
  'GET /api/admin/dashboard': [fixed('/api/admin/dashboard'), ADMIN_READ],
  // Made in the caller's own state (a Kano admin's Lagos row would be refused in the body, not here).
  'POST /api/centre-registration/simple': [async () => ({ path: '/api/centre-registration/simple', body: { ...simpleCentre(), State: undefined, LocalGovernment: undefined } }), [401, 403, 201, 201, 201, 201]],
  'POST /api/centre-registration/bulk-upload': [async () => ({ path: '/api/centre-registration/bulk-upload', raw: csvForm() }), [401, 403, 202, 202, 202, 202]],
  'GET /api/centre-registration/bulk-upload/sample.csv': [fixed('/api/centre-registration/bulk-upload/sample.csv'), ADMIN_READ],
  // The fixture job was uploaded by the Lagos admin: another state admin does not learn it exists.
  'GET /api/centre-registration/bulk-upload/{jobId}': [async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}` }), IN_STATE],
  'GET /api/centre-registration/bulk-upload/{jobId}/rejected.csv': [async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}/rejected.csv` }), IN_STATE],
  'GET /api/centre-registration/bulk-upload/{jobId}/created.csv': [async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}/created.csv` }), IN_STATE],
  // A Kano admin's job is accepted too; the Lagos centre then fails in it as "not found".
  'POST /api/admin/schools/bulk-actions': [async (ctx) => ({ path: '/api/admin/schools/bulk-actions', body: { action: 'query', ids: [(await ctx.lagosCentre('pending')).id], queryDetails: 'Matrix' } }), [401, 403, 202, 202, 202, 202]],
  'GET /api/admin/bulk-actions': [fixed('/api/admin/bulk-actions'), ADMIN_READ],
  'GET /api/admin/import-jobs': [fixed('/api/admin/import-jobs'), ADMIN_READ],
  'GET /api/admin/import-jobs/{id}': [async (ctx) => ({ path: `/api/admin/import-jobs/${ctx.fixture.jobId}` }), IN_STATE],
  // The fixture bulk job was started by the Lagos admin, like the fixture import.
  'GET /api/admin/bulk-actions/{jobId}': [async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}` }), IN_STATE],
  'GET /api/admin/bulk-actions/{jobId}/items': [async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}/items` }), IN_STATE],
  'GET /api/admin/bulk-actions/{jobId}/report.csv': [async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}/report.csv` }), IN_STATE],
  'GET /api/autotest': [fixed('/api/autotest'), ADMIN_READ],
  'GET /api/autotest/CentreDetails/{reference}': [async (ctx) => ({ path: `/api/autotest/CentreDetails/${(await ctx.lagosCentre('registration_approved')).reference}` }), IN_STATE],
  'PUT /api/autotest/reference/{reference}': [async (ctx) => ({ path: `/api/autotest/reference/${(await ctx.lagosCentre('autotest_approved')).reference}`, body: autotestBody }), [401, 403, 403, 403, 200, 200]],

  // accreditation
  'GET /api/accreditation/config': [fixed('/api/accreditation/config'), ADMIN_READ],
  'GET /api/accreditation/config/defaults': [fixed('/api/accreditation/config/defaults'), ADMIN_READ],
  'GET /api/accreditation/config/versions': [fixed('/api/accreditation/config/versions'), ADMIN_READ],
  'GET /api/accreditation/config/versions/{version}': [async (ctx) => ({ path: `/api/accreditation/config/versions/${ctx.fixture.configVersion}` }), ADMIN_READ],
  'POST /api/accreditation/config': [fixed('/api/accreditation/config', {
    configName: 'Matrix', description: 'Matrix', totalStagesRequired: 1,
    approvalStages: [{ stageNumber: 1, stageName: 'Only', description: 'Only stage', requiredRoles: ['admin', 'superadmin'] }],
  }), [401, 403, 403, 403, 403, 201]],
  'GET /api/accreditation/centres': [fixed('/api/accreditation/centres'), ADMIN_READ],
  'GET /api/accreditation/stats': [fixed('/api/accreditation/stats'), ADMIN_READ],
  'GET /api/accreditation/export/csv': [fixed('/api/accreditation/export/csv'), ADMIN_READ],
  'GET /api/accreditation/centres/{centreId}': [async (ctx) => {
    const c = await passedAutotestCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' });
    await initialise(ctx.app, c.id);
    return { path: `/api/accreditation/centres/${c.id}` };
  }, IN_STATE],
  'POST /api/accreditation/centres/{centreId}/initialize': [async (ctx) => ({ path: `/api/accreditation/centres/${(await passedAutotestCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' })).id}/initialize` }), [401, 403, 404, 201, 201, 201]],
  'POST /api/accreditation/centres/{centreId}/approve': [async (ctx) => {
    const c = await passedAutotestCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' });
    await initialise(ctx.app, c.id);
    return { path: `/api/accreditation/centres/${c.id}/approve`, body: { comments: 'Fine' } };
  }, IN_STATE],
  'POST /api/accreditation/centres/{centreId}/reject': [async (ctx) => {
    const c = await passedAutotestCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' });
    await initialise(ctx.app, c.id);
    return { path: `/api/accreditation/centres/${c.id}/reject`, body: { rejectionReason: 'Not ready' } };
  }, IN_STATE],
  'GET /api/accreditation/centres/{centreId}/letter': [async (ctx) => ({ path: `/api/accreditation/centres/${ctx.fixture.accreditedId}/letter` }), IN_STATE],
  // Its own accredited centre, so the letter of the row above stays in place.
  'POST /api/accreditation/centres/{centreId}/letter/regenerate': [async (ctx) => ({ path: `/api/accreditation/centres/${ctx.fixture.regenerateId}/letter/regenerate`, body: {} }), [401, 403, 403, 403, 403, 202]],
  // issue 13: standing changes are the super admin's
  'POST /api/accreditation/centres/{centreId}/suspend': [async (ctx) => ({ path: `/api/accreditation/centres/${(await accreditedCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' })).centre.id}/suspend`, body: { reason: 'Matrix' } }), SUPER_ONLY],
  'POST /api/accreditation/centres/{centreId}/reinstate': [async (ctx) => {
    const { centre: c } = await accreditedCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' });
    await ctx.app.db!.query(`UPDATE accreditations SET standing = 'suspended' WHERE centre_id = $1`, [c.id]);
    return { path: `/api/accreditation/centres/${c.id}/reinstate`, body: { reason: 'Matrix' } };
  }, SUPER_ONLY],
  'POST /api/accreditation/centres/{centreId}/revoke': [async (ctx) => ({ path: `/api/accreditation/centres/${(await accreditedCentre(ctx.app, { state: 'Lagos', localGovernment: 'Ikeja' })).centre.id}/revoke`, body: { reason: 'Matrix' } }), SUPER_ONLY],

  // reports
  'GET /api/reports/registration-trends': [fixed('/api/reports/registration-trends'), ADMIN_READ],
  'GET /api/reports/approval-pipeline': [fixed('/api/reports/approval-pipeline'), ADMIN_READ],
  'GET /api/reports/state-distribution': [fixed('/api/reports/state-distribution'), ADMIN_READ],
  'GET /api/reports/capacity-analysis': [fixed('/api/reports/capacity-analysis'), ADMIN_READ],
  'GET /api/reports/documentation-compliance': [fixed('/api/reports/documentation-compliance'), ADMIN_READ],
  'POST /api/reports/rebuild': [fixed('/api/reports/rebuild'), SUPER_ONLY],

  // audit log (DECISIONS §8): state readers see their states' entries; exporting is national
  'GET /api/audit/events': [fixed('/api/audit/events'), ADMIN_READ],
  'GET /api/audit/events/export/csv': [fixed('/api/audit/events/export/csv?action=role.created'), NATIONAL],
  'GET /api/audit/verify': [fixed('/api/audit/verify'), ADMIN_READ],
  'GET /api/audit/audit-events': [fixed('/api/audit/audit-events'), ADMIN_READ],
  'GET /api/audit/audit-events/{id}': [async (ctx) => {
    const { rows } = await ctx.app.db!.query(`SELECT id FROM audit_events WHERE state = 'Lagos' ORDER BY id DESC LIMIT 1`);
    return { path: `/api/audit/audit-events/${rows[0].id}` };
  }, IN_STATE],
  'POST /api/audit/evidence/{centreId}': [async (ctx) => ({ path: `/api/audit/evidence/${(await ctx.lagosCentre('pending')).id}` }), [401, 403, 404, 202, 202, 202]],
  'GET /api/audit/evidence/{centreId}': [async (ctx) => ({ path: `/api/audit/evidence/${ctx.fixture.evidenceCentreId}` }), IN_STATE],
  'GET /api/audit/evidence/{centreId}/pdf': [async (ctx) => ({ path: `/api/audit/evidence/${ctx.fixture.evidenceCentreId}/pdf` }), IN_STATE],
};

describe('security: admin access matrix', () => {
  let app: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;
  let ctx: Ctx;
  let lagosToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    const su = await superAdminToken(app);
    tokens.anon = undefined;
    tokens.norole = (await registerAccount(app)).token!;
    tokens.kano = (await createAdmin(app, { roles: roles.state(['Kano']) })).token!;
    lagosToken = (await createAdmin(app, { roles: roles.state(['Lagos']) })).token!;
    tokens.lagos = lagosToken;
    tokens.nat = (await createAdmin(app, { roles: roles.national() })).token!;
    tokens.super = su;
    tokens.aud = (await createAdmin(app, { roles: [{ type: 'auditor', level: 'national', assignedStates: [] }] })).token!;

    const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token: lagosToken, raw: csvForm() });
    expect(upload.status).toBe(202);
    const jobId = upload.body.data.jobId as string;
    const deadline = Date.now() + 30_000;
    while ((await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: lagosToken })).body.data.state !== 'completed') {
      if (Date.now() > deadline) throw new Error('fixture import did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    const bulkCentre = await seedCentre(app, { status: 'pending', state: 'Lagos', localGovernment: 'Ikeja' });
    const bulk = await app.request('POST', '/api/admin/schools/bulk-actions', { token: lagosToken, body: { action: 'query', ids: [bulkCentre.id], queryDetails: 'Matrix' } });
    expect(bulk.status).toBe(202);
    const { centre: accredited } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    const letterDeadline = Date.now() + 30_000;
    while ((await app.request('GET', `/api/accreditation/centres/${accredited.id}/letter`, { token: su })).status !== 200) {
      if (Date.now() > letterDeadline) throw new Error('fixture letter was not made');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { centre: regenerate } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    const config = await app.request('GET', '/api/accreditation/config', { token: su });
    const evidence = await seedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    expect((await app.request('POST', `/api/audit/evidence/${evidence.id}`, { token: su })).status).toBe(202);
    const packDeadline = Date.now() + 30_000;
    while ((await app.request('GET', `/api/audit/evidence/${evidence.id}`, { token: su })).body.data?.state !== 'ready') {
      if (Date.now() > packDeadline) throw new Error('fixture evidence pack was not made');
      await new Promise((r) => setTimeout(r, 200));
    }
    ctx = {
      app,
      lagosCentre: (status = 'pending') => seedCentre(app, { status: status as any, state: 'Lagos', localGovernment: 'Ikeja' }),
      lagosUser: async () => {
        const u = await createAdmin(app, { roles: roles.state(['Lagos']), login: false });
        return { id: u.id, email: u.email };
      },
      role: () => createRole(app),
      fixture: { jobId, bulkJobId: bulk.body.data.jobId, accreditedId: accredited.id, regenerateId: regenerate.id, configVersion: config.body.data.version, evidenceCentreId: evidence.id },
    };
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('has a row for every admin operation of the OpenAPI document, and none that is not there', async () => {
    const doc = (await app.request('GET', '/api/docs-json')).body;
    const adminOps: string[] = [];
    for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        if ((op.security ?? []).some((s: Record<string, unknown>) => 'admin' in s)) adminOps.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(adminOps.length).toBeGreaterThan(50);
    expect(Object.keys(MATRIX).sort()).toEqual(adminOps.sort());
  });

  describe.each(Object.entries(MATRIX).map(([op, [make, codes]]) => ({ op, make, codes })))('$op', ({ op, make, codes }) => {
    it.each([...CALLERS.map((caller, i) => [caller, codes[i]!] as const), ['aud', auditorCode(op, codes)] as const])('%s -> %i', async (caller: Caller, expected: number) => {
      const method = op.split(' ')[0]!;
      const target = await make(ctx);
      const res = await app.request(method, target.path, { token: tokens[caller], body: target.body, raw: target.raw });
      if (res.status !== expected) throw new Error(`${op} as ${caller}: expected ${expected}, got ${res.status} ${res.text.slice(0, 300)}`);
      expect(res.status).toBe(expected);
      if (res.status >= 400) expect(res.body).toMatchObject({ success: false });
    });
  });

  // A seventh caller (issue 15): a national admin deactivated after signing in. Their token, still
  // unexpired, opens nothing: 401 on every operation, with nothing changed.
  describe('a deactivated user', () => {
    let deactivated: string;
    beforeAll(async () => {
      const user = await createAdmin(app, { roles: roles.national() });
      const res = await app.request('POST', `/api/user/${user.id}/deactivate`, { token: tokens.super });
      expect(res.status).toBe(200);
      deactivated = user.token!;
    });

    it.each(Object.entries(MATRIX).map(([op, [make]]) => [op, make] as const))('%s -> 401', async (op, make) => {
      const method = op.split(' ')[0]!;
      const target = await make(ctx);
      const res = await app.request(method, target.path, { token: deactivated, body: target.body, raw: target.raw });
      if (res.status !== 401) throw new Error(`${op} as deactivated: expected 401, got ${res.status} ${res.text.slice(0, 300)}`);
      expect(res.body).toMatchObject({ success: false });
    });
  });

  describe("a state admin's rows never include another state", () => {
    let kanoRefs: string[];
    beforeAll(async () => {
      const su = tokens.super!;
      kanoRefs = [];
      for (const status of ['pending', 'registration_approved', 'autotest_approved', 'rejected'] as const) {
        kanoRefs.push((await seedCentre(app, { status, state: 'Kano', localGovernment: 'Fagge' })).reference);
      }
      const { centre: kanoAccredited } = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Fagge' });
      kanoRefs.push(kanoAccredited.reference);
      await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
      expect((await app.request('POST', '/api/reports/rebuild', { token: su })).status).toBe(200);
    }, 60_000);

    const lagosOnly = (values: unknown[]) => {
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values.map((v) => String(v).toLowerCase()))).toEqual(new Set(['lagos']));
    };
    const noKanoRef = (text: string) => {
      for (const ref of kanoRefs) expect(text).not.toContain(ref);
    };

    it('centre list, search for a Kano reference and CSV export', async () => {
      const list = await app.request('GET', '/api/admin/schools?limit=1000', { token: lagosToken });
      lagosOnly(list.body.data.schools.map((s: any) => s.State));
      noKanoRef(list.text);
      for (const ref of kanoRefs) {
        expect((await app.request('GET', `/api/admin/schools?search=${ref}&state=Kano`, { token: lagosToken })).body.data.pagination.totalCount).toBe(0);
      }
      const csv = await app.request('GET', '/api/admin/schools/export/csv?state=Kano', { token: lagosToken });
      noKanoRef(csv.text);
      const rows = parse((await app.request('GET', '/api/admin/schools/export/csv', { token: lagosToken })).text, { bom: true, columns: true }) as Array<Record<string, string>>;
      lagosOnly(rows.map((r) => r.State));
    });

    it('autotest list and dashboard', async () => {
      const autotest = await app.request('GET', '/api/autotest?limit=1000', { token: lagosToken });
      expect(autotest.status).toBe(200);
      noKanoRef(autotest.text);
      lagosOnly(autotest.body.data.centres.map((c: any) => c.State ?? c.state));
      const dashboard = await app.request('GET', '/api/admin/dashboard', { token: lagosToken });
      noKanoRef(dashboard.text);
      const national = await app.request('GET', '/api/autotest?limit=1000', { token: tokens.nat });
      expect(national.text).toContain(kanoRefs[2]);
    });

    it('accreditation list, stats and accredited export', async () => {
      const list = await app.request('GET', '/api/accreditation/centres?limit=1000', { token: lagosToken });
      expect(list.status).toBe(200);
      noKanoRef(list.text);
      expect(list.body.data.centres.length).toBeGreaterThan(0);
      const csv = await app.request('GET', '/api/accreditation/export/csv', { token: lagosToken });
      noKanoRef(csv.text);
      const rows = parse(csv.text, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(rows.length).toBeGreaterThan(0);
      const national = await app.request('GET', '/api/accreditation/export/csv', { token: tokens.nat });
      expect(national.text).toContain(kanoRefs[4]);
      const stats = await app.request('GET', '/api/accreditation/stats', { token: lagosToken });
      const statsAll = await app.request('GET', '/api/accreditation/stats', { token: tokens.nat });
      expect(JSON.stringify(stats.body.data)).not.toEqual(JSON.stringify(statsAll.body.data));
    });

    it('report rows', async () => {
      const states = await app.request('GET', '/api/reports/state-distribution', { token: lagosToken });
      expect(states.status).toBe(200);
      lagosOnly(states.body.data.states.map((s: any) => s.name));
      for (const call of ['registration-trends', 'approval-pipeline', 'capacity-analysis', 'documentation-compliance']) {
        const res = await app.request('GET', `/api/reports/${call}`, { token: lagosToken });
        expect(res.status).toBe(200);
        expect(res.text).not.toMatch(/kano/i);
      }
      const all = await app.request('GET', '/api/reports/state-distribution', { token: tokens.nat });
      expect(all.body.data.states.map((s: any) => s.name)).toContain('Kano');
    });
  });
});
