import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_INSPECTION_CHECKLIST, INSPECTION_MSG } from '#contracts';
import { pdfText } from '../../libs/accreditation/src/letters/__tests__/pdf-text.js';
import { passedAutotestCentre, saveConfig, stageApprovers, stageInput } from '../support/accreditation-factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { pngImage, recordFinding, recordPassingVisit, scheduleVisit, uploadPhoto } from '../support/inspection-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Criteria, visits, the stage gate and the readiness score, through the API (one server). */
describe('inspection visits', () => {
  let app: TestApp;
  let su: string;
  let lead: CreatedAdmin;
  let second: CreatedAdmin;
  let outsider: CreatedAdmin;
  let kano: CreatedAdmin;
  let centre: CreatedCentre;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    lead = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Lead' });
    second = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Second' });
    outsider = await createAdmin(app, { roles: roles.national(), firstName: 'Outsider' });
    kano = await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Kano' });
    centre = await seedCentre(app, { status: 'registration_approved' });
    // What the centre declared about itself: 250 seats, CCTV, a wired network, a 50 kVA generator.
    await app.db!.query(
      `UPDATE centres SET centre_capacity = 250, number_of_backup_systems = 30, cctv = 'Yes', networking_type = 'Wired', generator_capacity = '50KVA', power_source = 'Generator' WHERE id = $1`,
      [centre.id],
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const history = async (centreId: string, action: string) =>
    (await app.db!.query(`SELECT data FROM centre_actions WHERE centre_id = $1 AND action = $2 ORDER BY seq`, [centreId, action])).rows.map((r) => r.data);

  it('keeps the published minimums in the configuration, validates a checklist and versions it with the stages', async () => {
    const active = await app.request('GET', '/api/accreditation/config', { token: su });
    expect(active.body.data.inspectionChecklist.map((c: { key: string }) => c.key)).toEqual(DEFAULT_INSPECTION_CHECKLIST.map((c) => c.key));
    expect(active.body.data.inspectionChecklist[0]).toMatchObject({ key: 'working_computers', kind: 'number', minimum: 250, mandatory: true, declared: ['CentreCapacity'] });
    expect((await app.request('GET', '/api/accreditation/config/defaults', { token: su })).body.data.inspectionChecklist).toHaveLength(DEFAULT_INSPECTION_CHECKLIST.length);

    const base = { configName: 'With checklist', description: 'Inspection test', totalStagesRequired: 1, approvalStages: [stageInput(1)] };
    const bad = await app.request('POST', '/api/accreditation/config', {
      token: su,
      body: {
        ...base,
        inspectionChecklist: [
          { key: 'Seats', label: '', kind: 'number', weight: 20, mandatory: true },
          { key: 'net', label: 'Network', kind: 'choice', weight: 120, options: ['Wired'], passing: ['Radio'] },
          { key: 'net', label: 'Again', kind: 'smell', weight: 1, declared: ['Password'] },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries(bad.body.errors.map((e: { path: string; msg: string }) => [e.path, e.msg]));
    expect(byPath).toMatchObject({
      'inspectionChecklist.0.key': INSPECTION_MSG.criterionKey(1),
      'inspectionChecklist.0.label': INSPECTION_MSG.criterionLabel(1),
      'inspectionChecklist.0.minimum': INSPECTION_MSG.criterionMinimum(1),
      'inspectionChecklist.1.weight': INSPECTION_MSG.criterionWeight(2),
      'inspectionChecklist.1.options': INSPECTION_MSG.criterionOptions(2, 20),
      'inspectionChecklist.1.passing': INSPECTION_MSG.criterionPassingOutside(2),
      'inspectionChecklist.2.kind': INSPECTION_MSG.criterionKind(3),
      'inspectionChecklist.2.key': INSPECTION_MSG.criterionKeyTwice(3, 'net'),
      'inspectionChecklist.2.declared': INSPECTION_MSG.criterionDeclared(3, 'Password'),
    });
    const autoAndVisit = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, approvalStages: [stageInput(1, { autoApprove: true, requiresInspection: true })] } });
    expect(autoAndVisit.status).toBe(400);
    expect(autoAndVisit.body.errors).toEqual([{ path: 'approvalStages.0.requiresInspection', msg: INSPECTION_MSG.stageInspectionAutoApprove(1) }]);
    expect((await app.request('GET', '/api/accreditation/config', { token: su })).body.data.version).toBe(active.body.data.version);

    const custom = [...DEFAULT_INSPECTION_CHECKLIST.slice(0, 3), { key: 'toilets', label: 'Toilets for candidates', kind: 'yes_no', mandatory: false, weight: 2 }];
    const saved = await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, inspectionChecklist: custom } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.inspectionChecklist.map((c: { key: string }) => c.key)).toEqual(['working_computers', 'backup_computers', 'network', 'toilets']);
    expect(saved.body.data.inspectionChecklist[3]).toMatchObject({ mandatory: false, weight: 2, minimum: null, options: [], declared: [] });
    // A body without a checklist keeps the active version's (a stage edit does not reset the minimums).
    const carried = await saveConfig(app, 1);
    expect(carried.inspectionChecklist.map((c: { key: string }) => c.key)).toEqual(['working_computers', 'backup_computers', 'network', 'toilets']);
    const audit = await app.db!.query(`SELECT changes FROM audit_events WHERE action = 'config.version_saved' AND target_id = $1`, [saved.body.data.id]);
    expect(Object.keys(audit.rows[0].changes)).toContain('inspectionChecklist');
    // Back to the published minimums for the visits below.
    await app.request('POST', '/api/accreditation/config', { token: su, body: { ...base, inspectionChecklist: DEFAULT_INSPECTION_CHECKLIST } });
  });

  let visit: Record<string, any>;

  it('schedules a visit by an admin in scope with inspectors who may inspect there, and emails the centre', async () => {
    const candidates = await app.request('GET', `/api/inspections/centres/${centre.id}/inspectors`, { token: lead.token! });
    expect(candidates.status).toBe(200);
    const ids = candidates.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([lead.id, second.id, outsider.id]));
    expect(ids).not.toContain(kano.id);

    const today = new Date().toISOString().slice(0, 10);
    const invalid = await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: centre.id, visitDate: '2020-01-01', inspectorIds: [] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { path: string }) => e.path)).toEqual(['visitDate', 'inspectorIds']);
    const kanoInspector = await app.request('POST', '/api/inspections/visits', { token: lead.token!, body: { centreId: centre.id, visitDate: today, inspectorIds: [kano.id] } });
    expect(kanoInspector.status).toBe(400);
    expect(kanoInspector.body.errors[0].msg).toBe(INSPECTION_MSG.inspectorUnavailable('One chosen user'));
    const outOfScope = await app.request('POST', '/api/inspections/visits', { token: kano.token!, body: { centreId: centre.id, visitDate: today, inspectorIds: [kano.id] } });
    expect(outOfScope.status).toBe(404);

    visit = await scheduleVisit(app, lead.token!, centre.id, [lead.id, second.id]);
    expect(visit).toMatchObject({ status: 'scheduled', visitDate: today, centreId: centre.id, can: { record: true, submit: true, countersign: false, cancel: true } });
    expect(visit.inspectors.map((i: { id: string }) => i.id)).toEqual([lead.id, second.id]);
    expect(visit.declared).toMatchObject({ CentreCapacity: 250, CCTV: 'Yes', networkingType: 'Wired', GeneratorCapacity: '50KVA' });
    expect(visit.readiness).toMatchObject({ score: 0, mandatoryMet: false, recorded: 0, total: DEFAULT_INSPECTION_CHECKLIST.length });
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.includes('Inspection visit'));
    expect(mail.text).toContain(today);
    expect(mail.text).toContain('Lead Admin');
    expect(await history(centre.id, 'inspection_scheduled')).toEqual([expect.objectContaining({ visitId: visit.id, visitDate: today })]);
    expect((await app.request('GET', `/api/inspections/visits/${visit.id}`, { token: kano.token! })).status).toBe(404);
    const listed = await app.request('GET', `/api/inspections/visits?centreId=${centre.id}`, { token: second.token! });
    expect(listed.body.data.visits.map((v: { id: string }) => v.id)).toEqual([visit.id]);
    expect((await app.request('GET', '/api/inspections/visits', { token: kano.token! })).body.data.pagination.totalCount).toBe(0);
    // Odd list parameters are read as the nearest sensible ones or refused, never a 5xx.
    expect((await app.request('GET', '/api/inspections/visits?page=99999999999999999999&limit=abc', { token: su })).status).toBe(200);
    expect((await app.request('GET', '/api/inspections/visits?status=lost', { token: su })).status).toBe(400);
    expect((await app.request('GET', '/api/inspections/visits?centreId=%27%20OR%201%3D1', { token: su })).body.data.visits).toEqual([]);
  });

  const opId = randomUUID();

  it('records a finding once however often it is sent, and shows a change made elsewhere instead of writing over it', async () => {
    const first = await recordFinding(app, lead.token!, visit.id, 'working_computers', 180, { opId, notes: 'Hall B has 70 broken machines' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ replayed: false, finding: { criterionKey: 'working_computers', value: 180, version: 1 } });
    const retry = await recordFinding(app, lead.token!, visit.id, 'working_computers', 180, { opId });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ replayed: true, finding: { value: 180, version: 1 } });
    expect(await history(centre.id, 'inspection_finding_recorded')).toHaveLength(1);

    // The second inspector's phone read the visit before the first finding: its send is a conflict.
    const stale = await recordFinding(app, second.token!, visit.id, 'working_computers', 260, { baseVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(INSPECTION_MSG.findingConflict('Working computers for candidates', 'Lead Admin'));
    expect(stale.body.data.current).toMatchObject({ value: 180, version: 1, recordedBy: { name: 'Lead Admin' } });
    const row = await app.db!.query(`SELECT value, version FROM inspection_findings WHERE visit_id = $1 AND criterion_key = 'working_computers'`, [visit.id]);
    expect(row.rows).toEqual([{ value: 180, version: 1 }]);

    const wrong = await recordFinding(app, lead.token!, visit.id, 'network', 'Radio');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'value', msg: INSPECTION_MSG.findingChoice('Network (wired only)', ['Wired', 'LAN', 'Wireless', 'Mixed']) }]);
    expect((await recordFinding(app, lead.token!, visit.id, 'swimming_pool', true)).status).toBe(400);
    expect((await app.request('PUT', `/api/inspections/visits/${visit.id}/findings/cctv`, { token: lead.token!, body: { value: true } })).body.errors[0].path).toBe('opId');
    // Only the visit's inspectors record, even a national admin.
    const notInspector = await recordFinding(app, outsider.token!, visit.id, 'cctv', true);
    expect(notInspector.status).toBe(403);
    expect(notInspector.body.message).toBe(INSPECTION_MSG.notAnInspector);
  });

  it('stores a photo once with its time and position, checked by its bytes', async () => {
    const id = randomUUID();
    const fields = { id, criterionKey: 'hall_photo', takenAt: '2026-03-02T10:15:00.000Z', latitude: '6.6018', longitude: '3.3515', accuracy: '12' };
    const image = pngImage(16, 12);
    const stored = await uploadPhoto(app, lead.token!, visit.id, fields, image);
    expect(stored.status).toBe(201);
    expect(stored.body.data.photo).toMatchObject({ id, criterionKey: 'hall_photo', contentType: 'image/png', latitude: 6.6018, longitude: 3.3515, accuracyMetres: 12, takenAt: fields.takenAt });
    expect(stored.body.data.photo.sha256).toBe(createHash('sha256').update(image).digest('hex'));
    const again = await uploadPhoto(app, lead.token!, visit.id, fields, image);
    expect(again.status).toBe(200);
    expect(again.body.data.replayed).toBe(true);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM inspection_photos WHERE visit_id = $1', [visit.id])).rows[0].n).toBe(1);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM inspection_photo_files WHERE key = $1', [id])).rows[0].n).toBe(1);

    const back = await fetch(`${app.url}/api/inspections/visits/${visit.id}/photos/${id}`, { headers: { authorization: `Bearer ${second.token}` } });
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    // As documents are served (red-team pass 3, F12): not kept in caches, sandboxed, never sniffed.
    expect(back.headers.get('cache-control')).toBe('private, no-store');
    expect(back.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    expect(back.headers.get('content-disposition')).toBe(`inline; filename="photo-${id}.png"`);
    expect(Buffer.from(await back.arrayBuffer()).equals(image)).toBe(true);

    const text = await uploadPhoto(app, lead.token!, visit.id, { id: randomUUID() }, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(INSPECTION_MSG.photoType);
    const big = await uploadPhoto(app, lead.token!, visit.id, { id: randomUUID() }, Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(big.status).toBe(413);
    const noId = await uploadPhoto(app, lead.token!, visit.id, {});
    expect(noId.status).toBe(400);
    expect(await history(centre.id, 'inspection_photo_added')).toEqual([expect.objectContaining({ photoId: id, latitude: 6.6018, sha256: stored.body.data.photo.sha256 })]);
  });

  it('submits only with every mandatory criterion recorded, scores it, names the gaps and flags a contradicted declaration', async () => {
    const early = await app.request('POST', `/api/inspections/visits/${visit.id}/submit`, { token: lead.token!, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('Record every mandatory criterion before submitting');
    expect(early.body.data.unrecorded).toContain('A fenced site');

    const answers: Record<string, unknown> = { backup_computers: 30, network: 'Wired', server_capacity: true, technical_staff: 5, network_engineer: true, generator_kva: 20, ups_two_hours: true, cctv: false, fenced_site: true, not_shared: true };
    for (const [key, value] of Object.entries(answers)) expect((await recordFinding(app, second.token!, visit.id, key, value)).status).toBe(200);
    const current = await app.request('GET', `/api/inspections/visits/${visit.id}`, { token: lead.token! });
    const stale = await app.request('POST', `/api/inspections/visits/${visit.id}/submit`, { token: lead.token!, body: { version: current.body.data.version - 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(INSPECTION_MSG.visitChanged);

    const submitted = await app.request('POST', `/api/inspections/visits/${visit.id}/submit`, { token: lead.token!, body: { version: current.body.data.version } });
    expect(submitted.status).toBe(200);
    const r = submitted.body.data.readiness;
    // Met (the weights sum to 100): backups 30 (10% of 180 is 18, under the floor of 25), network, server, staff, engineer, UPS, fence, not shared, photo: 10+10+10+10+5+10+5+5+5 = 70.
    expect(r).toMatchObject({ score: 70, mandatoryMet: false, met: 9, recorded: 12, total: 12 });
    expect(r.gaps).toEqual([
      'Working computers for candidates: 180 found, at least 250 required (mandatory)',
      'Generator capacity (kVA): 20 found, at least 40 required (mandatory)',
      'CCTV covering the examination halls: not in place (mandatory)',
    ]);
    expect(r.contradictions).toEqual([
      'Working computers for candidates: declared 250 (Number of systems), found 180',
      'Generator capacity (kVA): declared 50KVA (Generator capacity), found 20',
      'CCTV covering the examination halls: declared Yes (CCTV), found No',
    ]);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', score: 70, mandatoryMet: false, contradictions: 3, submittedBy: 'Lead Admin' });
    expect(await history(centre.id, 'inspection_submitted')).toEqual([expect.objectContaining({ visitId: visit.id, score: 70, mandatoryMet: false })]);

    // Frozen: no finding, no photo, no second submit.
    const late = await recordFinding(app, second.token!, visit.id, 'cctv', true, { baseVersion: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(INSPECTION_MSG.visitNotOpen('Submitted'));
    expect((await uploadPhoto(app, second.token!, visit.id, { id: randomUUID() })).status).toBe(409);
    // A retried send of a finding stored before the submit still answers from what was stored.
    const replay = await recordFinding(app, lead.token!, visit.id, 'working_computers', 180, { opId });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ replayed: true, finding: { value: 180 } });
    const summary = await app.request('GET', `/api/inspections/centres/${centre.id}`, { token: second.token! });
    expect(summary.body.data.latest).toMatchObject({ visitId: visit.id, readiness: { score: 70, mandatoryMet: false } });
    expect(summary.body.data.gate).toBeNull();
  });

  it('takes a countersignature from another inspector of the visit only', async () => {
    const self = await app.request('POST', `/api/inspections/visits/${visit.id}/countersign`, { token: lead.token!, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(INSPECTION_MSG.countersignSelf);
    expect((await app.request('POST', `/api/inspections/visits/${visit.id}/countersign`, { token: outsider.token!, body: {} })).status).toBe(403);
    const signed = await app.request('POST', `/api/inspections/visits/${visit.id}/countersign`, { token: second.token!, body: { notes: 'Agree with the findings' } });
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'countersigned', countersignedBy: 'Second Admin', can: { record: false, countersign: false, cancel: false } });
    const audit = await app.db!.query(`SELECT action FROM audit_events WHERE centre_id = $1 AND action LIKE 'centre.inspection_%' ORDER BY id`, [centre.id]);
    expect([...new Set(audit.rows.map((a) => a.action))]).toEqual([
      'centre.inspection_scheduled',
      'centre.inspection_finding_recorded',
      'centre.inspection_photo_added',
      'centre.inspection_submitted',
      'centre.inspection_countersigned',
    ]);
    const other = await scheduleVisit(app, lead.token!, centre.id, [lead.id]);
    expect((await app.request('POST', `/api/inspections/visits/${other.id}/cancel`, { token: lead.token!, body: {} })).status).toBe(400);
    const cancelled = await app.request('POST', `/api/inspections/visits/${other.id}/cancel`, { token: lead.token!, body: { reason: 'Centre closed for a holiday' } });
    expect(cancelled.body.data.status).toBe('cancelled');
  });

  it('holds a stage that requires a visit until one is submitted since the accreditation began, and says so', async () => {
    await saveConfig(app, [stageInput(1, { stageName: 'Site inspection', requiresInspection: true }), stageInput(2, { stageName: 'Board' })]);
    const [approver] = await stageApprovers(app, 1);
    const applicant = await passedAutotestCentre(app);
    // A visit submitted before the accreditation began does not count.
    const before = await scheduleVisit(app, lead.token!, applicant.id, [lead.id]);
    await recordPassingVisit(app, lead.token!, before);
    expect((await app.request('POST', `/api/inspections/visits/${before.id}/submit`, { token: lead.token!, body: {} })).status).toBe(200);
    expect((await app.request('POST', `/api/accreditation/centres/${applicant.id}/initialize`, { token: su })).status).toBe(201);

    const view = await app.request('GET', `/api/accreditation/centres/${applicant.id}`, { token: approver!.token! });
    expect(view.body.data.stages[0]).toMatchObject({ stageName: 'Site inspection', requiresInspection: true, state: 'active' });
    const blocked = await app.request('POST', `/api/accreditation/centres/${applicant.id}/approve`, { token: approver!.token!, body: {} });
    expect(blocked.status).toBe(409);
    // A gated stage needs the visit countersigned by a second person by default.
    expect(blocked.body.message).toBe(INSPECTION_MSG.stageNeedsCountersignedVisit('Site inspection'));
    expect(blocked.body.data).toEqual({ stageNumber: 1, requiresInspection: true, requiresCountersignedVisit: true });
    const gate = await app.request('GET', `/api/inspections/centres/${applicant.id}`, { token: approver!.token! });
    expect(gate.body.data.gate).toEqual({ stageNumber: 1, stageName: 'Site inspection', requiresCountersignedVisit: true, satisfied: false, reason: INSPECTION_MSG.stageNeedsCountersignedVisit('Site inspection') });

    const after = await scheduleVisit(app, lead.token!, applicant.id, [lead.id, second.id]);
    await recordPassingVisit(app, lead.token!, after);
    const done = await app.request('POST', `/api/inspections/visits/${after.id}/submit`, { token: lead.token!, body: {} });
    expect(done.body.data.readiness).toMatchObject({ score: 100, mandatoryMet: true, gaps: [], contradictions: [] });
    expect((await app.request('POST', `/api/inspections/visits/${after.id}/countersign`, { token: second.token!, body: {} })).status).toBe(200);
    expect((await app.request('GET', `/api/inspections/centres/${applicant.id}`, { token: approver!.token! })).body.data.gate).toMatchObject({ satisfied: true, reason: null });
    const approved = await app.request('POST', `/api/accreditation/centres/${applicant.id}/approve`, { token: approver!.token!, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.data.currentStage).toBe(1);
  });

  it('reports readiness by state and puts the visits in the evidence pack', async () => {
    const report = await app.request('GET', '/api/reports/inspection-readiness', { token: su });
    expect(report.status).toBe(200);
    const lagos = report.body.data.states.find((s: { name: string }) => s.name === 'Lagos');
    // Two centres inspected: the first not ready (70), the applicant ready (100, its newest visit).
    expect(lagos).toMatchObject({ inspectedCentres: 2, readyCentres: 1, notReadyCentres: 1, averageScore: 85, contradictedCentres: 1, visitsSubmitted: 3, openVisits: 0 });
    expect(report.body.data.totals).toMatchObject({ inspectedCentres: 2, readyCentres: 1 });
    const kanoReport = await app.request('GET', '/api/reports/inspection-readiness', { token: kano.token! });
    expect(kanoReport.body.data.states).toEqual([]);

    expect((await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: su })).status).toBe(202);
    let state = 'queued';
    for (let i = 0; i < 150 && state === 'queued'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await app.request('GET', `/api/audit/evidence/${centre.id}`, { token: su })).body.data.state;
    }
    expect(state).toBe('ready');
    const res = await fetch(`${app.url}/api/audit/evidence/${centre.id}/pdf`, { headers: { authorization: `Bearer ${su}` } });
    const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Inspection visits (2)');
    expect(flat).toContain('Readiness: score 70%, mandatory criteria not all met');
    expect(flat).toContain('Contradicted declaration: Working computers for candidates: declared 250 (Number of systems), found 180');
    const photo = (await app.db!.query('SELECT sha256 FROM inspection_photos WHERE visit_id = $1', [visit.id])).rows[0].sha256;
    expect(flat).toContain(photo);
  });
});
