import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { seedCentre, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { readStoredFile } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MAX_BYTES = 100_000;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6360000002000100e5270de40000000049454e44ae426082', 'hex'),
]);
// A plain drawing: an SVG that can act (script and the like) is refused at upload (test/security/uploads.spec.ts).
const SVG = Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>');
/** The start of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

function form(file: Buffer, filename: string, fields: Record<string, string> = {}, fieldName = 'files'): FormData {
  const data = new FormData();
  data.append(fieldName, new Blob([new Uint8Array(file)]), filename);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('documents: upload, download and completion', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  });
  afterAll(async () => {
    await app?.close();
  });


  const upload = (centre: { reference: string; token: string }, data: FormData, path = 'upload') =>
    app.request('POST', `/api/centre-registration/${centre.reference}/${path}`, { token: centre.token, raw: data });

  /** The path and query of a listed link (its host is PUBLIC_URL). */
  const local = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };

  /** Every stored file (they live in the database, DECISIONS §9), with its state. */
  const storedFiles = async () => (await app.db!.query(`SELECT id::text || ':' || state AS f FROM files ORDER BY id`)).rows.map((r) => r.f as string);
  const documentRows = async (centreId: string) => (await app.db!.query('SELECT * FROM centre_documents WHERE centre_id = $1', [centreId])).rows;

  it('stores a PDF, lists it with a signed link, and serves the same bytes as an attachment', async () => {
    const centre = await signedInCentre(app);
    const res = await upload(centre, form(PDF, 'Application Letter.pdf', { documentType: 'applicationLetter' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.documentUploaded);
    expect(res.body.data).toMatchObject({ documentType: 'applicationLetter', file: { filename: 'Application Letter.pdf' } });
    const file = res.body.data.file;
    // The listed link is signed when listed: its expiry (whole seconds) may be a second later than the upload answer's.
    expect(res.body.data.uploadedDocuments.applicationLetter.files).toEqual([
      expect.objectContaining({ id: file.id, filename: file.filename, url: expect.stringContaining(file.url.split('?')[0] + '?expires='), size: PDF.length }),
    ]);

    const listed = await app.request('GET', `/api/centre-registration/centre/${centre.reference}`, { token: centre.token });
    expect(listed.body.data).toMatchObject({ hasUploadedDocuments: true, documentCount: 1 });
    expect(listed.body.data.uploadedDocuments.applicationLetter.files[0].id).toBe(file.id);

    const download = await fetch(app.url + local(file.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Application Letter.pdf"; filename*=UTF-8''Application%20Letter.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const inline = await fetch(`${app.url}${local(file.url)}&disposition=inline`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);

    const { rows } = await app.db!.query('SELECT document_count, version FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0]).toEqual({ document_count: 1, version: 2 });
    const history = await app.db!.query(`SELECT data FROM centre_actions WHERE centre_id = $1 AND action = 'document_uploaded'`, [centre.id]);
    expect(history.rows).toEqual([{ data: { documentType: 'applicationLetter', filename: 'Application Letter.pdf' } }]);
  });

  it('refuses a tampered, a foreign or an expired link', async () => {
    const centre = await signedInCentre(app);
    const { body } = await upload(centre, form(PNG, 'gps.png'), 'upload/gpsPicture');
    expect(body.data.documentType).toBe('gpsPicture');
    const url = new URL(body.data.file.url);
    const signature = url.searchParams.get('signature')!;
    const tampered = await app.request('GET', `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.slice(0, -2)}xx`);
    expect(tampered.status).toBe(403);
    expect(tampered.body).toEqual({ success: false, message: MSG.linkExpired });
    const longer = await app.request('GET', `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`);
    expect(longer.status).toBe(403);

    // A link signed with the real secret whose time is up.
    const linkSecret = app.env.LINK_SECRET!;
    const id = body.data.file.id as string;
    const expires = Math.floor(Date.now() / 1000) - 5;
    const expired = createHmac('sha256', linkSecret).update(`${id}.${expires}`).digest('base64url');
    expect((await app.request('GET', `/api/files/${id}?expires=${expires}&signature=${expired}`)).status).toBe(403);
    const fresh = Math.floor(Date.now() / 1000) + 60;
    const valid = createHmac('sha256', linkSecret).update(`${id}.${fresh}`).digest('base64url');
    expect((await app.request('GET', `/api/files/${id}?expires=${fresh}&signature=${valid}`)).status).toBe(200);
    expect((await app.request('GET', '/api/files/not-a-uuid?expires=1&signature=x')).status).toBe(403);
  });

  it('serves an SVG only as an attachment, even when asked inline', async () => {
    const centre = await signedInCentre(app);
    const res = await upload(centre, form(SVG, 'centre.svg', { documentType: 'centrePicture' }));
    expect(res.status).toBe(201);
    const download = await fetch(`${app.url}${local(res.body.data.file.url)}&disposition=inline`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses an executable renamed to .pdf, a .exe, and text posing as an SVG, storing nothing', async () => {
    const centre = await signedInCentre(app);
    const before = await storedFiles();
    const renamed = await upload(centre, form(EXE, 'letter.pdf', { documentType: 'applicationLetter' }));
    expect(renamed.status).toBe(415);
    expect(renamed.body).toEqual({ success: false, message: MSG.fileContentMismatch });
    const exe = await upload(centre, form(EXE, 'setup.exe', { documentType: 'applicationLetter' }));
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(MSG.unsupportedFile);
    const html = await upload(centre, form(Buffer.from('<html><script>alert(1)</script></html>'), 'picture.svg', { documentType: 'centrePicture' }));
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(MSG.fileContentMismatch);
    expect(await documentRows(centre.id)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a path-traversal name under a random name and keeps only the last segment', async () => {
    const centre = await signedInCentre(app);
    const res = await upload(centre, form(PDF, '../../etc/passwd.pdf', { documentType: 'rcDocument' }));
    expect(res.status).toBe(201);
    expect(res.body.data.file.filename).toBe('passwd.pdf');
    const [row] = await documentRows(centre.id);
    expect(row.filename).toBe('passwd.pdf');
    expect(row.stored_name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await readStoredFile(app.db!, row.stored_name))!.equals(PDF)).toBe(true);
    expect(existsSync(join(app.env.DATA_DIR!, 'etc'))).toBe(false);
    expect((await storedFiles()).filter((f) => !f.endsWith(':kept'))).toEqual([]);
  });

  it('refuses a file over the limit (413), whether it says so up front or not, and stores nothing', async () => {
    const centre = await signedInCentre(app);
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES + 20_000, 0x20)]);
    const cut = await upload(centre, form(big, 'big.pdf', { documentType: 'applicationLetter' }));
    expect(cut.status).toBe(413);
    expect(cut.body).toEqual({ success: false, message: MSG.fileTooLarge(0.1) });
    const huge = await upload(centre, form(Buffer.alloc(MAX_BYTES * 4, 0x20), 'huge.pdf', { documentType: 'applicationLetter' }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(MSG.fileTooLarge(0.1));
    expect(await documentRows(centre.id)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('needs multipart, one file, a known document type, and the session of that centre', async () => {
    const centre = await signedInCentre(app);
    const json = await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, body: { documentType: 'rcDocument' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(MSG.multipartRequired);
    const noFile = new FormData();
    noFile.append('documentType', 'rcDocument');
    const missing = await upload(centre, noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.chooseFile);
    const noType = await upload(centre, form(PDF, 'a.pdf'));
    expect(noType.status).toBe(400);
    expect(noType.body.errors).toEqual([{ path: 'documentType', msg: MSG.invalidDocumentType }]);
    const badType = await upload(centre, form(PDF, 'a.pdf'), 'upload/passport');
    expect(badType.status).toBe(400);
    const two = form(PDF, 'a.pdf', { documentType: 'rcDocument' });
    two.append('files', new Blob([new Uint8Array(PDF)]), 'b.pdf');
    const twoFiles = await upload(centre, two);
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toBe(MSG.oneFileOnly);
    const other = await seedCentre(app, { status: 'registration_approved' });
    const foreign = await upload({ reference: other.reference, token: centre.token }, form(PDF, 'a.pdf', { documentType: 'rcDocument' }));
    expect(foreign.status).toBe(403);
    const garbage = await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, {
      token: centre.token,
      raw: 'not a multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(garbage.status).toBe(400);
    const noBoundary = await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, {
      token: centre.token,
      raw: '--xyz\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const anonymous = await app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { raw: form(PDF, 'a.pdf', { documentType: 'rcDocument' }) });
    expect(anonymous.status).toBe(401);
    expect(await documentRows(centre.id)).toHaveLength(0);
    expect(await documentRows(other.id)).toHaveLength(0);
  });

  it("lets an admin who may see the centre download its documents, and no one else", async () => {
    const centre = await signedInCentre(app);
    const { body } = await upload(centre, form(PDF, 'letter.pdf', { documentType: 'applicationLetter' }));
    const documentId = body.data.file.id as string;
    const national = await createAdmin(app, { roles: roles.national() });
    const res = await fetch(`${app.url}/api/admin/schools/${centre.id}/documents/${documentId}`, { headers: { authorization: `Bearer ${national.token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const kano = await createAdmin(app, { roles: roles.state(['Kano']) });
    const outside = await app.request('GET', `/api/admin/schools/${centre.id}/documents/${documentId}`, { token: kano.token! });
    expect(outside.status).toBe(404);
    const other = await seedCentre(app, { status: 'registration_approved' });
    const mismatched = await app.request('GET', `/api/admin/schools/${other.id}/documents/${documentId}`, { token: national.token! });
    expect(mismatched.status).toBe(404);
    expect((await app.request('GET', `/api/admin/schools/${centre.id}/documents/${documentId}`, { token: centre.token })).status).toBe(401);
  });

  describe('completion', () => {
    it('needs at least one document, then completes once and answers a repeat with 200', async () => {
      const centre = await signedInCentre(app);
      const early = await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token });
      expect(early.status).toBe(400);
      expect(early.body.message).toBe(MSG.uploadAtLeastOneDocument);

      expect((await upload(centre, form(PNG, 'front.png', { documentType: 'centrePicture' }))).status).toBe(201);
      const done = await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token });
      expect(done.status).toBe(200);
      expect(done.body.message).toBe(MSG.registrationCompleted);
      expect(done.body.data).toMatchObject({ isRegistrationComplete: true, hasUploadedDocuments: true });
      expect(done.body.data.registrationCompletedAt).not.toBeNull();

      const again = await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(MSG.registrationAlreadyComplete);

      const history = await app.db!.query('SELECT action, actor_type FROM centre_actions WHERE centre_id = $1 ORDER BY seq', [centre.id]);
      expect(history.rows).toEqual([
        { action: 'pre_registered', actor_type: 'system' },
        { action: 'document_uploaded', actor_type: 'centre' },
        { action: 'registration_completed', actor_type: 'centre' },
      ]);
      const status = await app.request('GET', `/api/school-registration/status/${centre.reference}`);
      expect(status.body.data.isRegistrationComplete).toBe(true);
    });

    it("refuses another centre's completion", async () => {
      const centre = await signedInCentre(app);
      const other = await seedCentre(app, { status: 'registration_approved' });
      const res = await app.request('POST', `/api/centre-registration/${other.reference}/complete`, { token: centre.token });
      expect(res.status).toBe(403);
    });
  });

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
