import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { API_ROUTES, ROUTE_RULES, type ApiRoute, type UserRole } from '#contracts';
import { expectedAnswer, hasStateCells, IN_STATE, MODEL_CALLERS, OUT_STATE, ROLE_KINDS, userTarget, type ModelCaller } from '../../libs/contracts/src/testing/role-model.js';
import { initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import { addDocuments, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, createRole, registerAccount, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { pngImage } from '../support/inspection-factories.js';
import { storeFile } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The permission matrix, generated (DECISIONS §9). Every route of the route table that is not
 * public (libs/contracts api-routes.ts, the table the guards read) is called by every caller of the
 * role model (libs/contracts/src/testing/role-model.ts: every role kind at every level, an account
 * without a role, the mixes of roles that once widened power, and no token), about a record in the
 * callers' state and one outside it where the route names a record; the model says what each cell
 * answers (allowed, 401, 403, 404) and SPECS below how to make the cell's target and what an
 * allowed call answers. A route the OpenAPI document has and the table lacks, or one without a
 * spec, fails the coverage test. A caller whose account was deactivated gets 401 everywhere.
 *
 * Cost: one server; a refused call changes nothing, so refused cells and reads share one target per
 * route and state; only allowed writes make their own. The cells of a route run at once.
 */

interface Target {
  path: string;
  body?: unknown;
  raw?: FormData;
}

interface Ctx {
  app: TestApp;
  centre(status: string, state: string): Promise<CreatedCentre>;
  accredited(state: string): Promise<CreatedCentre>;
  initialised(state: string): Promise<CreatedCentre>;
  user(roles: UserRole[]): Promise<{ id: string; email: string }>;
  role(): Promise<Record<string, any>>;
  fixture: Fixture;
}

interface Fixture {
  jobId: string;
  bulkJobId: string;
  configVersion: number;
  /** Per state: an accredited centre with its letter, a centre with a ready evidence pack, an audit entry. */
  letterCentre: Record<string, string>;
  evidenceCentre: Record<string, string>;
  auditEntry: Record<string, string>;
  centreRef: string;
  /** Per state: an admin of the state, the inspector a scheduled visit names. */
  inspectorId: Record<string, string>;
  /** Per state: a visit with a photo. */
  photo: Record<string, { visitId: string; photoId: string }>;
}

interface RouteSpec {
  /** `caller`: the user id of an allowed caller that gets its own target (a visit it inspects). */
  make(ctx: Ctx, state: string, caller?: string): Promise<Target>;
  /** The status of an allowed call. */
  ok: number;
  /** Whether an allowed call changes its target, so each allowed cell makes its own (default: writes do). */
  fresh?: boolean;
  /** The call ends the caller's session: the cell signs in a new holder of the caller's roles. */
  endsSession?: true;
}

const tag = () => randomBytes(4).toString('hex');
const LGA: Record<string, string> = { Lagos: 'Ikeja', Kano: 'Fagge' };
const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';
const csvForm = () => {
  const form = new FormData();
  const t = tag();
  form.append('csvFile', new Blob([`${HEADER}\nMatrix ${t},RC-M-${t},m-${t}@centre.test,Lagos,Ikeja,,,\n`], { type: 'text/csv' }), 'centres.csv');
  return form;
};
const simpleCentre = (state: string) => {
  const t = tag();
  return {
    CentreName: `Matrix ${t}`,
    GovernmentId: `RC-S-${t}`,
    AdminEmail: `s-${t}@centre.test`,
    State: state,
    LocalGovernment: LGA[state],
    AdminName: 'Ada Obi',
    AdminNumber: '+2348012345678',
    ownershipType: 'Private Institution',
  };
};
const autotestBody = { autotestCompletedDate: '2026-01-10', autotestExpectedCapacity: 250, autotestRealizedCapacity: 240, autotestScore: 88, autotestDecision: 'approved' };

const fixed = (path: string, body?: unknown): RouteSpec['make'] => async () => ({ path, body });
/** Holiday dates no other cell uses: one day after another from 2090 on. */
let holidayDay = 0;
const nextHolidayDate = () => new Date(Date.UTC(2090, 0, 1) + holidayDay++ * 24 * 3600_000).toISOString().slice(0, 10);
const holiday = async (ctx: Ctx): Promise<string> => {
  const { rows } = await ctx.app.db!.query(`INSERT INTO public_holidays (day, name) VALUES ($1, 'Matrix day') RETURNING id`, [nextHolidayDate()]);
  return rows[0].id;
};
const atCentre = (status: string, segment: string, body?: unknown): RouteSpec['make'] => async (ctx, state) => ({ path: `/api/admin/schools/${(await ctx.centre(status, state)).id}${segment}`, body });
const atUser = (route: ApiRoute, segment: string, body?: (user: { id: string; email: string }) => unknown): RouteSpec['make'] => async (ctx, state) => {
  const user = await ctx.user(userTarget(route, state).before);
  return { path: `/api/user/${user.id}${segment}`, body: body?.(user) };
};
const accreditation = (segment: string, make: (ctx: Ctx, state: string) => Promise<CreatedCentre>, body?: unknown): RouteSpec['make'] => async (ctx, state) => ({
  path: `/api/accreditation/centres/${(await make(ctx, state)).id}${segment}`,
  body,
});
const inCentreSession = (path: (ref: string) => string, body?: unknown): RouteSpec => ({ make: async (ctx) => ({ path: path(ctx.fixture.centreRef), body }), ok: 200 });

/** An open privacy request, as a confirmed public request leaves it (DECISIONS §10, Personal data). */
const privacyRequest = async (ctx: Ctx): Promise<string> => {
  const { rows } = await ctx.app.db!.query(
    `INSERT INTO privacy_requests (reference, kind, status, name, email, centre, details, created_at, confirmed_at, due_date)
     VALUES ('PR-M-' || substr(md5(random()::text), 1, 8), 'access', 'open', 'Matrix Person', 'person@matrix.test', 'CBT-1', 'What do you hold?', now(), now(), current_date + 28) RETURNING id`,
  );
  return rows[0].id;
};
const privacyBreach = async (ctx: Ctx, state: string): Promise<string> => {
  const centre = await ctx.centre('pending', state);
  const { rows } = await ctx.app.db!.query(
    `INSERT INTO privacy_breaches (reference, discovered_at, recorded_at, summary, categories, centre_ids)
     VALUES ('BR-M-' || substr(md5(random()::text), 1, 8), now() - interval '1 hour', now(), 'Matrix breach', '{contact}', ARRAY[$1::uuid]) RETURNING id`,
    [centre.id],
  );
  return rows[0].id;
};

/** A Lagos or Kano centre with a pending identity change request, and the call deciding it. */
async function changeRequest(ctx: Ctx, state: string, decision: 'approve' | 'decline', body: unknown): Promise<Target> {
  const c = await ctx.centre('registration_approved', state);
  const { rows } = await ctx.app.db!.query(
    `INSERT INTO centre_change_requests (centre_id, changes, previous) VALUES ($1, '{"address":"2 New Road"}', '{"address":"1 School Road"}') RETURNING id`,
    [c.id],
  );
  return { path: `/api/admin/schools/${c.id}/change-requests/${rows[0].id}/${decision}`, body };
}

/**
 * A visit of a centre of the state, inspected by the state's fixture inspector and, for an allowed
 * caller's own target, by the caller too (only a visit's inspectors record it: the cell then checks
 * the route's access, not that rule), in the given status.
 */
async function inspectionVisit(ctx: Ctx, state: string, caller?: string, status: 'scheduled' | 'submitted' = 'scheduled'): Promise<{ id: string; centreId: string }> {
  const c = await ctx.centre('registration_approved', state);
  const inspectors = [ctx.fixture.inspectorId[state]!, ...(caller ? [caller] : [])];
  const { rows } = await ctx.app.db!.query(
    `INSERT INTO inspection_visits (centre_id, config_id, visit_date, inspector_ids, inspectors, status, submitted_at, submitted_by, readiness)
     SELECT $1, id, current_date, $2::uuid[], '[]'::jsonb, $3, CASE WHEN $3 = 'submitted' THEN now() END, NULL, CASE WHEN $3 = 'submitted' THEN '{}'::jsonb END
       FROM accreditation_configs ORDER BY version DESC LIMIT 1 RETURNING id`,
    [c.id, inspectors, status],
  );
  return { id: rows[0].id, centreId: c.id };
}
const atVisit = (segment: string, body?: unknown, status: 'scheduled' | 'submitted' = 'scheduled'): RouteSpec['make'] => async (ctx, state, caller) => ({
  path: `/api/inspections/visits/${(await inspectionVisit(ctx, state, caller, status)).id}${segment}`,
  body,
});

/** An outbox event that gave up (no job follows from its type, so a retry just dispatches it). */
async function failedEvent(ctx: Ctx): Promise<string> {
  const { rows } = await ctx.app.db!.query(`INSERT INTO outbox_events (type, payload, status, attempts, last_error) VALUES ('matrix.failed', '{}', 'failed', 50, 'matrix') RETURNING id`);
  return rows[0].id as string;
}

/** An open appeal of a rejected centre of the state, against a decision nobody among the callers made. */
async function openAppeal(ctx: Ctx, state: string): Promise<string> {
  const c = await ctx.centre('rejected', state);
  const { rows } = await ctx.app.db!.query(
    `WITH d AS (INSERT INTO centre_decisions (centre_id, kind, reasons, from_state, to_state, at, appeal_until) VALUES ($1, 'rejection', 'Matrix', 'pending', 'rejected', now(), now() + interval '28 days') RETURNING id)
     INSERT INTO centre_appeals (decision_id, centre_id, grounds, created_at) SELECT id, $1, 'Matrix grounds', now() FROM d RETURNING id`,
    [c.id],
  );
  return rows[0].id as string;
}

/** How to make each route's target, and what it answers when allowed. */
const SPECS: Partial<Record<ApiRoute, RouteSpec>> = {
  // the signed-in account itself
  'GET /api/auth/profile': { make: fixed('/api/auth/profile'), ok: 200 },
  'GET /api/auth/my-data': { make: fixed('/api/auth/my-data'), ok: 200 },
  // A wrong current password: the call is reached (400), nothing changes.
  'POST /api/auth/change-password': { make: fixed('/api/auth/change-password', { oldPassword: 'not-the-password-1A', newPassword: 'Another-Pass-2b' }), ok: 400, fresh: false },
  'POST /api/auth/logout': { make: fixed('/api/auth/logout'), ok: 200, endsSession: true },
  // Only the restricted forced-reset token opens it.
  'POST /api/auth/reset-password-login': { make: fixed('/api/auth/reset-password-login', { userId: randomUUID(), newPassword: 'Another-Pass-2b' }), ok: 200 },

  // users
  'GET /api/user/all': { make: fixed('/api/user/all'), ok: 200 },
  'GET /api/user/{id}': { make: atUser('GET /api/user/{id}', ''), ok: 200 },
  'POST /api/user': {
    make: async (_ctx, state) => ({ path: '/api/user', body: { firstName: 'Mat', lastName: 'Rix', email: `mx-${tag()}@council.test`, password: 'Matrix-Pass1', gender: 'FEMALE', roles: userTarget('POST /api/user', state).added } }),
    ok: 201,
  },
  'PUT /api/user/{id}': { make: atUser('PUT /api/user/{id}', '', (u) => ({ firstName: 'Edited', lastName: 'User', email: u.email })), ok: 200 },
  'DELETE /api/user/{id}': { make: atUser('DELETE /api/user/{id}', ''), ok: 200 },
  'POST /api/user/{id}/reset-password': { make: atUser('POST /api/user/{id}/reset-password', '/reset-password', () => ({ newPassword: 'Reset-Pass-3c' })), ok: 200 },
  'POST /api/user/{id}/roles': {
    make: async (ctx, state) => {
      const { before, added } = userTarget('POST /api/user/{id}/roles', state);
      const user = await ctx.user(before);
      return { path: `/api/user/${user.id}/roles`, body: { role: added[0]!.type, level: added[0]!.level, assignedStates: added[0]!.assignedStates } };
    },
    ok: 200,
  },
  'DELETE /api/user/{id}/roles/{role}': { make: atUser('DELETE /api/user/{id}/roles/{role}', '/roles/deputy'), ok: 200 },
  'POST /api/user/{id}/deactivate': { make: atUser('POST /api/user/{id}/deactivate', '/deactivate'), ok: 200 },
  'POST /api/user/{id}/reactivate': {
    make: async (ctx, state) => {
      const user = await ctx.user(userTarget('POST /api/user/{id}/reactivate', state).before);
      await ctx.app.db!.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
      return { path: `/api/user/${user.id}/reactivate` };
    },
    ok: 200,
  },

  // roles
  'GET /api/roles': { make: fixed('/api/roles'), ok: 200 },
  'GET /api/roles/active-names': { make: fixed('/api/roles/active-names'), ok: 200 },
  'POST /api/roles': { make: async () => ({ path: '/api/roles', body: { roleName: `mx_${tag()}`, displayName: 'Matrix', description: 'Matrix role', category: 'technical', permissions: ['centres.read'] } }), ok: 201 },
  'PUT /api/roles/{id}': { make: async (ctx) => { const r = await ctx.role(); return { path: `/api/roles/${r.id}`, body: { displayName: 'Renamed', description: r.description } }; }, ok: 200 },
  'DELETE /api/roles/{id}': { make: async (ctx) => ({ path: `/api/roles/${(await ctx.role()).id}` }), ok: 200 },

  // centres
  'GET /api/admin/schools': { make: fixed('/api/admin/schools'), ok: 200 },
  'GET /api/admin/schools/export/csv': { make: fixed('/api/admin/schools/export/csv'), ok: 200 },
  'GET /api/admin/statistics': { make: fixed('/api/admin/statistics'), ok: 200 },
  'GET /api/admin/dashboard': { make: fixed('/api/admin/dashboard'), ok: 200 },
  'GET /api/admin/schools/{id}': { make: atCentre('pending', ''), ok: 200 },
  'GET /api/admin/centre-reads': { make: fixed('/api/admin/centre-reads'), ok: 200 },
  'GET /api/admin/schools/{id}/actions': { make: atCentre('pending', '/actions'), ok: 200 },
  'GET /api/admin/schools/{id}/resends': { make: atCentre('autotest_approved', '/resends'), ok: 200 },
  'GET /api/admin/schools/{id}/change-requests': { make: atCentre('registration_approved', '/change-requests'), ok: 200 },
  'GET /api/admin/schools/{id}/documents/{documentId}': {
    make: async (ctx, state) => {
      const c = await ctx.centre('pending', state);
      await addDocuments(ctx.app, c.id);
      const { rows } = await ctx.app.db!.query(`SELECT id FROM centre_documents WHERE centre_id = $1 LIMIT 1`, [c.id]);
      return { path: `/api/admin/schools/${c.id}/documents/${rows[0].id}` };
    },
    ok: 200,
  },
  'GET /api/admin/schools/{id}/due-process-documents/{documentId}': {
    // A document the centre attached to its representations on a notice (DECISIONS §10).
    make: async (ctx, state) => {
      const c = await ctx.centre('pending', state);
      const stored = await storeFile(ctx.app.db!, '%PDF-1.4 matrix');
      const { rows } = await ctx.app.db!.query(
        `WITH n AS (INSERT INTO centre_notices (centre_id, accreditation_id, kind, reasons, proposed_at, representations_until) VALUES ($1, gen_random_uuid(), 'suspension', 'Matrix', now(), now() + interval '14 days') RETURNING id)
         INSERT INTO due_process_documents (centre_id, notice_id, filename, stored_name, content_type, size_bytes) SELECT $1, n.id, 'matrix.pdf', $2, 'application/pdf', 15 FROM n RETURNING id`,
        [c.id, stored],
      );
      return { path: `/api/admin/schools/${c.id}/due-process-documents/${rows[0].id}` };
    },
    ok: 200,
  },
  'PUT /api/admin/schools/{id}/approve': { make: atCentre('pending', '/approve', { autotestInstructions: 'Go' }), ok: 200 },
  'PUT /api/admin/schools/{id}/approve-autotest': {
    // Autotest approval needs an uploaded document.
    make: async (ctx, state) => {
      const c = await ctx.centre('registration_approved', state);
      await addDocuments(ctx.app, c.id);
      return { path: `/api/admin/schools/${c.id}/approve-autotest`, body: {} };
    },
    ok: 200,
  },
  'PUT /api/admin/schools/{id}/reject': { make: atCentre('pending', '/reject', { rejectionReason: 'No' }), ok: 200 },
  'PUT /api/admin/schools/{id}/query': { make: atCentre('pending', '/query', { queryDetails: 'Why' }), ok: 200 },
  'PUT /api/admin/schools/{id}/reset': { make: atCentre('rejected', '/reset', { resetReason: 'Again' }), ok: 200 },
  'POST /api/admin/schools/{id}/repost-to-autotest': { make: atCentre('autotest_approved', '/repost-to-autotest'), ok: 200 },
  'POST /api/admin/schools/{id}/resend-registration-approval': { make: atCentre('registration_approved', '/resend-registration-approval'), ok: 200 },
  'POST /api/admin/schools/{id}/resend-autotest-approval': { make: atCentre('autotest_approved', '/resend-autotest-approval'), ok: 200 },
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/approve': { make: (ctx, state) => changeRequest(ctx, state, 'approve', {}), ok: 200 },
  'PUT /api/admin/schools/{id}/change-requests/{requestId}/decline': { make: (ctx, state) => changeRequest(ctx, state, 'decline', { reason: 'Matrix' }), ok: 200 },
  'POST /api/centre-registration/simple': { make: async (_ctx, state) => ({ path: '/api/centre-registration/simple', body: simpleCentre(state) }), ok: 201 },
  'POST /api/centre-registration/bulk-upload': { make: async () => ({ path: '/api/centre-registration/bulk-upload', raw: csvForm() }), ok: 202 },
  'POST /api/centre-registration/bulk-upload/preview': { make: async () => ({ path: '/api/centre-registration/bulk-upload/preview', raw: csvForm() }), ok: 200 },
  'GET /api/centre-registration/bulk-upload/sample.csv': { make: fixed('/api/centre-registration/bulk-upload/sample.csv'), ok: 200 },
  // The fixture jobs were started by another Lagos admin: only readers reaching every state follow them.
  'GET /api/centre-registration/bulk-upload/{jobId}': { make: async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}` }), ok: 200 },
  'GET /api/centre-registration/bulk-upload/{jobId}/rejected.csv': { make: async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}/rejected.csv` }), ok: 200 },
  'GET /api/centre-registration/bulk-upload/{jobId}/created.csv': { make: async (ctx) => ({ path: `/api/centre-registration/bulk-upload/${ctx.fixture.jobId}/created.csv` }), ok: 200 },
  'GET /api/admin/import-jobs': { make: fixed('/api/admin/import-jobs'), ok: 200 },
  'GET /api/admin/import-jobs/{id}': { make: async (ctx) => ({ path: `/api/admin/import-jobs/${ctx.fixture.jobId}` }), ok: 200 },
  // A job over a centre of any state is accepted; one the caller cannot act on fails in it as "not found".
  'POST /api/admin/schools/bulk-actions': { make: async (ctx) => ({ path: '/api/admin/schools/bulk-actions', body: { action: 'query', ids: [(await ctx.centre('pending', IN_STATE)).id], queryDetails: 'Matrix' } }), ok: 202 },
  'GET /api/admin/bulk-actions': { make: fixed('/api/admin/bulk-actions'), ok: 200 },
  'GET /api/admin/bulk-actions/{jobId}': { make: async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}` }), ok: 200 },
  'GET /api/admin/bulk-actions/{jobId}/items': { make: async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}/items` }), ok: 200 },
  'GET /api/admin/bulk-actions/{jobId}/report.csv': { make: async (ctx) => ({ path: `/api/admin/bulk-actions/${ctx.fixture.bulkJobId}/report.csv` }), ok: 200 },

  // autotest
  'GET /api/autotest': { make: fixed('/api/autotest'), ok: 200 },
  'GET /api/autotest/CentreDetails/{reference}': { make: async (ctx, state) => ({ path: `/api/autotest/CentreDetails/${(await ctx.centre('registration_approved', state)).reference}` }), ok: 200 },
  'PUT /api/autotest/reference/{reference}': { make: async (ctx, state) => ({ path: `/api/autotest/reference/${(await ctx.centre('autotest_approved', state)).reference}`, body: autotestBody }), ok: 200 },

  // accreditation
  'GET /api/accreditation/config': { make: fixed('/api/accreditation/config'), ok: 200 },
  'GET /api/accreditation/config/defaults': { make: fixed('/api/accreditation/config/defaults'), ok: 200 },
  'GET /api/accreditation/config/versions': { make: fixed('/api/accreditation/config/versions'), ok: 200 },
  'GET /api/accreditation/config/versions/{version}': { make: async (ctx) => ({ path: `/api/accreditation/config/versions/${ctx.fixture.configVersion}` }), ok: 200 },
  'POST /api/accreditation/config': {
    make: fixed('/api/accreditation/config', {
      configName: 'Matrix',
      description: 'Matrix',
      totalStagesRequired: 3,
      approvalStages: [1, 2, 3].map((n) => ({ stageNumber: n, stageName: `Stage ${n}`, description: `Stage ${n}`, requiredRoles: ['admin', 'superadmin'] })),
    }),
    ok: 201,
  },

  // deadlines
  // the data protection officer
  'GET /api/admin/privacy-requests': { make: fixed('/api/admin/privacy-requests'), ok: 200 },
  'GET /api/admin/privacy-requests/{id}': { make: async (ctx) => ({ path: `/api/admin/privacy-requests/${await privacyRequest(ctx)}` }), ok: 200 },
  'POST /api/admin/privacy-requests/{id}/answer': { make: async (ctx) => ({ path: `/api/admin/privacy-requests/${await privacyRequest(ctx)}/answer`, body: { answer: 'We hold your name.' } }), ok: 200 },
  'POST /api/admin/privacy-requests/{id}/reject': { make: async (ctx) => ({ path: `/api/admin/privacy-requests/${await privacyRequest(ctx)}/reject`, body: { reasons: 'Not yours.' } }), ok: 200 },
  'GET /api/admin/privacy-breaches': { make: fixed('/api/admin/privacy-breaches'), ok: 200 },
  'GET /api/admin/privacy-breaches/{id}': { make: async (ctx, state) => ({ path: `/api/admin/privacy-breaches/${await privacyBreach(ctx, state)}` }), ok: 200 },
  'GET /api/admin/privacy-breaches/{id}/notice': { make: async (ctx, state) => ({ path: `/api/admin/privacy-breaches/${await privacyBreach(ctx, state)}/notice` }), ok: 200 },
  'POST /api/admin/privacy-breaches': { make: fixed('/api/admin/privacy-breaches', { discoveredAt: '2026-01-01T10:00:00Z', summary: 'Matrix breach', categories: ['contact'] }), ok: 201 },
  'POST /api/admin/privacy-breaches/{id}/notified': { make: async (ctx, state) => ({ path: `/api/admin/privacy-breaches/${await privacyBreach(ctx, state)}/notified` }), ok: 200 },
  'POST /api/admin/privacy-breaches/{id}/email-centres': { make: async (ctx, state) => ({ path: `/api/admin/privacy-breaches/${await privacyBreach(ctx, state)}/email-centres` }), ok: 200 },

  'GET /api/admin/holidays': { make: fixed('/api/admin/holidays'), ok: 200 },
  'GET /api/admin/holidays/{id}': { make: async (ctx) => ({ path: `/api/admin/holidays/${await holiday(ctx)}` }), ok: 200 },
  'POST /api/admin/holidays': { make: async () => ({ path: '/api/admin/holidays', body: { date: nextHolidayDate(), name: 'Matrix day' } }), ok: 201 },
  'PUT /api/admin/holidays/{id}': { make: async (ctx) => ({ path: `/api/admin/holidays/${await holiday(ctx)}`, body: { name: 'Renamed day' } }), ok: 200 },
  'DELETE /api/admin/holidays/{id}': { make: async (ctx) => ({ path: `/api/admin/holidays/${await holiday(ctx)}` }), ok: 200 },
  'GET /api/admin/schools/{id}/notifications': { make: atCentre('pending', '/notifications'), ok: 200 },
  'POST /api/admin/schools/{id}/notifications/{notificationId}/resend': {
    make: async (ctx, state) => {
      const c = await ctx.centre('pending', state);
      const { rows } = await ctx.app.db!.query(
        `INSERT INTO centre_notifications (centre_id, kind, occurrence, template, recipients, data, state, created_at)
         VALUES ($1, 'target_reached', $2, 'deadline-target-reached', ARRAY[$3], '{}'::jsonb, 'failed', now()) RETURNING id`,
        [c.id, randomUUID(), c.email],
      );
      return { path: `/api/admin/schools/${c.id}/notifications/${rows[0].id}/resend` };
    },
    ok: 200,
  },
  'GET /api/admin/deadlines/overdue': { make: fixed('/api/admin/deadlines/overdue'), ok: 200 },

  'GET /api/accreditation/centres': { make: fixed('/api/accreditation/centres'), ok: 200 },
  'GET /api/accreditation/stats': { make: fixed('/api/accreditation/stats'), ok: 200 },
  'GET /api/accreditation/export/csv': { make: fixed('/api/accreditation/export/csv'), ok: 200 },
  'GET /api/accreditation/centres/{centreId}': { make: accreditation('', (ctx, state) => ctx.initialised(state)), ok: 200 },
  'POST /api/accreditation/centres/{centreId}/initialize': { make: accreditation('/initialize', (ctx, state) => passedAutotestCentre(ctx.app, { state, localGovernment: LGA[state] })), ok: 201 },
  'POST /api/accreditation/centres/{centreId}/approve': { make: accreditation('/approve', (ctx, state) => ctx.initialised(state), { comments: 'Fine' }), ok: 200 },
  'POST /api/accreditation/centres/{centreId}/reject': { make: accreditation('/reject', (ctx, state) => ctx.initialised(state), { rejectionReason: 'Not ready' }), ok: 200 },
  'GET /api/accreditation/centres/{centreId}/letter': { make: async (ctx, state) => ({ path: `/api/accreditation/centres/${ctx.fixture.letterCentre[state]}/letter` }), ok: 200 },
  'GET /api/accreditation/centres/{centreId}/letter/credential': { make: async (ctx, state) => ({ path: `/api/accreditation/centres/${ctx.fixture.letterCentre[state]}/letter/credential` }), ok: 200 },
  'POST /api/accreditation/centres/{centreId}/letter/regenerate': { make: accreditation('/letter/regenerate', (ctx, state) => ctx.accredited(state), {}), ok: 202 },
  'POST /api/accreditation/centres/{centreId}/suspend': { make: accreditation('/suspend', (ctx, state) => ctx.accredited(state), { reason: 'Matrix' }), ok: 200 },
  'POST /api/accreditation/centres/{centreId}/reinstate': {
    make: async (ctx, state) => {
      const c = await ctx.accredited(state);
      await ctx.app.db!.query(`UPDATE accreditations SET standing = 'suspended' WHERE centre_id = $1`, [c.id]);
      return { path: `/api/accreditation/centres/${c.id}/reinstate`, body: { reason: 'Matrix' } };
    },
    ok: 200,
  },
  'POST /api/accreditation/centres/{centreId}/revoke': { make: accreditation('/revoke', (ctx, state) => ctx.accredited(state), { reason: 'Matrix' }), ok: 200 },
  // sanctions and notices of proposal (DECISIONS §10)
  'GET /api/accreditation/centres/{centreId}/sanctions': { make: accreditation('/sanctions', (ctx, state) => ctx.accredited(state)), ok: 200 },
  'POST /api/accreditation/centres/{centreId}/sanctions': { make: accreditation('/sanctions', (ctx, state) => ctx.accredited(state), { kind: 'warning', reasons: 'Matrix' }), ok: 201 },
  // A notice whose representations window has passed: staff may decide it.
  'POST /api/accreditation/centres/{centreId}/notices/{noticeId}/decision': {
    make: async (ctx, state) => {
      const c = await ctx.accredited(state);
      const { rows } = await ctx.app.db!.query(
        `INSERT INTO centre_notices (centre_id, accreditation_id, kind, reasons, proposed_at, representations_until)
         SELECT $1, a.id, 'suspension', 'Matrix', now() - interval '20 days', now() - interval '6 days' FROM accreditations a WHERE a.centre_id = $1 AND a.standing = 'accredited' RETURNING id`,
        [c.id],
      );
      return { path: `/api/accreditation/centres/${c.id}/notices/${rows[0].id}/decision`, body: { outcome: 'withdrawn', reasons: 'Matrix' } };
    },
    ok: 200,
  },

  // appeals (DECISIONS §10): the appeal's centre decides the scope; its decision was the system's, so no caller took part
  'GET /api/appeals': { make: fixed('/api/appeals'), ok: 200 },
  'GET /api/appeals/{id}': { make: async (ctx, state) => ({ path: `/api/appeals/${await openAppeal(ctx, state)}` }), ok: 200 },
  'POST /api/appeals/{id}/decision': { make: async (ctx, state) => ({ path: `/api/appeals/${await openAppeal(ctx, state)}/decision`, body: { outcome: 'dismissed', reasons: 'Matrix' } }), ok: 200 },

  // conflicts of interest: any signed-in account declares its own
  'POST /api/conflicts': { make: async () => ({ path: '/api/conflicts', body: { governmentId: `RC-K-${tag()}`, reason: 'Matrix' } }), ok: 201 },
  'GET /api/conflicts': { make: fixed('/api/conflicts'), ok: 200 },

  // inspection visits
  'GET /api/inspections/visits': { make: fixed('/api/inspections/visits'), ok: 200 },
  'POST /api/inspections/visits': {
    make: async (ctx, state) => ({
      path: '/api/inspections/visits',
      body: { centreId: (await ctx.centre('registration_approved', state)).id, visitDate: new Date().toISOString().slice(0, 10), inspectorIds: [ctx.fixture.inspectorId[state]] },
    }),
    ok: 201,
  },
  'GET /api/inspections/visits/{visitId}': { make: atVisit(''), ok: 200 },
  'PUT /api/inspections/visits/{visitId}/findings/{criterionKey}': { make: async (ctx, state, caller) => atVisit('/findings/cctv', { opId: randomUUID(), value: true })(ctx, state, caller), ok: 200 },
  'POST /api/inspections/visits/{visitId}/photos': {
    make: async (ctx, state, caller) => {
      const form = new FormData();
      form.append('id', randomUUID());
      form.append('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'p.png');
      return { path: `/api/inspections/visits/${(await inspectionVisit(ctx, state, caller)).id}/photos`, raw: form };
    },
    ok: 201,
  },
  'GET /api/inspections/visits/{visitId}/photos/{photoId}': { make: async (ctx, state) => ({ path: `/api/inspections/visits/${ctx.fixture.photo[state]!.visitId}/photos/${ctx.fixture.photo[state]!.photoId}` }), ok: 200 },
  'POST /api/inspections/visits/{visitId}/submit': {
    make: async (ctx, state, caller) => {
      const visit = await inspectionVisit(ctx, state, caller);
      // Every criterion recorded, so submitting is possible: the cell checks access only.
      await ctx.app.db!.query(
        `INSERT INTO inspection_findings (visit_id, criterion_key, value, recorded_by_name)
         SELECT $1, c->>'key', 'true'::jsonb, 'Matrix' FROM accreditation_configs cfg, jsonb_array_elements(cfg.inspection_checklist) c
          WHERE cfg.id = (SELECT config_id FROM inspection_visits WHERE id = $1)`,
        [visit.id],
      );
      return { path: `/api/inspections/visits/${visit.id}/submit`, body: {} };
    },
    ok: 200,
  },
  'POST /api/inspections/visits/{visitId}/countersign': { make: atVisit('/countersign', {}, 'submitted'), ok: 200 },
  'POST /api/inspections/visits/{visitId}/cancel': { make: atVisit('/cancel', { reason: 'Matrix' }), ok: 200 },
  'GET /api/inspections/centres/{centreId}': { make: async (ctx, state) => ({ path: `/api/inspections/centres/${(await ctx.centre('registration_approved', state)).id}` }), ok: 200 },
  'GET /api/inspections/centres/{centreId}/inspectors': { make: async (ctx, state) => ({ path: `/api/inspections/centres/${(await ctx.centre('registration_approved', state)).id}/inspectors` }), ok: 200 },
  'GET /api/reports/inspection-readiness': { make: fixed('/api/reports/inspection-readiness'), ok: 200 },
  'GET /api/reports/renewals': { make: fixed('/api/reports/renewals'), ok: 200 },
  'GET /api/reports/due-process': { make: fixed('/api/reports/due-process'), ok: 200 },

  // reports
  'GET /api/reports/registration-trends': { make: fixed('/api/reports/registration-trends'), ok: 200 },
  'GET /api/reports/approval-pipeline': { make: fixed('/api/reports/approval-pipeline'), ok: 200 },
  'GET /api/reports/state-distribution': { make: fixed('/api/reports/state-distribution'), ok: 200 },
  'GET /api/reports/capacity-analysis': { make: fixed('/api/reports/capacity-analysis'), ok: 200 },
  'GET /api/reports/documentation-compliance': { make: fixed('/api/reports/documentation-compliance'), ok: 200 },
  'POST /api/reports/rebuild': { make: fixed('/api/reports/rebuild'), ok: 200 },

  // audit log and evidence packs
  'GET /api/audit/events': { make: fixed('/api/audit/events'), ok: 200 },
  'GET /api/audit/events/export/csv': { make: fixed('/api/audit/events/export/csv?action=role.created'), ok: 200 },
  'GET /api/audit/verify': { make: fixed('/api/audit/verify'), ok: 200 },
  'GET /api/audit/audit-events': { make: fixed('/api/audit/audit-events'), ok: 200 },
  'GET /api/audit/audit-events/{id}': { make: async (ctx, state) => ({ path: `/api/audit/audit-events/${ctx.fixture.auditEntry[state]}` }), ok: 200 },
  // Asking again while a pack of the centre is being made answers that pack: cells share the centre.
  'POST /api/audit/evidence/{centreId}': { make: async (ctx, state) => ({ path: `/api/audit/evidence/${(await ctx.centre('pending', state)).id}` }), ok: 202 },
  'GET /api/audit/evidence/{centreId}': { make: async (ctx, state) => ({ path: `/api/audit/evidence/${ctx.fixture.evidenceCentre[state]}` }), ok: 200 },
  'GET /api/audit/evidence/{centreId}/pdf': { make: async (ctx, state) => ({ path: `/api/audit/evidence/${ctx.fixture.evidenceCentre[state]}/pdf` }), ok: 200 },

  // retention and legal holds (privacy.retention): each allowed write holds, lifts or erases a centre of its own
  'GET /api/privacy/retention': { make: fixed('/api/privacy/retention'), ok: 200 },
  'POST /api/privacy/legal-holds': { make: async (ctx, state) => ({ path: '/api/privacy/legal-holds', body: { centreId: (await ctx.centre('pending', state)).id, reason: 'Matrix' } }), ok: 201 },
  'POST /api/privacy/legal-holds/{centreId}/lift': {
    make: async (ctx, state) => {
      const centre = await ctx.centre('pending', state);
      const held = await ctx.app.request('POST', '/api/privacy/legal-holds', { token: await superAdminToken(ctx.app), body: { centreId: centre.id, reason: 'Matrix' } });
      if (held.status !== 201) throw new Error(`legal hold: ${held.status} ${held.text}`);
      return { path: `/api/privacy/legal-holds/${centre.id}/lift`, body: { reason: 'Matrix' } };
    },
    ok: 200,
  },
  'POST /api/privacy/erasures': { make: async (ctx, state) => ({ path: '/api/privacy/erasures', body: { centreId: (await ctx.centre('pending', state)).id } }), ok: 200 },

  // jobs: the super admin's; each allowed cell fails an outbox event of its own
  'GET /api/admin/jobs': { make: fixed('/api/admin/jobs'), ok: 200 },
  'GET /api/admin/jobs/schedules': { make: fixed('/api/admin/jobs/schedules'), ok: 200 },
  'GET /api/admin/failed-jobs': { make: fixed('/api/admin/failed-jobs'), ok: 200 },
  'POST /api/admin/failed-jobs/{id}/retry': { make: async (ctx) => ({ path: `/api/admin/failed-jobs/outbox:${await failedEvent(ctx)}/retry` }), ok: 200 },
  'DELETE /api/admin/failed-jobs/{id}': { make: async (ctx) => ({ path: `/api/admin/failed-jobs/outbox:${await failedEvent(ctx)}` }), ok: 200 },

  // a centre's own session: an admin token opens none of it
  'POST /api/centre-registration/logout': inCentreSession(() => '/api/centre-registration/logout'),
  'GET /api/centre-registration/centre/{reference}': inCentreSession((ref) => `/api/centre-registration/centre/${ref}`),
  'POST /api/centre-registration': inCentreSession(() => '/api/centre-registration', {}),
  'POST /api/centre-registration/basic': inCentreSession(() => '/api/centre-registration/basic', {}),
  'POST /api/centre-registration/{ref}/complete': inCentreSession((ref) => `/api/centre-registration/${ref}/complete`),
  'POST /api/centre-registration/{ref}/upload': inCentreSession((ref) => `/api/centre-registration/${ref}/upload`),
  'POST /api/centre-registration/{ref}/upload/{docType}': inCentreSession((ref) => `/api/centre-registration/${ref}/upload/applicationLetter`),
  'DELETE /api/centre-registration/{ref}/documents/{documentId}': inCentreSession((ref) => `/api/centre-registration/${ref}/documents/${randomUUID()}`),
  'GET /api/centre-registration/{ref}/letter': inCentreSession((ref) => `/api/centre-registration/${ref}/letter`),
  'GET /api/centre-registration/{ref}/letter/credential': inCentreSession((ref) => `/api/centre-registration/${ref}/letter/credential`),
  'GET /api/centre-registration/{ref}/renewal': inCentreSession((ref) => `/api/centre-registration/${ref}/renewal`),
  'POST /api/centre-registration/{ref}/renewal': inCentreSession((ref) => `/api/centre-registration/${ref}/renewal`, {}),
  'GET /api/centre-registration/{ref}/change-requests': inCentreSession((ref) => `/api/centre-registration/${ref}/change-requests`),
  'POST /api/centre-registration/{ref}/change-requests': inCentreSession((ref) => `/api/centre-registration/${ref}/change-requests`, { address: '3 Road' }),
  'GET /api/centre-registration/{ref}/my-data': inCentreSession((ref) => `/api/centre-registration/${ref}/my-data`),
  'GET /api/centre-registration/{ref}/decisions': inCentreSession((ref) => `/api/centre-registration/${ref}/decisions`),
  'GET /api/centre-registration/{ref}/appeals': inCentreSession((ref) => `/api/centre-registration/${ref}/appeals`),
  'POST /api/centre-registration/{ref}/appeals': inCentreSession((ref) => `/api/centre-registration/${ref}/appeals`, { decisionId: randomUUID(), grounds: 'Matrix' }),
  'GET /api/centre-registration/{ref}/notices': inCentreSession((ref) => `/api/centre-registration/${ref}/notices`),
  'POST /api/centre-registration/{ref}/notices/{id}/representations': inCentreSession((ref) => `/api/centre-registration/${ref}/notices/${randomUUID()}/representations`, { representations: 'Matrix' }),
  'POST /api/centre-registration/{ref}/notices/{id}/documents': inCentreSession((ref) => `/api/centre-registration/${ref}/notices/${randomUUID()}/documents`),
  'POST /api/centre-registration/{ref}/appeals/{id}/documents': inCentreSession((ref) => `/api/centre-registration/${ref}/appeals/${randomUUID()}/documents`),
  'GET /api/centre-registration/{ref}/reads': inCentreSession((ref) => `/api/centre-registration/${ref}/reads`),
};

/** Every route a token matters to, in table order. */
const GUARDED = (Object.keys(API_ROUTES) as ApiRoute[]).filter((route) => ROUTE_RULES[route].auth !== 'public');
const ANONYMOUS: ModelCaller = { name: 'no token', roles: [] };

describe('security: the generated permission matrix', () => {
  let app: TestApp;
  let ctx: Ctx;
  const tokens = new Map<string, string | undefined>();
  const userIds = new Map<string, string>();
  const shared = new Map<string, Promise<Target>>();

  beforeAll(async () => {
    // Many accounts sign in from one address: the per-address limits are not what this file tests.
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '20' } });
    const su = await superAdminToken(app);
    for (const [name, kind] of Object.entries(ROLE_KINDS)) {
      if (kind.list === undefined) continue;
      const res = await app.request('POST', '/api/roles', { token: su, body: { roleName: name, displayName: name, description: 'Matrix role', category: 'technical', permissions: kind.list } });
      expect(res.status).toBe(201);
    }
    for (const caller of MODEL_CALLERS) {
      const account = caller.roles.length === 0 ? await registerAccount(app) : await createAdmin(app, { roles: caller.roles });
      tokens.set(caller.name, account.token!);
      userIds.set(caller.name, account.id);
    }

    // The jobs another Lagos admin started, and the records each state holds.
    const owner = (await createAdmin(app, { roles: roles.state([IN_STATE]) })).token!;
    const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token: owner, raw: csvForm() });
    expect(upload.status).toBe(202);
    const jobId = upload.body.data.jobId as string;
    const bulk = await app.request('POST', '/api/admin/schools/bulk-actions', { token: owner, body: { action: 'query', ids: [(await seedCentre(app, { state: IN_STATE })).id], queryDetails: 'Matrix' } });
    expect(bulk.status).toBe(202);
    const approvers = await Promise.all([1, 2, 3].map((n) => createAdmin(app, { roles: roles.national(), firstName: `Approver${n}` })));
    const seed = (status: string, state: string) => seedCentre(app, { status: status as any, state, localGovernment: LGA[state] });
    const initialised = async (state: string) => {
      const c = await passedAutotestCentre(app, { state, localGovernment: LGA[state] });
      await initialise(app, c.id, su);
      return c;
    };
    const accredited = async (state: string) => {
      const c = await initialised(state);
      for (const approver of approvers as CreatedAdmin[]) {
        const res = await app.request('POST', `/api/accreditation/centres/${c.id}/approve`, { token: approver.token!, body: {} });
        if (res.status !== 200) throw new Error(`approve ${c.id}: ${res.status} ${res.text}`);
        if (res.body.data.status === 'approved') return c;
      }
      throw new Error(`centre ${c.id} was not accredited`);
    };
    const fixture: Fixture = {
      jobId,
      bulkJobId: bulk.body.data.jobId,
      configVersion: 0,
      letterCentre: {},
      evidenceCentre: {},
      auditEntry: {},
      centreRef: (await seed('registration_approved', IN_STATE)).reference,
      inspectorId: {},
      photo: {},
    };
    for (const state of [IN_STATE, OUT_STATE]) {
      const inspector = await createAdmin(app, { roles: roles.state([state]) });
      fixture.inspectorId[state] = inspector.id;
      const visit = await app.request('POST', '/api/inspections/visits', {
        token: su,
        body: { centreId: (await seed('registration_approved', state)).id, visitDate: new Date().toISOString().slice(0, 10), inspectorIds: [inspector.id] },
      });
      expect(visit.status).toBe(201);
      const form = new FormData();
      const photoId = randomUUID();
      form.append('id', photoId);
      form.append('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'p.png');
      expect((await app.request('POST', `/api/inspections/visits/${visit.body.data.id}/photos`, { token: inspector.token!, raw: form })).status).toBe(201);
      fixture.photo[state] = { visitId: visit.body.data.id, photoId };
    }
    for (const state of [IN_STATE, OUT_STATE]) {
      fixture.letterCentre[state] = (await accredited(state)).id;
      const evidence = await seed('pending', state);
      expect((await app.request('POST', `/api/audit/evidence/${evidence.id}`, { token: su })).status).toBe(202);
      fixture.evidenceCentre[state] = evidence.id;
    }
    fixture.configVersion = (await app.request('GET', '/api/accreditation/config', { token: su })).body.data.version;
    const waitFor = async (what: string, done: () => Promise<boolean>) => {
      const deadline = Date.now() + 30_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`fixture: ${what} was not ready`);
        await new Promise((r) => setTimeout(r, 150));
      }
    };
    await waitFor('import', async () => (await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: owner })).body.data.state === 'completed');
    for (const state of [IN_STATE, OUT_STATE]) {
      await waitFor('letter', async () => (await app.request('GET', `/api/accreditation/centres/${fixture.letterCentre[state]}/letter`, { token: su })).status === 200);
      await waitFor('evidence pack', async () => (await app.request('GET', `/api/audit/evidence/${fixture.evidenceCentre[state]}`, { token: su })).body.data?.state === 'ready');
      const { rows } = await app.db!.query(`SELECT id FROM audit_events WHERE state = $1 ORDER BY id DESC LIMIT 1`, [state]);
      fixture.auditEntry[state] = rows[0].id;
    }
    ctx = {
      app,
      centre: seed,
      accredited,
      initialised,
      user: async (held) => {
        const u = await createAdmin(app, { roles: held, login: false });
        return { id: u.id, email: u.email };
      },
      role: () => createRole(app),
      fixture,
    };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('covers every route of the OpenAPI document, and every route a token matters to has its spec', async () => {
    const doc = (await app.request('GET', '/api/docs-json')).body;
    const documented = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(100);
    expect(Object.keys(API_ROUTES).sort()).toEqual(documented.sort());
    expect(GUARDED.filter((route) => !SPECS[route])).toEqual([]);
  });

  /** The target of a cell: the route's shared one for the state, unless an allowed write needs its own. */
  const targetOf = (route: ApiRoute, state: string, own: boolean, caller?: string): Promise<Target> => {
    const spec = SPECS[route]!;
    if (own) return spec.make(ctx, state, caller);
    const key = `${route}|${state}`;
    if (!shared.has(key)) shared.set(key, spec.make(ctx, state));
    return shared.get(key)!;
  };

  /** A token of a new holder of the caller's roles, for a call that ends the caller's session. */
  const newSession = async (caller: ModelCaller): Promise<string> => (caller.roles.length === 0 ? (await registerAccount(app)).token! : (await createAdmin(app, { roles: caller.roles })).token!);

  async function cell(route: ApiRoute, caller: ModelCaller, state: string | null): Promise<string | null> {
    const spec = SPECS[route]!;
    const anonymous = caller === ANONYMOUS;
    const verdict = expectedAnswer(anonymous ? null : caller, route, state);
    const expected = verdict === 'allowed' ? spec.ok : verdict;
    const own = verdict === 'allowed' && (spec.fresh ?? ROUTE_RULES[route].access === 'write');
    const target = await targetOf(route, state ?? IN_STATE, own, userIds.get(caller.name));
    const token = anonymous ? undefined : verdict === 'allowed' && spec.endsSession ? await newSession(caller) : tokens.get(caller.name);
    const res = await app.request(route.split(' ')[0]!, target.path, { token, body: target.body, raw: target.raw });
    const where = state ? ` (${state === IN_STATE ? 'in' : 'out of'} scope)` : '';
    if (res.status !== expected) return `${caller.name}${where}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`;
    if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
      if (res.body?.success !== false) return `${caller.name}${where}: ${res.status} outside the envelope`;
    }
    return null;
  }

  it.each(GUARDED)('%s', async (route) => {
    const states = hasStateCells(route) ? [IN_STATE, OUT_STATE] : [null];
    const cells = [ANONYMOUS, ...MODEL_CALLERS].flatMap((caller) => states.map((state) => cell(route, caller, state)));
    const mismatches = (await Promise.all(cells)).filter((m): m is string => m !== null);
    expect(mismatches).toEqual([]);
  }, 120_000);

  // An account deactivated after signing in: its token, still unexpired, opens nothing (401), and nothing changes.
  it('answers 401 on every route to a deactivated account', async () => {
    const user = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('POST', `/api/user/${user.id}/deactivate`, { token: await superAdminToken(app) })).status).toBe(200);
    const answers = await Promise.all(
      GUARDED.map(async (route) => {
        const target = await targetOf(route, IN_STATE, false);
        const res = await app.request(route.split(' ')[0]!, target.path, { token: user.token!, body: target.body, raw: target.raw });
        return res.status === 401 && res.body?.success === false ? null : `${route}: ${res.status}`;
      }),
    );
    expect(answers.filter(Boolean)).toEqual([]);
  }, 120_000);

  describe("a state admin's rows never include another state", () => {
    let kanoRefs: string[];
    let lagosToken: string;
    let nationalToken: string;
    beforeAll(async () => {
      lagosToken = tokens.get('admin/state')!;
      nationalToken = tokens.get('admin/national')!;
      kanoRefs = [];
      for (const status of ['pending', 'registration_approved', 'autotest_approved', 'rejected'] as const) {
        kanoRefs.push((await seedCentre(app, { status, state: OUT_STATE, localGovernment: 'Fagge' })).reference);
      }
      kanoRefs.push((await ctx.accredited(OUT_STATE)).reference);
      await ctx.accredited(IN_STATE);
      expect((await app.request('POST', '/api/reports/rebuild', { token: await superAdminToken(app) })).status).toBe(200);
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

    it('a Lagos admin beside a national auditor reads every state (its writes are the matrix cells above)', async () => {
      const mixed = tokens.get('admin/state + auditor/national')!;
      const list = await app.request('GET', '/api/admin/schools?limit=1000', { token: mixed });
      expect(list.text).toContain(kanoRefs[0]);
      const csv = await app.request('GET', '/api/admin/schools/export/csv', { token: mixed });
      expect(csv.text).toContain(kanoRefs[0]);
    });

    it('autotest list and dashboard', async () => {
      const autotest = await app.request('GET', '/api/autotest?limit=1000', { token: lagosToken });
      expect(autotest.status).toBe(200);
      noKanoRef(autotest.text);
      lagosOnly(autotest.body.data.centres.map((c: any) => c.State ?? c.state));
      const dashboard = await app.request('GET', '/api/admin/dashboard', { token: lagosToken });
      noKanoRef(dashboard.text);
      const national = await app.request('GET', '/api/autotest?limit=1000', { token: nationalToken });
      expect(national.text).toContain(kanoRefs[2]);
    });

    it('accreditation list, stats and accredited export', async () => {
      const list = await app.request('GET', '/api/accreditation/centres?limit=1000', { token: lagosToken });
      expect(list.status).toBe(200);
      noKanoRef(list.text);
      expect(list.body.data.centres.length).toBeGreaterThan(0);
      const csv = await app.request('GET', '/api/accreditation/export/csv', { token: lagosToken });
      noKanoRef(csv.text);
      expect((parse(csv.text, { bom: true, columns: true }) as unknown[]).length).toBeGreaterThan(0);
      const national = await app.request('GET', '/api/accreditation/export/csv', { token: nationalToken });
      expect(national.text).toContain(kanoRefs[4]);
      const stats = await app.request('GET', '/api/accreditation/stats', { token: lagosToken });
      const statsAll = await app.request('GET', '/api/accreditation/stats', { token: nationalToken });
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
      const all = await app.request('GET', '/api/reports/state-distribution', { token: nationalToken });
      expect(all.body.data.states.map((s: any) => s.name)).toContain('Kano');
    });
  });
});
