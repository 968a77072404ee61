import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Upgrading from a version that kept files in DATA_DIR (DECISIONS §9): at start they move into the
 * database once, each row pointed at its stored file, nothing lost, nothing moved twice, and the
 * move logged. The files are laid out as that version left them: documents under a bare uuid in
 * uploads/, letters and evidence packs as {uuid}.pdf, a pending import as {uuid}.csv.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.4 ${label}\n`), randomBytes(300 * 1024)]);

describe('files left in DATA_DIR by an earlier version', () => {
  let app: TestApp;
  let su: string;
  const layout = { document: '', missing: '', letter: '', evidence: '', import: '', stray: '' };
  const bytes = { document: pdf('document'), letter: pdf('letter'), evidence: pdf('evidence'), import: Buffer.from('CentreName,GovernmentId,AdminEmail\nA,RC1,a@b.test\n') };
  let ids: { centre: string; document: string; missingDocument: string; pack: string; job: string };
  const write = (dir: string, name: string, content: Buffer | string) => {
    mkdirSync(join(app.env.DATA_DIR!, dir), { recursive: true });
    writeFileSync(join(app.env.DATA_DIR!, dir, name), content);
  };

  beforeAll(async () => {
    app = await startTestApp({ topology: 'single', env: { LOG_LEVEL: 'info' } });
    su = await superAdminToken(app);
    const { centre } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    const other = await seedCentre(app, { status: 'registration_approved' });
    const uuid = () => randomUUID();
    Object.assign(layout, { document: uuid(), missing: uuid(), letter: `${uuid()}.pdf`, evidence: `${uuid()}.pdf`, import: `${uuid()}.csv`, stray: uuid() });
    write('uploads', layout.document, bytes.document);
    write('uploads', layout.stray, 'a file no row names');
    write('uploads', `${uuid()}.part`, 'an upload that never finished');
    write('letters', layout.letter, bytes.letter);
    write('evidence', layout.evidence, bytes.evidence);
    write('imports', layout.import, bytes.import);
    const doc = async (centreId: string, storedName: string, size: number) =>
      (await app.db!.query(`INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, 'applicationLetter', 'old.pdf', $2, 'application/pdf', $3) RETURNING id`, [centreId, storedName, size])).rows[0].id as string;
    const { rows: [admin] } = await app.db!.query(`SELECT id FROM users WHERE email = $1`, [app.superAdmin.email]);
    ids = {
      centre: other.id,
      document: await doc(other.id, layout.document, bytes.document.length),
      missingDocument: await doc(other.id, layout.missing, 10),
      pack: (await app.db!.query(`INSERT INTO evidence_packs (centre_id, requested_by, state, stored_name, sha256, finished_at) VALUES ($1, $2, 'ready', $3, $4, now()) RETURNING id`, [centre.id, admin.id, layout.evidence, sha256(bytes.evidence)])).rows[0].id,
      job: (await app.db!.query(`INSERT INTO import_jobs (created_by, filename, stored_name, state) VALUES ($1, 'old.csv', $2, 'queued') RETURNING id`, [admin.id, layout.import])).rows[0].id,
    };
    // The letter the accreditation already has is replaced by one "from the earlier version".
    const { rows: [acc] } = await app.db!.query(`SELECT id, letter_stored_name FROM accreditations WHERE centre_id = $1`, [centre.id]);
    await app.db!.query(`UPDATE accreditations SET letter_stored_name = $2 WHERE id = $1`, [acc.id, layout.letter]);
    await app.db!.query(`DELETE FROM files WHERE id::text = $1`, [acc.letter_stored_name]);
    Object.assign(ids, { accreditedCentre: centre.id });
    await app.restart();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const storedName = async (sql: string, id: string) => (await app.db!.query(sql, [id])).rows[0].stored_name as string;
  const stored = async (id: string) => (await app.db!.query(`SELECT kind, state, sha256, size_bytes::int AS size FROM files WHERE id::text = $1`, [id])).rows[0];

  it('points every row at its file, now in the database under its old uuid, with its SHA-256', async () => {
    expect(await storedName('SELECT stored_name FROM centre_documents WHERE id = $1', ids.document)).toBe(layout.document);
    expect(await stored(layout.document)).toEqual({ kind: 'document', state: 'kept', sha256: sha256(bytes.document), size: bytes.document.length });
    const letterId = layout.letter.replace('.pdf', '');
    expect((await app.db!.query(`SELECT letter_stored_name FROM accreditations WHERE letter_stored_name = $1`, [letterId])).rowCount).toBe(1);
    expect(await stored(letterId)).toMatchObject({ kind: 'letter', state: 'kept', sha256: sha256(bytes.letter) });
    expect(await storedName('SELECT stored_name FROM evidence_packs WHERE id = $1', ids.pack)).toBe(layout.evidence.replace('.pdf', ''));
    expect(await storedName('SELECT stored_name FROM import_jobs WHERE id = $1', ids.job)).toBe(layout.import.replace('.csv', ''));
    expect(await stored(layout.import.replace('.csv', ''))).toMatchObject({ kind: 'import', state: 'kept', sha256: sha256(bytes.import) });
  });

  it('serves the moved files through the API as they were', async () => {
    const res = await fetch(`${app.url}/api/admin/schools/${ids.centre}/documents/${ids.document}`, { headers: { authorization: `Bearer ${su}` } });
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.document)).toBe(true);
    const accredited = (ids as unknown as { accreditedCentre: string }).accreditedCentre;
    const letter = await fetch(`${app.url}/api/accreditation/centres/${accredited}/letter`, { headers: { authorization: `Bearer ${su}` } });
    expect(Buffer.from(await letter.arrayBuffer()).equals(bytes.letter)).toBe(true);
    const pack = await fetch(`${app.url}/api/audit/evidence/${accredited}/pdf`, { headers: { authorization: `Bearer ${su}` } });
    expect(Buffer.from(await pack.arrayBuffer()).equals(bytes.evidence)).toBe(true);
    // A row whose file was already gone before the upgrade answers as it did: not found.
    expect((await app.request('GET', `/api/admin/schools/${ids.centre}/documents/${ids.missingDocument}`, { token: su })).status).toBe(404);
  });

  it('empties DATA_DIR of moved files, keeps what no row names, and says so in the log', () => {
    const dataDir = app.env.DATA_DIR!;
    expect(['letters', 'evidence', 'imports'].filter((dir) => existsSync(join(dataDir, dir)))).toEqual([]);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([layout.stray]);
    expect(app.output()).toMatch(/moved 1 document file\(s\) \([\d.]+ MB\) from .*uploads into the database; 1 named by centre_documents were not there; 1 named by no row were left in place/);
    expect(app.output()).toMatch(/moved 1 letter file\(s\)/);
    expect(app.output()).toMatch(/moved 1 evidence file\(s\)/);
    expect(app.output()).toMatch(/moved 1 import file\(s\)/);
  });

  it('moves nothing twice: a copy left on disk by a crash after the commit is removed, the row untouched', async () => {
    write('uploads', layout.document, bytes.document);
    const before = (await app.db!.query('SELECT count(*)::int AS n FROM files')).rows[0].n;
    const out = await new Promise<string>((done) =>
      execFile(process.execPath, [join(ROOT, 'dist/apps/api/src/cli.js'), 'move-files'], { env: { PATH: process.env.PATH ?? '', ...app.env, LOG_LEVEL: 'warn' } }, (_e, stdout, stderr) => done(`${stdout}${stderr}`)),
    );
    expect(out).toContain('Moved 0 file(s)');
    expect(existsSync(join(app.env.DATA_DIR!, 'uploads', layout.document))).toBe(false);
    expect((await app.db!.query('SELECT count(*)::int AS n FROM files')).rows[0].n).toBe(before);
    expect(await stored(layout.document)).toMatchObject({ state: 'kept', sha256: sha256(bytes.document) });
  });
});
