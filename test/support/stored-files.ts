import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';

const CHUNK = 256 * 1024;

/**
 * Stores bytes the way FileStorage does (a kept file row and its 256 KB chunks) for fixtures that
 * need a stored document or letter without an upload; returns the file's id, the owner's stored name.
 */
export async function storeFile(db: pg.Pool, bytes: Buffer | string, meta: { kind?: string; filename?: string; contentType?: string } = {}): Promise<string> {
  const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  const id = randomUUID();
  const chunks = Math.ceil(data.length / CHUNK);
  await db.query(
    `INSERT INTO files (id, kind, filename, content_type, state, size_bytes, chunks, sha256, stored_at) VALUES ($1, $2, $3, $4, 'kept', $5, $6, $7, now())`,
    [id, meta.kind ?? 'document', meta.filename ?? null, meta.contentType ?? 'application/pdf', data.length, chunks, createHash('sha256').update(data).digest('hex')],
  );
  for (let seq = 0; seq < chunks; seq++) {
    await db.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [id, seq, data.subarray(seq * CHUNK, (seq + 1) * CHUNK)]);
  }
  return id;
}

/** A stored file's bytes, read back through SQL (to compare with what was uploaded). */
export async function readStoredFile(db: pg.Pool, id: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ data: Buffer }>(`SELECT data FROM file_chunks WHERE file_id = $1 ORDER BY seq`, [id]);
  const { rows: file } = await db.query(`SELECT 1 FROM files WHERE id::text = $1`, [id]);
  return file.length ? Buffer.concat(rows.map((r) => r.data)) : null;
}
