import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INSPECTION_MSG, INSPECTION_PHOTO_LIMITS, INSPECTION_SCHEDULE_LIMITS } from '#contracts';
import { auditor } from '../support/audit-factories.js';
import { passedAutotestCentre, saveConfig, stageApprovers, stageInput } from '../support/accreditation-factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { pngImage, recordPassingVisit, scheduleVisit, uploadPhoto } from '../support/inspection-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const lagosDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/**
 * What bounds a visit and who may take part in it (docs/INSPECTIONS.md, DECISIONS §9): open visits
 * per centre, schedules per person, photo bytes per visit; inspectors decided per role entry and
 * shown only to schedulers; findings submitted on or after the visit day; a gated stage waiting for
 * a countersigned visit; the inspectors emailed.
 */
describe('inspection visit guards', () => {
  let app: TestApp;
  let su: string;
  let lead: CreatedAdmin;
  let second: CreatedAdmin;
  let national: CreatedAdmin;
  let centre: CreatedCentre;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    lead = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Lead' });
    second = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Second' });
    national = await createAdmin(app, { roles: roles.national(), firstName: 'National' });
    centre = await seedCentre(app, { status: 'registration_approved' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('decides who may inspect per role entry, and shows staff only to schedulers (names; emails to readers of users)', async () => {
    // Inspections in Kano from one role, only centre reading in Lagos from another: merged, the
    // two looked like an inspector of Lagos; per entry (DECISIONS §9) they are not.
    for (const [roleName, permissions] of [
      ['kano_inspector', ['inspections.read', 'inspections.manage']],
      ['lagos_reader', ['centres.read']],
    ] as const) {
      const made = await app.request('POST', '/api/roles', { token: su, body: { roleName, displayName: roleName, description: 'Split power', category: 'technical', permissions } });
      expect(made.status).toBe(201);
    }
    const split = await createAdmin(app, {
      firstName: 'Split',
      roles: [
        { type: 'kano_inspector', level: 'state', assignedStates: ['Kano'] },
        { type: 'lagos_reader', level: 'state', assignedStates: ['Lagos'] },
      ],
    });

    const forLead = await app.request('GET', `/api/inspections/centres/${centre.id}/inspectors`, { token: lead.token! });
    expect(forLead.status).toBe(200);
    const ids = forLead.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([lead.id, second.id, national.id]));
    expect(ids).not.toContain(split.id);
    // A state admin does not read users: names only.
    expect(forLead.body.data.every((c: Record<string, unknown>) => !('email' in c))).toBe(true);
    expect(JSON.stringify(forLead.body)).not.toContain(second.email);
    const forNational = await app.request('GET', `/api/inspections/centres/${centre.id}/inspectors`, { token: national.token! });
    expect(forNational.body.data.find((c: { id: string }) => c.id === second.id)).toMatchObject({ email: second.email });

    const stateAuditor = await auditor(app, ['Lagos']);
    const audited = await app.request('GET', `/api/inspections/centres/${centre.id}/inspectors`, { token: stateAuditor.token! });
    expect(audited.status).toBe(403);
    expect(JSON.stringify(audited.body)).not.toContain(second.email);

    const refused = await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: centre.id, visitDate: lagosDate(), inspectorIds: [split.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'inspectorIds', msg: INSPECTION_MSG.inspectorUnavailable('One chosen user') }]);

    // A visit read by an auditor names its inspectors without their emails.
    const visit = await scheduleVisit(app, lead.token!, centre.id, [lead.id, second.id]);
    const seen = await app.request('GET', `/api/inspections/visits/${visit.id}`, { token: stateAuditor.token! });
    expect(seen.status).toBe(200);
    expect(seen.body.data.inspectors).toEqual([
      { id: lead.id, name: 'Lead Admin' },
      { id: second.id, name: 'Second Admin' },
    ]);
    const listed = await app.request('GET', `/api/inspections/visits?centreId=${centre.id}`, { token: stateAuditor.token! });
    expect(JSON.stringify(listed.body)).not.toContain(lead.email);
    await app.request('POST', `/api/inspections/visits/${visit.id}/cancel`, { token: lead.token!, body: { reason: 'Test of names' } });
  });

  it('emails each inspector of a newly scheduled visit', async () => {
    const date = lagosDate(3);
    await scheduleVisit(app, lead.token!, centre.id, [second.id, lead.id], date);
    for (const person of [second, lead]) {
      const mail = await app.mail.waitFor((m) => m.to.includes(person.email) && m.subject.includes(centre.centreName) && m.subject.includes(date));
      expect(mail.text).toContain(date);
      expect(mail.text).toContain(centre.reference);
    }
  });

  it('caps the open visits of a centre and refuses findings submitted before the visit date', async () => {
    const other = await seedCentre(app, { status: 'registration_approved' });
    const tomorrow = lagosDate(1);
    const first = await scheduleVisit(app, lead.token!, other.id, [lead.id], tomorrow);
    expect(first.can.submit).toBe(false);
    expect(first.submitBlockedReason).toBe(INSPECTION_MSG.visitNotYet(tomorrow));
    await recordPassingVisit(app, lead.token!, first);
    const early = await app.request('POST', `/api/inspections/visits/${first.id}/submit`, { token: lead.token!, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(INSPECTION_MSG.visitNotYet(tomorrow));
    expect((await app.db!.query(`SELECT status FROM inspection_visits WHERE id = $1`, [first.id])).rows[0].status).toBe('scheduled');

    for (let i = 1; i < INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre; i++) await scheduleVisit(app, lead.token!, other.id, [lead.id]);
    const over = await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: other.id, visitDate: lagosDate(), inspectorIds: [lead.id] } });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(INSPECTION_MSG.tooManyOpenVisits(INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre));
    const open = await app.db!.query(`SELECT count(*)::int AS n FROM inspection_visits WHERE centre_id = $1`, [other.id]);
    expect(open.rows[0].n).toBe(INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre);
    await app.request('POST', `/api/inspections/visits/${first.id}/cancel`, { token: lead.token!, body: { reason: 'Moved' } });
    expect((await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: other.id, visitDate: lagosDate(), inspectorIds: [lead.id] } })).status).toBe(201);
  });

  it('limits how many visits one person schedules an hour (429 with Retry-After)', async () => {
    const busy = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Busy' });
    const target = await seedCentre(app, { status: 'registration_approved' });
    const statuses: number[] = [];
    for (let i = 0; i < INSPECTION_SCHEDULE_LIMITS.schedulesPerHour; i++) {
      statuses.push((await app.request('POST', '/api/inspections/visits', { token: busy.token!, body: { centreId: target.id, visitDate: lagosDate(), inspectorIds: [busy.id] } })).status);
    }
    // Every attempt counts, refused ones too: three open visits, then the cap.
    expect(statuses.filter((s) => s === 201)).toHaveLength(INSPECTION_SCHEDULE_LIMITS.openVisitsPerCentre);
    const limited = await app.request('POST', '/api/inspections/visits', { token: busy.token!, body: { centreId: target.id, visitDate: lagosDate(), inspectorIds: [busy.id] } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(INSPECTION_MSG.tooManySchedules(INSPECTION_SCHEDULE_LIMITS.schedulesPerHour));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another person is not held back by it.
    const fresh = await seedCentre(app, { status: 'registration_approved' });
    expect((await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: fresh.id, visitDate: lagosDate(), inspectorIds: [lead.id] } })).status).toBe(201);
  });

  it('bounds the bytes of the photos of one visit (413 saying so, nothing stored)', async () => {
    const target = await seedCentre(app, { status: 'registration_approved' });
    const visit = await scheduleVisit(app, lead.token!, target.id, [lead.id]);
    const nearlyFive = Buffer.concat([pngImage(), Buffer.alloc(INSPECTION_PHOTO_LIMITS.maxBytes - 64 * 1024)]);
    const fits = Math.floor(INSPECTION_PHOTO_LIMITS.totalBytesPerVisit / nearlyFive.length);
    for (let i = 0; i < fits; i++) expect((await uploadPhoto(app, lead.token!, visit.id, { id: randomUUID() }, nearlyFive)).status).toBe(201);
    const over = await uploadPhoto(app, lead.token!, visit.id, { id: randomUUID() }, nearlyFive);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(INSPECTION_MSG.photoBytesLimit(INSPECTION_PHOTO_LIMITS.totalBytesPerVisit / (1024 * 1024)));
    const stored = await app.db!.query(`SELECT count(*)::int AS n, sum(size_bytes)::bigint AS bytes FROM inspection_photos WHERE visit_id = $1`, [visit.id]);
    expect(stored.rows[0].n).toBe(fits);
    expect(Number(stored.rows[0].bytes)).toBeLessThanOrEqual(INSPECTION_PHOTO_LIMITS.totalBytesPerVisit);
  }, 120_000);

  it('holds a gated stage until its visit is countersigned by a second person, unless the stage says otherwise', async () => {
    const saved = await saveConfig(app, [stageInput(1, { stageName: 'Site inspection', requiresInspection: true }), stageInput(2, { stageName: 'Board' })]);
    expect(saved.approvalStages.map((s: { requiresCountersignedVisit?: boolean }) => s.requiresCountersignedVisit)).toEqual([true, false]);
    const [approver] = await stageApprovers(app, 1);
    const applicant = await passedAutotestCentre(app);
    expect((await app.request('POST', `/api/accreditation/centres/${applicant.id}/initialize`, { token: su })).status).toBe(201);

    // Scheduled by the national admin: the lead has used up their schedules of the hour above.
    const visit = await scheduleVisit(app, national.token!, applicant.id, [lead.id, second.id]);
    await recordPassingVisit(app, lead.token!, visit);
    expect((await app.request('POST', `/api/inspections/visits/${visit.id}/submit`, { token: lead.token!, body: {} })).status).toBe(200);
    const waiting = await app.request('POST', `/api/accreditation/centres/${applicant.id}/approve`, { token: approver!.token!, body: {} });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(INSPECTION_MSG.stageNeedsCountersignedVisit('Site inspection'));
    const gate = await app.request('GET', `/api/inspections/centres/${applicant.id}`, { token: approver!.token! });
    expect(gate.body.data.gate).toEqual({ stageNumber: 1, stageName: 'Site inspection', requiresCountersignedVisit: true, satisfied: false, reason: INSPECTION_MSG.stageNeedsCountersignedVisit('Site inspection') });

    const self = await app.request('POST', `/api/inspections/visits/${visit.id}/countersign`, { token: lead.token!, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(INSPECTION_MSG.countersignSelf);
    expect((await app.request('POST', `/api/inspections/visits/${visit.id}/countersign`, { token: second.token!, body: { notes: 'Seen on site' } })).status).toBe(200);
    const audit = await app.db!.query(`SELECT actor_id FROM audit_events WHERE centre_id = $1 AND action = 'centre.inspection_countersigned'`, [applicant.id]);
    expect(audit.rows.map((r) => r.actor_id)).toEqual([second.id]);
    expect((await app.request('POST', `/api/accreditation/centres/${applicant.id}/approve`, { token: approver!.token!, body: {} })).status).toBe(200);

    // A stage that accepts a submitted visit says so in the configuration.
    const relaxed = await saveConfig(app, [stageInput(1, { stageName: 'Site inspection', requiresInspection: true, requiresCountersignedVisit: false })]);
    expect(relaxed.approvalStages[0]).toMatchObject({ requiresInspection: true, requiresCountersignedVisit: false });
    const bad = await app.request('POST', '/api/accreditation/config', {
      token: su,
      body: { configName: 'Bad', description: 'Bad', totalStagesRequired: 1, approvalStages: [stageInput(1, { requiresCountersignedVisit: true })] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'approvalStages.0.requiresCountersignedVisit', msg: INSPECTION_MSG.stageCountersignWithoutInspection(1) }]);
    const second2 = await passedAutotestCentre(app);
    expect((await app.request('POST', `/api/accreditation/centres/${second2.id}/initialize`, { token: su })).status).toBe(201);
    const alone = await scheduleVisit(app, national.token!, second2.id, [lead.id]);
    await recordPassingVisit(app, lead.token!, alone);
    expect((await app.request('POST', `/api/inspections/visits/${alone.id}/submit`, { token: lead.token!, body: {} })).status).toBe(200);
    const [approver1] = await stageApprovers(app, 1);
    expect((await app.request('POST', `/api/accreditation/centres/${second2.id}/approve`, { token: approver1!.token!, body: {} })).status).toBe(200);
  });
});
