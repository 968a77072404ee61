import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { apiCentre, auditEvents, auditor } from '../support/audit-factories.js';
import { createAdmin, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the audit log', () => {
  let app: TestApp;
  let su: string;
  let nationalAuditor: string;
  let lagosAuditor: string;
  let lagos: { id: string; reference: string };
  let kano: { id: string; reference: string };

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    nationalAuditor = (await auditor(app)).token!;
    lagosAuditor = (await auditor(app, ['Lagos'])).token!;
    lagos = await apiCentre(app, 'Lagos', 'Ikeja');
    kano = await apiCentre(app, 'Kano', 'Fagge');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('keeps each centre history entry, with the status change as a diff, the request id and the address', async () => {
    const res = await app.request('PUT', `/api/admin/schools/${lagos.id}/reject`, { token: su, body: { rejectionReason: 'Incomplete' } });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    const [entry] = await auditEvents(app, nationalAuditor, `centreId=${lagos.id}&action=centre.reject`);
    expect(entry).toMatchObject({
      action: 'centre.reject',
      actor: { type: 'admin', email: app.superAdmin.email },
      target: { type: 'centre', id: lagos.id },
      centreId: lagos.id,
      state: 'Lagos',
      changes: { status: { before: 'registration_approved', after: 'rejected' } },
      requestId,
    });
    expect(entry.ip).toMatch(/127\.0\.0\.1/);
    expect(entry.data.reason).toBe('Incomplete');
    // The per-centre history answers as before, and is the same act.
    const history = await app.request('GET', `/api/admin/schools/${lagos.id}/actions`, { token: su });
    expect(history.body.data.actions[0]).toMatchObject({ action: 'reject', fromStatus: 'registration_approved', toStatus: 'rejected', reason: 'Incomplete' });
    expect(entry.data.history.hash).toBe(history.body.data.actions[0].hash);
  });

  it('keeps user changes with their diffs, role grants and removals, and password resets', async () => {
    const created = await createAdmin(app, { roles: roles.state(['Oyo']), login: false });
    const edited = await app.request('PUT', `/api/user/${created.id}`, { token: su, body: { firstName: 'Renamed', lastName: 'Admin', email: created.email } });
    expect(edited.status).toBe(200);
    expect((await app.request('POST', `/api/user/${created.id}/roles`, { token: su, body: { role: 'auditor', level: 'state', assignedStates: ['Oyo'] } })).status).toBe(200);
    expect((await app.request('DELETE', `/api/user/${created.id}/roles/auditor`, { token: su })).status).toBe(200);
    expect((await app.request('POST', `/api/user/${created.id}/reset-password`, { token: su, body: { newPassword: 'Reset-Pass-3c' } })).status).toBe(200);
    const events = await auditEvents(app, nationalAuditor, `action=user.*`);
    const about = events.filter((e) => e.target.id === created.id);
    expect(about.map((e) => e.action)).toEqual(['user.password_reset', 'user.role_removed', 'user.role_granted', 'user.updated', 'user.created']);
    expect(about.find((e) => e.action === 'user.updated').changes).toEqual({ firstName: { before: 'Test', after: 'Renamed' } });
    expect(about.find((e) => e.action === 'user.role_granted').changes.roles.after).toContainEqual({ type: 'auditor', level: 'state', assignedStates: ['Oyo'] });
    expect(about.find((e) => e.action === 'user.created').changes.email).toEqual({ before: null, after: created.email });
    expect(JSON.stringify(about)).not.toMatch(/Reset-Pass-3c|Admin-Pass1|argon2/);
  });

  it('keeps deactivations and reactivations of a user with the diff', async () => {
    const created = await createAdmin(app, { roles: roles.state(['Oyo']), login: false });
    expect((await app.request('POST', `/api/user/${created.id}/deactivate`, { token: su })).status).toBe(200);
    expect((await app.request('POST', `/api/user/${created.id}/reactivate`, { token: su })).status).toBe(200);
    const about = (await auditEvents(app, nationalAuditor, `action=user.*`)).filter((e) => e.target.id === created.id);
    expect(about.map((e) => e.action)).toEqual(['user.reactivated', 'user.deactivated', 'user.created']);
    expect(about[1].changes).toEqual({ isActive: { before: true, after: false } });
    expect(about[0].changes).toEqual({ isActive: { before: false, after: true } });
  });

  it('keeps role changes, with permissions, and refuses unknown capabilities', async () => {
    const bad = await app.request('POST', '/api/roles', { token: su, body: { roleName: 'bad_caps', displayName: 'Bad', description: 'Bad', permissions: ['centres.read', 'launch.missiles'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const res = await app.request('POST', '/api/roles', { token: su, body: { roleName: 'reader_x', displayName: 'Reader', description: 'Reads', permissions: ['centres.read'] } });
    expect(res.status).toBe(201);
    expect(res.body.data.permissions).toEqual(['centres.read']);
    const upd = await app.request('PUT', `/api/roles/${res.body.data.id}`, { token: su, body: { displayName: 'Reader', description: 'Reads', permissions: ['centres.read', 'reports.read'] } });
    expect(upd.status).toBe(200);
    const [updated, created] = (await auditEvents(app, nationalAuditor, 'action=role.*')).filter((e) => e.target.id === res.body.data.id);
    expect(updated.changes).toEqual({ permissions: { before: ['centres.read'], after: ['centres.read', 'reports.read'] } });
    expect(created.action).toBe('role.created');
  });

  it('keeps sign-ins that succeed and that fail, with email, address and reason, never the password', async () => {
    const email = uniqueEmail('nobody');
    const failed = await app.request('POST', '/api/auth/login', { body: { email, password: 'Guess-Pass-9' } });
    expect(failed.status).toBe(401);
    await app.login(app.superAdmin.email, app.superAdmin.password);
    const wrong = await app.request('POST', '/api/auth/login', { body: { email: app.superAdmin.email, password: 'Not-The-Pass-1' } });
    expect(wrong.status).toBe(401);
    const fails = await auditEvents(app, nationalAuditor, 'action=auth.login_failed');
    expect(fails.find((e) => e.data.email === email)).toMatchObject({ actor: { type: 'anonymous', email }, data: { reason: 'unknown email' } });
    expect(fails.find((e) => e.data.email === app.superAdmin.email)).toMatchObject({ data: { reason: 'wrong password' } });
    expect(fails[0].ip).toMatch(/127\.0\.0\.1/);
    expect(JSON.stringify(fails)).not.toMatch(/Guess-Pass-9|Not-The-Pass-1/);
    const ok = await auditEvents(app, nationalAuditor, `action=auth.login_succeeded&actor=${encodeURIComponent(app.superAdmin.email)}`);
    expect(ok.length).toBeGreaterThan(0);
  });

  it("keeps an admin's views of a centre's personal data and exports with their filter and row count", async () => {
    expect((await app.request('GET', `/api/admin/schools/${kano.id}`, { token: nationalAuditor })).status).toBe(200);
    const csv = await app.request('GET', '/api/admin/schools/export/csv?state=Kano', { token: nationalAuditor });
    expect(csv.status).toBe(200);
    const views = await auditEvents(app, su, `action=centre.viewed&centreId=${kano.id}`);
    expect(views[0]).toMatchObject({ actor: { type: 'admin' }, state: 'Kano', target: { type: 'centre', id: kano.id } });
    let exported: any[] = [];
    for (let i = 0; i < 50 && exported.length === 0; i++) {
      exported = await auditEvents(app, su, 'action=centres.exported');
      if (exported.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(exported[0].data).toMatchObject({ filter: { state: 'Kano' }, rows: parse(csv.text, { bom: true, columns: true }).length, complete: true });
  });

  it('lets a state auditor see only its states, and a national one everything', async () => {
    const mine = await auditEvents(app, lagosAuditor);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((e) => e.state))).toEqual(new Set(['Lagos']));
    expect(await auditEvents(app, lagosAuditor, `centreId=${kano.id}`)).toEqual([]);
    const all = await auditEvents(app, nationalAuditor);
    expect(all.some((e) => e.state === 'Kano')).toBe(true);
    expect(all.some((e) => e.state === null)).toBe(true);
  });

  it('pages newest first by page and by cursor, with a total, and filters by date range', async () => {
    const first = await app.request('GET', '/api/audit/events?limit=3', { token: nationalAuditor });
    const { events, pagination } = first.body.data;
    expect(events).toHaveLength(3);
    expect(Number(events[0].id)).toBeGreaterThan(Number(events[1].id));
    expect(pagination.total).toBeGreaterThanOrEqual(10);
    const second = (await app.request('GET', '/api/audit/events?limit=3&page=2', { token: nationalAuditor })).body.data.events;
    const byCursor = (await app.request(`GET`, `/api/audit/events?limit=3&cursor=${pagination.nextCursor}`, { token: nationalAuditor })).body.data.events;
    expect(byCursor.map((e: any) => e.id)).toEqual(second.map((e: any) => e.id));
    expect(Number(second[0].id)).toBe(Number(events[2].id) - 1);
    const future = await app.request('GET', '/api/audit/events?from=2999-01-01', { token: nationalAuditor });
    expect(future.body.data).toMatchObject({ events: [], pagination: { total: 0 } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await app.request('GET', `/api/audit/events?from=${today}&to=${today}`, { token: nationalAuditor })).body.data.pagination.total).toBe(pagination.total);
    for (const bad of ['page=0', 'limit=500', 'from=yesterday', 'actor=nobody', 'state=Atlantis', 'centreId=42', 'cursor=x']) {
      const res = await app.request('GET', `/api/audit/events?${bad}`, { token: nationalAuditor });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("answers ra-data-simple-rest's dialect beside it", async () => {
    const res = await app.request('GET', `/api/audit/audit-events?range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["id","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ state: 'Lagos' }))}`, { token: nationalAuditor });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.every((e: any) => e.state === 'Lagos')).toBe(true);
    expect(res.headers.get('content-range')).toMatch(/^audit-events 0-\d+\/\d+$/);
    const one = await app.request('GET', `/api/audit/audit-events/${res.body[0].id}`, { token: nationalAuditor });
    expect(one.body).toMatchObject({ id: res.body[0].id });
    expect((await app.request('GET', `/api/audit/audit-events/${res.body[0].id}`, { token: (await auditor(app, ['Ekiti'])).token! })).status).toBe(404);
  });

  it('exports any filter as CSV, formulas neutralised, and logs the export', async () => {
    await app.request('POST', '/api/auth/login', { body: { email: '=HYPERLINK("http://x")@evil.test', password: 'Guess-Pass-9' } });
    const res = await app.request('GET', '/api/audit/events/export/csv?action=auth.login_failed', { token: nationalAuditor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.length).toBe((await auditEvents(app, nationalAuditor, 'action=auth.login_failed')).length);
    expect(rows.every((r) => r.action === 'auth.login_failed')).toBe(true);
    const evil = rows.find((r) => /hyperlink/i.test(r.actorEmail))!;
    expect(evil.actorEmail.startsWith("'=")).toBe(true);
    let logged: any[] = [];
    for (let i = 0; i < 50 && logged.length === 0; i++) {
      logged = await auditEvents(app, su, 'action=audit.exported');
      if (logged.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(logged[0].data).toEqual({ filter: { action: 'auth.login_failed' }, rows: rows.length, complete: true });
  });

  it('names what each entry is about: the centre’s name and reference, the user’s name and email, the role’s name', async () => {
    const [rejected] = await auditEvents(app, nationalAuditor, `centreId=${lagos.id}&action=centre.reject`);
    expect(rejected.target).toMatchObject({ type: 'centre', id: lagos.id, name: expect.stringMatching(/^Audit Centre /), reference: lagos.reference });
    const created = await createAdmin(app, { roles: roles.state(['Oyo']), login: false });
    expect((await app.request('POST', `/api/user/${created.id}/roles`, { token: su, body: { role: 'auditor', level: 'state', assignedStates: ['Oyo'] } })).status).toBe(200);
    const [granted] = await auditEvents(app, nationalAuditor, 'action=user.role_granted');
    expect(granted.target).toMatchObject({ type: 'user', id: created.id, name: 'Test Admin', email: created.email });
    expect(granted.roleNames).toMatchObject({ auditor: expect.any(String) });
    const [role] = await auditEvents(app, nationalAuditor, 'action=role.created');
    expect(role.target.name).toEqual(expect.any(String));
  });

  it('finds a centre’s entries by part of its name or by its reference, within the reader’s states', async () => {
    const [rejected] = await auditEvents(app, nationalAuditor, `centreId=${lagos.id}&action=centre.reject`);
    const name: string = rejected.target.name;
    const byName = await auditEvents(app, nationalAuditor, `centre=${encodeURIComponent(name.slice(-6).toUpperCase())}`);
    expect(byName.length).toBeGreaterThan(0);
    expect(new Set(byName.map((e) => e.centreId))).toEqual(new Set([lagos.id]));
    const byReference = await auditEvents(app, nationalAuditor, `centre=${lagos.reference.toLowerCase()}`);
    expect(byReference.map((e) => e.id)).toEqual(byName.map((e) => e.id));
    // A reader of Lagos finds Lagos, and nothing of Kano, not even by its reference.
    expect((await auditEvents(app, lagosAuditor, `centre=${lagos.reference}`)).length).toBe(byName.length);
    expect(await auditEvents(app, lagosAuditor, `centre=${kano.reference}`)).toEqual([]);
    expect((await app.request('GET', `/api/audit/events?centre=${'x'.repeat(101)}`, { token: nationalAuditor })).status).toBe(400);
    // A centre moved out of the reader's states keeps its old entries in their view, without its name.
    const moving = await apiCentre(app, 'Lagos', 'Ikeja');
    await app.db!.query(`UPDATE centres SET state = 'Kano' WHERE id = $1`, [moving.id]);
    const [old] = await auditEvents(app, lagosAuditor, `centreId=${moving.id}`);
    expect(old.target).toEqual({ type: 'centre', id: moving.id });
    expect((await auditEvents(app, nationalAuditor, `centreId=${moving.id}`))[0].target.reference).toBe(moving.reference);
  });

  it('exports the codes and the same entries in words', async () => {
    const res = await app.request('GET', `/api/audit/events/export/csv?centreId=${lagos.id}&action=centre.reject`, { token: nationalAuditor });
    const [row] = parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(row).toMatchObject({ action: 'centre.reject', targetType: 'centre', targetId: lagos.id, actionInWords: 'Rejected' });
    expect(row!.targetInWords).toMatch(new RegExp(`^Audit Centre \\w+ \\(${lagos.reference}\\)$`));
    expect(row!.changesInWords).toBe('Status: Registration Approved → Rejected');
    const users = parse((await app.request('GET', '/api/audit/events/export/csv?action=user.role_granted', { token: nationalAuditor })).text, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(users[0]).toMatchObject({ actionInWords: 'Role granted', targetInWords: expect.stringMatching(/^Test Admin \(.+@.+\)$/) });
    expect(users[0]!.changesInWords).toMatch(/^Roles: .*\(State: Oyo\) → .*\(State: Oyo\); .*\(State: Oyo\)$/);
  });

  it('verifies the untouched chain', async () => {
    const res = await app.request('GET', '/api/audit/verify', { token: nationalAuditor });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ intact: true });
    expect(res.body.data.checked).toBeGreaterThan(10);
    expect(res.body.data.historyChecked).toBeGreaterThan(2);
    expect(res.body.data.firstBrokenId).toBeUndefined();
  });

  it('gives the auditor reads in scope and refuses every write', async () => {
    const profile = await app.request('GET', '/api/auth/profile', { token: nationalAuditor });
    expect(profile.body.data.permissions).toEqual(['accreditation.read', 'audit.export', 'audit.read', 'centres.export', 'centres.read', 'inspections.read', 'reports.read', 'roles.read', 'users.read']);
    expect((await app.request('PUT', `/api/admin/schools/${kano.id}/query`, { token: nationalAuditor, body: { queryDetails: 'x' } })).status).toBe(403);
    expect((await app.request('GET', `/api/admin/schools/${kano.id}`, { token: lagosAuditor })).status).toBe(404);
    expect((await app.request('GET', `/api/admin/schools/${lagos.id}`, { token: lagosAuditor })).status).toBe(200);
  });

  it('signs a last checkpoint of the whole log when the portal stops, while the database is still open', async () => {
    const [{ max }] = (await app.db!.query('SELECT max(id)::int AS max FROM audit_events')).rows;
    expect(await app.stopProcess('SIGTERM')).toBe(0);
    expect(app.output()).not.toMatch(/checkpoint not written/);
    const lines = readFileSync(join(app.env.DATA_DIR!, 'audit-checkpoints.jsonl'), 'utf8').trim().split('\n');
    // No periodic checkpoint came due in this file's minute: the last line is the shutdown's.
    expect(JSON.parse(lines.at(-1)!).entries).toBe(max);
  });
});
