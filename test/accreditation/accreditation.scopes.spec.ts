import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { initialise, passedAutotestCentre, saveConfig, stageInput } from '../support/accreditation-factories.js';
import { createAdmin, createRole, registerAccount, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Who may call which accreditation endpoint, against a Kano centre. The stages need 'admin' or
 * 'superadmin': 'other-role' is a national admin holding only a 'reviewer' role, so it may read
 * and initialise but not decide on a stage. A Lagos state admin must not learn the centre exists.
 */
const CALLERS = ['anonymous', 'no-role', 'lagos', 'other-role', 'national', 'super'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = [number, number, number, number, number, number];

interface Row {
  name: string;
  /** Whether the cell's Kano centre gets its accreditation started first. */
  initialised?: boolean;
  call: (centreId: string) => { method: string; path: string; body?: unknown };
  expected: Expected;
}

const centreRow = (name: string, initialised: boolean, method: string, segment: string, expected: Expected, body?: unknown): Row => ({
  name,
  initialised,
  call: (id) => ({ method, path: `/api/accreditation/centres/${id}${segment}`, body }),
  expected,
});

const READ: Expected = [401, 403, 200, 200, 200, 200];

const ROWS: Row[] = [
  centreRow('GET /accreditation/centres/{id}', true, 'GET', '', [401, 403, 404, 200, 200, 200]),
  centreRow('POST initialize', false, 'POST', '/initialize', [401, 403, 404, 201, 201, 201]),
  centreRow('POST approve', true, 'POST', '/approve', [401, 403, 404, 403, 200, 200], { comments: 'Fine' }),
  centreRow('POST reject', true, 'POST', '/reject', [401, 403, 404, 403, 200, 200], { rejectionReason: 'Not ready' }),
  { name: 'GET /accreditation/config', call: () => ({ method: 'GET', path: '/api/accreditation/config' }), expected: READ },
  { name: 'GET /accreditation/config/versions', call: () => ({ method: 'GET', path: '/api/accreditation/config/versions' }), expected: READ },
  {
    name: 'POST /accreditation/config',
    call: () => ({
      method: 'POST',
      path: '/api/accreditation/config',
      // Two stages like the first configuration, so the cells after this one meet the same workflow.
      body: { configName: 'Scoped', description: 'Matrix', totalStagesRequired: 2, approvalStages: [stageInput(1), stageInput(2)] },
    }),
    expected: [401, 403, 403, 403, 403, 201],
  },
  { name: 'GET /accreditation/centres', call: () => ({ method: 'GET', path: '/api/accreditation/centres' }), expected: READ },
  { name: 'GET /accreditation/stats', call: () => ({ method: 'GET', path: '/api/accreditation/stats' }), expected: READ },
  { name: 'GET /accreditation/export/csv', call: () => ({ method: 'GET', path: '/api/accreditation/export/csv' }), expected: READ },
];

describe('accreditation permission matrix', () => {
  let app: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;

  const kanoCentre = async (initialised: boolean) => {
    const centre = await passedAutotestCentre(app, { state: 'Kano', localGovernment: 'Fagge' });
    if (initialised) await initialise(app, centre.id);
    return centre;
  };

  beforeAll(async () => {
    app = await startTestApp();
    tokens.anonymous = undefined;
    tokens['no-role'] = (await registerAccount(app)).token!;
    tokens.lagos = (await createAdmin(app, { roles: roles.state(['Lagos']) })).token!;
    await createRole(app, 'reviewer');
    tokens['other-role'] = (await createAdmin(app, { roles: roles.national('reviewer') })).token!;
    tokens.national = (await createAdmin(app, { roles: roles.national() })).token!;
    tokens.super = await superAdminToken(app);
    await saveConfig(app, [stageInput(1), stageInput(2)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(ROWS)('$name', (row) => {
    it.each(CALLERS.map((caller, i) => [caller, row.expected[i]!] as const))('%s -> %i', async (caller, expected) => {
      const centre = await kanoCentre(!!row.initialised);
      const { method, path, body } = row.call(centre.id);
      const res = await app.request(method, path, { token: tokens[caller], body });
      expect(res.status).toBe(expected);
      if (expected === 404) expect(res.body).toEqual({ success: false, message: MSG.centreNotFound });
      if (row.initialised && caller === 'other-role' && expected === 403) expect(res.body.message).toBe(MSG.noStagePermission);
      if (row.initialised && expected >= 400) {
        const { rows } = await app.db!.query(
          'SELECT status, version, (SELECT count(*)::int FROM accreditation_approvals p WHERE p.accreditation_id = a.id) AS approvals FROM accreditations a WHERE centre_id = $1',
          [centre.id],
        );
        expect(rows[0]).toEqual({ status: 'pending', version: 1, approvals: 0 });
      }
      if (row.name === 'POST initialize' && expected >= 400) {
        expect((await app.db!.query('SELECT count(*)::int AS n FROM accreditations WHERE centre_id = $1', [centre.id])).rows[0].n).toBe(0);
      }
    });
  });

  it("lets a state admin decide on their own state's centres", async () => {
    const centre = await passedAutotestCentre(app, { state: 'Lagos' });
    const started = await app.request('POST', `/api/accreditation/centres/${centre.id}/initialize`, { token: tokens.lagos });
    expect(started.status).toBe(201);
    const approved = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: tokens.lagos, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'in_progress', currentStage: 1 });
  });
});
