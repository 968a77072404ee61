import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { seedCentre, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { readStoredFile } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Uploads (DECISIONS §4): type checked by content and extension, stored under random names, size
 * limited before the body is read; downloads only as attachments with nosniff, through signed links
 * that expire or to a caller who may see the centre. test/centres/documents.e2e.spec.ts covers the
 * upload rules in detail; this file pins each attack as one case, plus the bulk-upload file.
 */
const MAX_BYTES = 100_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0)]);
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

function form(file: Buffer, filename: string, fields: Record<string, string> = {}, fieldName = 'files'): FormData {
  const data = new FormData();
  data.append(fieldName, new Blob([new Uint8Array(file)]), filename);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/**
 * Sends headers announcing `announced` bytes, then a small piece of body, and keeps the connection
 * open: the answer must come without the server waiting for (or buffering) the rest.
 */
function announceHuge(url: string, path: string, announced: number, headers: Record<string, string>): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const { hostname, port } = new URL(url);
    const req = httpRequest({ hostname, port, path, method: 'POST', headers: { ...headers, 'content-length': String(announced) } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, body });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      // The server may close the socket right after answering; the answer has been read by then.
      if (!(error as NodeJS.ErrnoException).code?.startsWith('EPIPE') && (error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.write('--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
    setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within 5 s for ${path}`));
    }, 5000).unref();
  });
}

describe('security: uploads and downloads', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (centre: { reference: string; token: string }, data: FormData) =>
    app.request('POST', `/api/centre-registration/${centre.reference}/upload`, { token: centre.token, raw: data });
  const documents = async (centreId: string) => (await app.db!.query('SELECT * FROM centre_documents WHERE centre_id = $1', [centreId])).rows;
  /** Every stored file (in the database, DECISIONS §9), with its state. */
  const stored = async () => (await app.db!.query(`SELECT id::text || ':' || state AS f FROM files ORDER BY id`)).rows.map((r) => r.f as string);

  it('refuses renamed executables (415): a Windows .exe, an ELF binary and a shell script named .pdf, .png or .jpg', async () => {
    const centre = await signedInCentre(app);
    const before = await stored();
    for (const [bytes, name, type] of [
      [EXE, 'letter.pdf', 'applicationLetter'],
      [ELF, 'photo.png', 'centrePicture'],
      [SCRIPT, 'photo.jpg', 'centrePicture'],
      [HTML, 'letter.pdf', 'applicationLetter'],
    ] as const) {
      const res = await upload(centre, form(bytes, name, { documentType: type }));
      expect({ name, status: res.status }).toEqual({ name, status: 415 });
    }
    expect(await documents(centre.id)).toHaveLength(0);
    expect(await stored()).toEqual(before);
  });

  it('refuses an SVG that can act (415, worded): script, an event handler, a javascript: link, foreignObject, an external reference; keeps a plain one (red-team pass 3, F11)', async () => {
    const centre = await signedInCentre(app);
    const before = await stored();
    const svg = (inner: string, attrs = '') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${attrs}>${inner}</svg>`);
    for (const [label, bytes] of [
      ['script', svg('<script>alert(document.cookie)</script>')],
      ['handler', svg('<rect width="5" height="5"/>', ' onload="alert(1)"')],
      ['javascript link', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
      ['foreignObject', svg('<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
      ['external image', svg('<image href="https://tracker.example/p.png" width="5" height="5"/>')],
    ] as const) {
      const res = await upload(centre, form(bytes, 'picture.svg', { documentType: 'centrePicture' }));
      expect({ label, status: res.status, body: res.body }).toEqual({ label, status: 415, body: { success: false, message: MSG.svgActiveContent } });
    }
    expect(await documents(centre.id)).toHaveLength(0);
    expect(await stored()).toEqual(before);
    const plain = await upload(centre, form(svg('<rect width="5" height="5" fill="url(#g)"/>'), 'picture.svg', { documentType: 'centrePicture' }));
    expect(plain.status).toBe(201);
  });

  it('refuses a wrong extension (415) even with genuine content: .exe, .html, .js, .svgz, no extension, double extension', async () => {
    const centre = await signedInCentre(app);
    for (const name of ['letter.exe', 'letter.html', 'letter.js', 'letter.svgz', 'letter', 'letter.pdf.exe', 'letter.php']) {
      const res = await upload(centre, form(PDF, name, { documentType: 'applicationLetter' }));
      expect({ name, status: res.status }).toEqual({ name, status: 415 });
    }
    expect(await documents(centre.id)).toHaveLength(0);
  });

  it('stores a path-traversal filename under a random name in the file storage, keeping only the last segment', async () => {
    const centre = await signedInCentre(app);
    for (const name of ['../../../../tmp/evil.pdf', '..\\..\\windows\\evil.pdf', '/etc/evil.pdf', 'a/../../evil.pdf']) {
      const res = await upload(centre, form(PDF, name, { documentType: 'rcDocument' }));
      expect({ name, status: res.status }).toEqual({ name, status: 201 });
      expect(res.body.data.file.filename).toBe('evil.pdf');
    }
    for (const row of await documents(centre.id)) {
      expect(row.stored_name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect((await readStoredFile(app.db!, row.stored_name))!.equals(PDF)).toBe(true);
    }
    expect(existsSync('/tmp/evil.pdf')).toBe(false);
    expect(existsSync(join(app.env.DATA_DIR!, 'evil.pdf'))).toBe(false);
    const nul = await upload(centre, form(PDF, 'evil\u0000.exe.pdf', { documentType: 'rcDocument' }));
    expect(nul.status).toBeLessThan(500);
  });

  it('refuses an oversized upload from its Content-Length alone (413), quickly, before the body is sent', async () => {
    const centre = await signedInCentre(app);
    const res = await announceHuge(app.url, `/api/centre-registration/${centre.reference}/upload`, 10 * 1024 * 1024 * 1024, {
      authorization: `Bearer ${centre.token}`,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(res.status).toBe(413);
    expect(res.ms).toBeLessThan(2000);
    expect(await documents(centre.id)).toHaveLength(0);
  });

  it('refuses an oversized JSON body and bulk-upload file from its Content-Length alone (413), quickly', async () => {
    const json = await announceHuge(app.url, '/api/auth/login', 5 * 1024 * 1024 * 1024, { 'content-type': 'application/json' });
    expect(json.status).toBe(413);
    expect(json.ms).toBeLessThan(2000);
    const bulk = await announceHuge(app.url, '/api/centre-registration/bulk-upload', 5 * 1024 * 1024 * 1024, {
      authorization: `Bearer ${su}`,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(bulk.status).toBe(413);
    expect(bulk.ms).toBeLessThan(2000);
  });

  it('refuses a bulk-upload file that is an executable, or not .csv (415 or 400), importing nothing', async () => {
    const before = (await app.db!.query('SELECT count(*)::int AS n FROM import_jobs')).rows[0].n;
    for (const [bytes, name] of [[EXE, 'centres.csv'], [PDF, 'centres.csv'], [Buffer.from('CentreName\nA'), 'centres.exe'], [ELF, 'centres.csv']] as const) {
      const res = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: form(bytes, name, {}, 'csvFile') });
      expect({ name, ok: [400, 415].includes(res.status) }).toEqual({ name, ok: true });
    }
    expect((await app.db!.query('SELECT count(*)::int AS n FROM import_jobs')).rows[0].n).toBe(before);
  });

  it('serves downloads as attachments with nosniff, by signed link and to an admin (inline only when asked, sandboxed)', async () => {
    const centre = await signedInCentre(app);
    const res = await upload(centre, form(PDF, 'letter.pdf', { documentType: 'applicationLetter' }));
    expect(res.status).toBe(201);
    const url = new URL(res.body.data.file.url);
    const download = await fetch(`${app.url}${url.pathname}${url.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // The file viewer may ask for a content-checked PDF or picture inline: still nosniff, and sandboxed.
    const inline = await fetch(`${app.url}${url.pathname}${url.search}&disposition=inline`);
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const national = await createAdmin(app, { roles: roles.national() });
    const adminPath = `${app.url}/api/admin/schools/${centre.id}/documents/${res.body.data.file.id}`;
    const admin = await fetch(adminPath, { headers: { authorization: `Bearer ${national.token}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff');
    const adminInline = await fetch(`${adminPath}?disposition=inline`, { headers: { authorization: `Bearer ${national.token}` } });
    expect(adminInline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(adminInline.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses expired, stretched, tampered and foreign signed links (403)', async () => {
    const centre = await signedInCentre(app);
    const res = await upload(centre, form(PDF, 'letter.pdf', { documentType: 'applicationLetter' }));
    const id = res.body.data.file.id as string;
    const linkSecret = app.env.LINK_SECRET!;
    const sign = (docId: string, expires: number) => createHmac('sha256', linkSecret).update(`${docId}.${expires}`).digest('base64url');
    const now = Math.floor(Date.now() / 1000);
    expect((await app.request('GET', `/api/files/${id}?expires=${now - 1}&signature=${sign(id, now - 1)}`)).status).toBe(403);
    expect((await app.request('GET', `/api/files/${id}?expires=${now + 60}&signature=${sign(id, now + 60)}`)).status).toBe(200);
    // A link cannot be stretched past its time, moved to another document, or signed with another key.
    const issued = new URL(res.body.data.file.url);
    const expires = Number(issued.searchParams.get('expires'));
    expect(expires - now).toBeLessThanOrEqual(3600 + 5);
    expect((await app.request('GET', `/api/files/${id}?expires=${expires + 86400}&signature=${issued.searchParams.get('signature')}`)).status).toBe(403);
    const other = await seedCentre(app);
    const { rows } = await app.db!.query(
      `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, 'rcDocument', 'x.pdf', 'x', 'application/pdf', 1) RETURNING id`,
      [other.id],
    );
    expect((await app.request('GET', `/api/files/${rows[0].id}?expires=${expires}&signature=${issued.searchParams.get('signature')}`)).status).toBe(403);
    const forged = createHmac('sha256', 'not-the-secret').update(`${id}.${now + 60}`).digest('base64url');
    expect((await app.request('GET', `/api/files/${id}?expires=${now + 60}&signature=${forged}`)).status).toBe(403);
    for (const query of ['', '?expires=abc&signature=x', `?expires=${now + 60}`, `?signature=${sign(id, now + 60)}`, `?expires[]=1&signature[]=2`]) {
      expect({ query, status: (await app.request('GET', `/api/files/${id}${query}`)).status }).toEqual({ query, status: 403 });
    }
  });
});
