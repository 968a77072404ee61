import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { pngImage, recordPassingVisit, scheduleVisit } from '../support/inspection-factories.js';
import { initialise, passedAutotestCentre, saveConfig, stageInput } from '../support/accreditation-factories.js';
import { INSPECTION_MSG } from '#contracts';
import { launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';

/**
 * An inspector on a 360 px phone records a visit with the network switched off: findings and a
 * photo are kept on the device, the page says what waits, and once the connection returns every
 * one of them is on the server, once.
 */
describe('recording an inspection visit on a phone without a connection, in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let inspector: CreatedAdmin;
  let centre: CreatedCentre;
  let visit: Record<string, any>;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    inspector = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Ifeoma' });
    centre = await seedCentre(app, { state: 'Lagos', centreName: 'Ikeja Model CBT Centre', status: 'registration_approved' });
    await app.db!.query(`UPDATE centres SET centre_capacity = 250, cctv = 'Yes' WHERE id = $1`, [centre.id]);
    visit = await scheduleVisit(app, inspector.token!, centre.id, [inspector.id]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('keeps findings and a photo on the phone while offline and sends each once when back online', async () => {
    await browser.context.grantPermissions(['geolocation'], { origin: app.url });
    await browser.context.setGeolocation({ latitude: 6.6018, longitude: 3.3515, accuracy: 15 });
    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page, app.url, inspector.email, inspector.password);
    // Typed into the address bar: the visit's Edit view is the capture page.
    await page.goto(`${app.url}/admin-inspections/${visit.id}`);
    await page.getByRole('heading', { level: 1, name: 'Ikeja Model CBT Centre' }).waitFor();
    const waiting = page.getByTestId('waiting-count');
    await expect(waiting.textContent()).resolves.toBe('Everything is on the server');
    // The centre's declaration beside the criterion.
    await expect(page.locator('[data-criterion="working_computers"] [data-declared="CentreCapacity"]').textContent()).resolves.toBe('Declared Number of Systems: 250');

    await browser.context.setOffline(true);
    await page.getByText('Offline: what you record is kept on this phone').waitFor();
    const computers = page.locator('[data-criterion="working_computers"]');
    await computers.getByRole('spinbutton').fill('180');
    await computers.getByRole('spinbutton').press('Enter');
    await page.getByText('1 change waiting to be sent').waitFor();
    await page.locator('[data-criterion="cctv"]').getByRole('button', { name: 'No' }).click();
    await page.getByText('2 changes waiting to be sent').waitFor();
    await page.locator('[data-criterion="fenced_site"]').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('3 changes waiting to be sent').waitFor();
    await page.locator('input[data-photo-for="hall_photo"]').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: pngImage(2400, 1800, [40, 90, 160]) });
    await page.getByText('4 changes waiting to be sent').waitFor();
    // The phone already scores what it holds, and flags the contradicted declaration.
    await page.getByText('Working computers for candidates: declared 250 (Number of systems), found 180').first().waitFor();
    const fits = await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth);
    expect(fits).toBe(true);
    await screenshot(page, 'inspection-offline');
    expect((await app.db!.query('SELECT count(*)::int AS n FROM inspection_findings WHERE visit_id = $1', [visit.id])).rows[0].n).toBe(0);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM inspection_photos WHERE visit_id = $1', [visit.id])).rows[0].n).toBe(0);

    await browser.context.setOffline(false);
    await page.getByText('Everything is on the server').waitFor({ timeout: 30_000 });

    const findings = await app.db!.query(`SELECT criterion_key, value, version FROM inspection_findings WHERE visit_id = $1 ORDER BY criterion_key`, [visit.id]);
    expect(findings.rows).toEqual([
      { criterion_key: 'cctv', value: false, version: 1 },
      { criterion_key: 'fenced_site', value: true, version: 1 },
      { criterion_key: 'working_computers', value: 180, version: 1 },
    ]);
    const photos = await app.db!.query(`SELECT criterion_key, content_type, size_bytes, latitude, longitude, taken_at FROM inspection_photos WHERE visit_id = $1`, [visit.id]);
    expect(photos.rows).toHaveLength(1);
    expect(photos.rows[0]).toMatchObject({ criterion_key: 'hall_photo', content_type: 'image/jpeg', latitude: 6.6018, longitude: 3.3515 });
    expect(photos.rows[0].taken_at).toBeInstanceOf(Date);
    // Resized on the phone: 2,400 px wide became at most 1,600.
    const stored = await app.db!.query(`SELECT content FROM inspection_photo_files f JOIN inspection_photos p ON p.storage_key = f.key WHERE p.visit_id = $1`, [visit.id]);
    const jpeg: Buffer = stored.rows[0].content;
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect(jpeg.readUInt16BE(sof + 7)).toBe(1600);
    const history = await app.db!.query(`SELECT action, count(*)::int AS n FROM centre_actions WHERE centre_id = $1 AND action LIKE 'inspection_%' GROUP BY action ORDER BY action`, [centre.id]);
    expect(history.rows).toEqual([
      { action: 'inspection_finding_recorded', n: 3 },
      { action: 'inspection_photo_added', n: 1 },
      { action: 'inspection_scheduled', n: 1 },
    ]);
    // Nothing is left waiting on the device.
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = (globalThis as any).indexedDB.open('cbt-inspections');
          open.onsuccess = () => {
            const request = open.result.transaction('ops').objectStore('ops').count();
            request.onsuccess = () => resolve(request.result);
          };
        }),
    );
    expect(left).toBe(0);
    await page.close();
  });

  it('opens the capture page again with no connection after one visit, records there, and sends it once back online', async () => {
    const other = await seedCentre(app, { state: 'Lagos', centreName: 'Agege Offline CBT', status: 'registration_approved' });
    const offline = await scheduleVisit(app, inspector.token!, other.id, [inspector.id]);
    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page, app.url, inspector.email, inspector.password);
    await page.goto(`${app.url}/admin-inspections/${offline.id}`);
    await page.getByRole('heading', { level: 1, name: 'Agege Offline CBT' }).waitFor();
    // The console's service worker keeps the page's code and this visit's data from this first visit.
    await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // The phone's app bar shows its title whole, beside the language button, both inside the window.
    const bar = await page.evaluate(() => {
      const doc = (globalThis as any).document;
      const box = (el: any) => el?.getBoundingClientRect();
      const title = doc.querySelector('header #react-admin-title');
      const language = [...doc.querySelectorAll('header button')].find((b: any) => /English/.test(b.textContent ?? ''));
      return { title: box(title), language: box(language), titleCut: title ? title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1 : true, text: title?.textContent ?? '', width: (globalThis as any).innerWidth };
    });
    expect(bar.text).toBe('Record the inspection');
    expect(bar.titleCut).toBe(false);
    expect(bar.title.right).toBeLessThanOrEqual(bar.language.left);
    expect(bar.language.right).toBeLessThanOrEqual(bar.width);
    // Each notes field is named after its criterion.
    await page.getByRole('textbox', { name: 'Notes: A fenced site' }).waitFor();
    await page.getByRole('textbox', { name: 'Notes: Technical staff on site' }).waitFor();

    await browser.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Agege Offline CBT' }).waitFor();
    await page.getByText('Offline: what you record is kept on this phone').waitFor();
    await page.getByText('Shown from this phone’s copy: connect to see changes made elsewhere.').waitFor();
    await page.locator('[data-criterion="fenced_site"]').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('textbox', { name: 'Notes: A fenced site' }).fill('Block wall on all four sides');
    await page.getByRole('textbox', { name: 'Notes: A fenced site' }).blur();
    await page.getByText('2 changes waiting to be sent').waitFor();
    expect((await app.db!.query('SELECT count(*)::int AS n FROM inspection_findings WHERE visit_id = $1', [offline.id])).rows[0].n).toBe(0);

    await browser.context.setOffline(false);
    await page.getByText('Everything is on the server').waitFor({ timeout: 30_000 });
    const findings = await app.db!.query(`SELECT criterion_key, value, notes FROM inspection_findings WHERE visit_id = $1`, [offline.id]);
    expect(findings.rows).toEqual([{ criterion_key: 'fenced_site', value: true, notes: 'Block wall on all four sides' }]);
    await page.close();
  });

  it('schedules a visit from the centre page and opens it', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signInAsAdmin(page, app.url, inspector.email, inspector.password);
    await page.goto(`${app.url}/admin-centre/${centre.id}/inspections`);
    const card = page.locator('section[aria-labelledby="inspections-title"]');
    await card.getByRole('link', { name: 'Schedule a visit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule an inspection visit' }).waitFor();
    // A state admin does not read users: the candidates are named, without their emails (DECISIONS §9).
    await page.getByRole('checkbox', { name: 'Ifeoma Admin' }).check();
    await page.getByRole('button', { name: 'Schedule a visit' }).click();
    await page.waitForURL(/\/admin-inspections\/[0-9a-f-]{36}\/show$/);
    await page.getByRole('link', { name: 'Record findings' }).waitFor();
    const visits = await app.db!.query(`SELECT count(*)::int AS n FROM inspection_visits WHERE centre_id = $1 AND status = 'scheduled'`, [centre.id]);
    expect(visits.rows[0].n).toBe(2);
    await page.close();
  });

  for (const [width, height] of [
    [PHONE.width, PHONE.height],
    [1280, 800],
  ] as const) {
    it(`opens a visit by clicking its row in the inspections list at ${width} px, with its date in words`, async () => {
      const page = await browser.newPage({ width, height });
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      await signInAsAdmin(page, app.url, inspector.email, inspector.password);
      await page.goto(`${app.url}/admin-inspections`);
      const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(`${visit.visitDate}T12:00:00Z`));
      const row = page.getByText('Ikeja Model CBT Centre').first();
      await row.waitFor();
      await page.getByText(day).first().waitFor();
      await row.click();
      await page.waitForURL(/\/admin-inspections\/[0-9a-f-]{36}\/show$/);
      await page.getByRole('heading', { level: 1, name: 'Ikeja Model CBT Centre' }).waitFor();
      await page.getByRole('region', { name: 'Working computers for candidates' }).waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(crashes).toEqual([]);
      await page.close();
    });
  }

  it('offers the countersign to the other inspector of a submitted visit, never to the one who submitted it', async () => {
    const partner = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Chidi' });
    const other = await seedCentre(app, { state: 'Lagos', centreName: 'Yaba Tech CBT', status: 'registration_approved' });
    const shared = await scheduleVisit(app, inspector.token!, other.id, [partner.id, inspector.id]);
    await recordPassingVisit(app, partner.token!, shared);
    expect((await app.request('POST', `/api/inspections/visits/${shared.id}/submit`, { token: partner.token!, body: {} })).status).toBe(200);

    const own = await browser.newPage({ width: 1280, height: 800 });
    await signInAsAdmin(own, app.url, partner.email, partner.password);
    await own.goto(`${app.url}/admin-inspections/${shared.id}/show`);
    await own.getByText('Waiting for a second inspector to countersign').waitFor();
    expect(await own.getByRole('button', { name: 'Countersign' }).count()).toBe(0);
    await own.close();

    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page, app.url, inspector.email, inspector.password);
    await page.goto(`${app.url}/admin-inspections/${shared.id}/show`);
    await page.getByRole('button', { name: 'Countersign' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Countersigned by: Ifeoma Admin', { exact: false }).waitFor();
    const row = await app.db!.query(`SELECT status, countersigned_by FROM inspection_visits WHERE id = $1`, [shared.id]);
    expect(row.rows[0]).toEqual({ status: 'countersigned', countersigned_by: inspector.id });
    await page.close();
  });

  it('says on the accreditation stage that it waits for a visit, and holds its approval', async () => {
    await saveConfig(app, [stageInput(1, { stageName: 'Site inspection', requiresInspection: true }), stageInput(2)]);
    const applicant = await passedAutotestCentre(app, { centreName: 'Surulere CBT Hub' });
    await initialise(app, applicant.id);
    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page, app.url, app.superAdmin.email, app.superAdmin.password);
    await page.goto(`${app.url}/admin-centre/${applicant.id}/accreditation`);
    const gate = page.getByTestId('stage-inspection-gate');
    await gate.waitFor();
    // A gated stage needs the visit countersigned by a second inspector (the stage's default).
    await expect(gate.textContent()).resolves.toContain(INSPECTION_MSG.stageNeedsCountersignedVisit('Site inspection'));
    await expect(page.getByRole('button', { name: 'Approve Site inspection' }).isDisabled()).resolves.toBe(true);
    await page.close();
  });
});
