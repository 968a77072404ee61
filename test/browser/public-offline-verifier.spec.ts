import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import QRCode from 'qrcode';
import { base45Decode, base45Encode, CREDENTIAL_PREFIX, signCredential, statusBit, verifyLetterCredential, verifyStatusList, type EcPublicJwk } from '#contracts';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, PHONE, type Browser } from './support/browser.js';

/**
 * DECISIONS §10 "Letters anyone can check": the verify page, opened once with a connection, checks
 * letters' QR codes with none, from the keys and the signed status list it kept.
 */
/**
 * One still frame of a camera filming `text` as a QR code, as a Y4M video (4:2:0, full range): the
 * luma plane is the symbol (black modules on white), the two chroma planes grey. Chromium's fake
 * camera (--use-file-for-fake-video-capture) plays it in a loop.
 */
function qrVideo(text: string, width = 640, height = 640): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet));
  expect(scale).toBeGreaterThanOrEqual(2);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) luma.fill(0, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), luma, chroma]);
}

describe('the public verify page checks letter QR codes without a connection, in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let su: string;

  async function credential(centreId: string): Promise<string> {
    const deadline = Date.now() + 20000;
    for (;;) {
      const res = await app.request('GET', `/api/accreditation/centres/${centreId}/letter/credential`, { token: su });
      if (res.status === 200 && res.body.data?.qr) return res.body.data.qr as string;
      if (Date.now() > deadline) throw new Error(`no credential for centre ${centreId}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function keys(): Promise<EcPublicJwk[]> {
    return ((await (await fetch(`${app.url}/.well-known/jwks.json`)).json()) as { keys: EcPublicJwk[] }).keys;
  }

  /** Whether the served (signed) status list has the letter's bit set. */
  async function listed(idx: number): Promise<boolean> {
    const res = await app.request('GET', '/api/public/letters/status');
    const list = await verifyStatusList(res.body.data.signed, await keys());
    return statusBit(new Uint8Array(gunzipSync(Buffer.from(list.bits, 'base64url'))), idx)!;
  }

  /** The same text with one claim changed, not signed again. */
  function tampered(qr: string, from: string, to: string): string {
    const bytes = Buffer.from(base45Decode(qr.slice(CREDENTIAL_PREFIX.length))!);
    const at = bytes.indexOf(Buffer.from(from));
    expect(at).toBeGreaterThan(0);
    Buffer.from(to).copy(bytes, at);
    return CREDENTIAL_PREFIX + base45Encode(new Uint8Array(bytes));
  }

  /** A letter like a real one, signed with a key the portal does not publish. */
  async function signedByStranger(qr: string): Promise<string> {
    const { claims } = await verifyLetterCredential(qr, await keys());
    const pair = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
    const sign = async (data: Uint8Array) => new Uint8Array(await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data));
    return signCredential(claims, new Uint8Array(8).fill(7), sign);
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('answers a valid, a revoked, an altered and a foreign letter right, offline after one visit', async () => {
    const good = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Nassarawa', centreName: 'Offline Kano CBT Centre' });
    const gone = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja', centreName: 'Revoked Lagos CBT Centre' });
    const goodQr = await credential(good.centre.id);
    const goneQr = await credential(gone.centre.id);
    const revoke = await app.request('POST', `/api/accreditation/centres/${gone.centre.id}/revoke`, { token: su, body: { reason: 'Exam malpractice proven.', urgent: true } });
    expect(revoke.status).toBe(200);
    // The status list shows a change within 60 seconds; the page is opened once it does.
    const { claims: goneClaims } = await verifyLetterCredential(goneQr, await keys());
    const started = Date.now();
    while (!(await listed(goneClaims.idx))) {
      expect(Date.now() - started).toBeLessThan(60000);
      await new Promise((r) => setTimeout(r, 2000));
    }
    const images = {
      good: await QRCode.toBuffer(goodQr, { errorCorrectionLevel: 'Q', scale: 6 }),
      revoked: await QRCode.toBuffer(goneQr, { errorCorrectionLevel: 'Q', scale: 6 }),
      tampered: await QRCode.toBuffer(tampered(goodQr, 'Offline Kano', 'Offline Kanu'), { errorCorrectionLevel: 'Q', scale: 6 }),
      stranger: await QRCode.toBuffer(await signedByStranger(goodQr), { errorCorrectionLevel: 'Q', scale: 6 }),
    };

    const page = await browser.newPage(PHONE);
    await page.goto(`${app.url}/verify`);
    await page.getByRole('heading', { name: 'Check the QR code on the letter' }).waitFor();
    // The service worker has kept the page, its scripts, the keys and the status list.
    await page.waitForFunction(() => (globalThis as any).navigator.serviceWorker.controller !== null, undefined, { timeout: 30000 });
    await page.waitForFunction(() => (globalThis as any).localStorage.getItem('cbt-letter-trust') !== null);

    await browser.context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Check the QR code on the letter' }).waitFor();
    await page.getByTestId('qr-offline').waitFor();

    const feed = async (name: string, buffer: Buffer, heading: string) => {
      await page.getByTestId('qr-file').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer });
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: 15000 });
    };
    await feed('good', images.good, 'Genuine letter: in good standing');
    const card = page.getByRole('region', { name: 'Genuine letter: in good standing' });
    await card.getByText('Offline Kano CBT Centre').waitFor();
    await card.getByText('Nassarawa').waitFor();
    expect(await page.getByTestId('status-as-of').textContent()).toMatch(/^Status as of /);
    expect(await page.getByTestId('status-stale').count()).toBe(0);

    await feed('revoked', images.revoked, 'Genuine letter: no longer in good standing');
    await page.getByRole('region', { name: 'Genuine letter: no longer in good standing' }).getByText('Revoked Lagos CBT Centre').waitFor();
    await feed('tampered', images.tampered, 'Altered QR code: do not rely on this letter');
    await feed('stranger', images.stranger, 'Unknown signature: do not rely on this letter');
    await page.close();
  }, 180000);

  it("reads a valid letter's QR from the camera and answers it is genuine", async () => {
    const centre = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Fagge', centreName: 'Camera Kano CBT Centre' });
    const qr = await credential(centre.centre.id);
    const dir = mkdtempSync(join(tmpdir(), 'cbt-fake-camera-'));
    const video = join(dir, 'letter.y4m');
    writeFileSync(video, qrVideo(qr));
    const camera = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
    try {
      const page = await camera.newPage(PHONE);
      await page.goto(`${app.url}/verify`);
      await page.getByRole('heading', { name: 'Check the QR code on the letter' }).waitFor();
      await page.waitForFunction(() => (globalThis as any).localStorage.getItem('cbt-letter-trust') !== null);
      await page.getByRole('button', { name: 'Scan with the camera' }).click();
      const verdict = page.getByRole('region', { name: 'Genuine letter: in good standing' });
      await verdict.waitFor({ timeout: 20000 });
      await verdict.getByText('Camera Kano CBT Centre').waitFor();
      await verdict.getByText('Fagge').waitFor();
      // The text read from the camera is the letter's own, shown in the box, and the camera is stopped.
      expect(await page.locator('#qr-text').inputValue()).toBe(qr);
      expect(await page.getByRole('button', { name: 'Scan with the camera' }).isVisible()).toBe(true);
      await page.close();
    } finally {
      await camera.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120000);

  it('keeps the verifier and jsQR out of the landing page, whose JavaScript stays under 100 KB gzipped', async () => {
    await browser.context.setOffline(false);
    const page = await browser.newPage(PHONE);
    const scripts: Array<Promise<{ url: string; gzipped: number }>> = [];
    page.on('response', (response) => {
      if (/\.js($|\?)/.test(response.url())) scripts.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${app.url}/landing`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    expect(loaded.map((s) => s.url).filter((url) => /jsQR|VerifyLetter|verify-sw/.test(url))).toEqual([]);
    const total = loaded.reduce((sum, s) => sum + s.gzipped, 0);
    console.log(`landing JavaScript: ${loaded.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThan(100 * 1024);
    await page.close();
  });
});
