/**
 * FileStorage: every file the portal keeps (documents, letters, evidence packs, import uploads, and
 * whatever a feature adds later) lives in PostgreSQL, so any instance serves any file and a backup
 * of the database is a backup of everything (DECISIONS §9, "Several instances").
 *
 * The API, for a feature that stores files:
 *
 *   const { id, sha256, size } = await files.put(streamOrBuffer, { kind: 'photo', filename, contentType, maxBytes });
 *   await uow.run(async (manager) => { ...insert the owner row naming `id`...; await files.keep(manager, id); });
 *   const opened = await files.open(id);        // { stream, size, sha256, contentType, filename } or null
 *   await files.remove(id, manager);            // in the owner's transaction when the owner row goes
 *
 * - `put` streams the bytes in 256 KB chunks (a row each in file_chunks, written by binary COPY), computing the SHA-256 as
 *   they pass; memory stays at about one chunk per upload whatever the file's size. A source longer
 *   than `maxBytes` is refused with FileTooLargeError and nothing is kept.
 * - A file is `receiving` while it arrives, `stored` once whole, `kept` once its owner's row has
 *   committed. `keep` belongs in the owner's transaction: a file that never gets there (a crash
 *   between the upload and the commit, a refused upload) is removed by the FileSweeper after an
 *   hour, like a partial one. An owner that forgets `keep` loses its file: call it.
 * - `open` reads 1 MB of chunks at a time as the consumer pulls (one ahead), so a download holds
 *   at most 2 MB whatever the file's size.
 * - Chunk reads and writes are short statements on the pool: a slow client never holds a database
 *   connection for the length of its upload or download.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource, type EntityManager } from 'typeorm';

export const FILE_CHUNK_BYTES = 256 * 1024;

export interface FileMeta {
  /** What the file is, for operators and the sweep's log: 'document', 'letter', 'evidence', 'import', ... */
  kind: string;
  filename?: string | null;
  contentType?: string | null;
  /** Refuse (FileTooLargeError) a source longer than this. */
  maxBytes?: number;
  /** A chosen id (uuid), e.g. to keep a file's earlier name; by default a random one. */
  id?: string;
}

export interface StoredFile {
  id: string;
  sha256: string;
  size: number;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  sha256: string;
  contentType: string;
  filename: string | null;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isFileId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

type Queryable = Pick<pg.Pool, 'query'>;

@Injectable()
export class FileStorage {
  constructor(private readonly dataSource: DataSource) {}

  /** The driver's pool, unwrapped: a chunk goes in as a binary parameter (pg sends a Buffer as bytes) and comes out by binary COPY. */
  private get pool(): pg.Pool {
    return (this.dataSource.driver as unknown as { master: pg.Pool }).master;
  }

  async put(source: Readable | Buffer, meta: FileMeta): Promise<StoredFile> {
    const id = meta.id ?? randomUUID();
    if (!isFileId(id)) throw new Error(`Not a file id: ${id}`);
    await this.pool.query(`INSERT INTO files (id, kind, filename, content_type) VALUES ($1, $2, $3, $4)`, [
      id,
      meta.kind,
      meta.filename ?? null,
      meta.contentType ?? 'application/octet-stream',
    ]);
    const sink = new ChunkSink(this.pool, id, meta.maxBytes ?? Number.POSITIVE_INFINITY);
    try {
      await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, sink);
      const sha256 = sink.hash.digest('hex');
      await this.pool.query(`UPDATE files SET state = 'stored', size_bytes = $2, sha256 = $3, chunks = $4, stored_at = now() WHERE id = $1`, [
        id,
        sink.size,
        sha256,
        sink.seq,
      ]);
      return { id, sha256, size: sink.size };
    } catch (error) {
      await this.remove(id).catch(() => undefined);
      throw error;
    }
  }

  /** Marks a stored file as owned, in the owner's transaction; throws when it is not there (any more). */
  async keep(manager: EntityManager, id: string): Promise<void> {
    const [, count] = (await manager.query(`UPDATE files SET state = 'kept' WHERE id = $1 AND state IN ('stored', 'kept')`, [id])) as [unknown, number];
    if (count !== 1) throw new Error(`Stored file ${id} is missing`);
  }

  /** The file's bytes as a stream, with its size and hash; null when there is no such (whole) file. */
  async open(id: string | null | undefined): Promise<OpenedFile | null> {
    if (!isFileId(id)) return null;
    const { rows } = await this.pool.query<{ size_bytes: string; sha256: string; content_type: string; filename: string | null; chunks: number }>(
      `SELECT size_bytes, sha256, content_type, filename, chunks FROM files WHERE id = $1 AND state IN ('stored', 'kept')`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return { stream: chunkStream(this.pool, id, row.chunks), size: Number(row.size_bytes), sha256: row.sha256, contentType: row.content_type, filename: row.filename };
  }

  /** The whole file in memory: for small files only (a letter to attach, a head to sniff). */
  async read(id: string | null | undefined): Promise<Buffer | null> {
    const opened = await this.open(id);
    if (!opened) return null;
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  /** The hash kept at storage time, without reading the bytes. */
  async sha256(id: string | null | undefined): Promise<string | null> {
    if (!isFileId(id)) return null;
    const { rows } = await this.pool.query<{ sha256: string }>(`SELECT sha256 FROM files WHERE id = $1 AND state IN ('stored', 'kept')`, [id]);
    return rows[0]?.sha256 ?? null;
  }

  /** Removes a file and its chunks; inside the owner's transaction when a manager is given. */
  async remove(id: string | null | undefined, manager?: EntityManager): Promise<void> {
    if (!isFileId(id)) return;
    if (manager) await manager.query(`DELETE FROM files WHERE id = $1`, [id]);
    else await this.pool.query(`DELETE FROM files WHERE id = $1`, [id]);
  }
}

/** Chunk writes one upload may have under way at once: the next chunk is sent while one is written. */
const WRITES_IN_FLIGHT = 2;

/**
 * Collects the stream into chunk rows, one COPY per full chunk, with backpressure from the
 * database. Each incoming piece is copied once, into the chunk being filled; a full chunk is handed
 * to the COPY as it is and a fresh one started.
 */
class ChunkSink extends Writable {
  readonly hash = createHash('sha256');
  size = 0;
  seq = 0;
  private chunk: Buffer = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
  private filled = 0;
  private readonly writing = new Set<Promise<void>>();
  /** Chunks whose write has finished, filled again rather than allocated (fewer garbage collections). */
  private readonly spare: Buffer[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly id: string,
    private readonly maxBytes: number,
  ) {
    super({ highWaterMark: FILE_CHUNK_BYTES });
  }

  override _write(piece: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.size += piece.length;
    if (this.size > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    this.hash.update(piece);
    this.fill(piece).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    const last = this.filled > 0 ? this.send(this.chunk.subarray(0, this.filled)) : Promise.resolve();
    last
      .then(() => Promise.all(this.writing))
      .then(() => done(), done);
  }

  private async fill(piece: Buffer): Promise<void> {
    let at = 0;
    while (at < piece.length) {
      const copied = piece.copy(this.chunk, this.filled, at);
      this.filled += copied;
      at += copied;
      if (this.filled === FILE_CHUNK_BYTES) {
        const full = this.chunk;
        this.chunk = this.spare.pop() ?? Buffer.allocUnsafe(FILE_CHUNK_BYTES);
        this.filled = 0;
        await this.send(full);
      }
    }
  }

  /** Starts the write of one chunk, first waiting while too many are under way. */
  private async send(data: Buffer): Promise<void> {
    while (this.writing.size >= WRITES_IN_FLIGHT) await Promise.race(this.writing);
    const write: Promise<void> = copyChunk(this.pool, this.id, this.seq, data).then(() => {
      this.writing.delete(write);
      if (data.length === FILE_CHUNK_BYTES) this.spare.push(data);
    });
    // A failed write fails the upload at the next wait (or at the end), never unobserved.
    write.catch(() => undefined);
    this.writing.add(write);
    this.seq += 1;
  }
}

const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * One chunk row by binary `COPY ... FROM STDIN`: the chunk's bytes go onto the connection's socket as
 * they are (an INSERT's parameter is copied into node-postgres's message buffer, which grows anew for
 * every 256 KB). One short statement per chunk, so a slow uploader never holds a connection.
 */
async function copyChunk(pool: pg.Pool, id: string, seq: number, data: Buffer): Promise<void> {
  const client = await pool.connect();
  try {
    const sink = client.query(copyFrom('COPY file_chunks (file_id, seq, data) FROM STDIN (FORMAT binary)'));
    const done = finished(sink);
    // Header (signature, flags, no extension), then one row: 3 fields (uuid, int4, bytea), each sized.
    const head = Buffer.alloc(19 + 2 + 4 + 16 + 4 + 4 + 4);
    COPY_SIGNATURE.copy(head, 0);
    let at = 19;
    at = head.writeInt16BE(3, at);
    at = head.writeInt32BE(16, at);
    at += Buffer.from(id.replace(/-/g, ''), 'hex').copy(head, at);
    at = head.writeInt32BE(4, at);
    at = head.writeInt32BE(seq, at);
    head.writeInt32BE(data.length, at);
    sink.write(head);
    sink.write(data);
    sink.end(COPY_TRAILER);
    await done;
  } finally {
    client.release();
  }
}

/** Chunks fetched by one COPY: 1 MB, read into memory whole so a slow client never holds a connection. */
const CHUNKS_PER_READ = 4;

/**
 * The file's chunks in order. Each read is a binary COPY of the next few chunks: the bytes arrive as
 * they are stored, without the hex text a bytea column is otherwise sent as (a quarter of the CPU).
 * The next window is fetched while the consumer takes this one; at most two are in memory.
 */
function chunkStream(pool: pg.Pool, id: string, chunks: number): Readable {
  let next = 0;
  return new Readable({
    highWaterMark: 2 * CHUNKS_PER_READ * FILE_CHUNK_BYTES,
    read() {
      if (next >= chunks) {
        this.push(null);
        return;
      }
      const from = next;
      next = Math.min(chunks, next + CHUNKS_PER_READ);
      readChunks(pool, id, from, next).then(
        (parts) => {
          if (parts.length !== next - from) this.destroy(new Error(`Stored file ${id} has lost chunks ${from} to ${next - 1}`));
          else for (const part of parts) this.push(part);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}

async function readChunks(pool: pg.Pool, id: string, from: number, to: number): Promise<Buffer[]> {
  // COPY takes no parameters: the id is a checked uuid and the bounds are integers.
  if (!isFileId(id) || !Number.isInteger(from) || !Number.isInteger(to)) throw new Error('Bad chunk range');
  const client = await pool.connect();
  try {
    const stream = client.query(copyTo(`COPY (SELECT data FROM file_chunks WHERE file_id = '${id}' AND seq >= ${from} AND seq < ${to} ORDER BY seq) TO STDOUT (FORMAT binary)`));
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    // The server sends a row per message: parsed in place, unless a row was split (then joined first).
    try {
      return parseBinaryCopy(parts);
    } catch {
      return parseBinaryCopy([Buffer.concat(parts)]);
    }
  } finally {
    client.release();
  }
}

const COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * PostgreSQL's binary COPY format, one bytea column: a header, then per row a field count and a
 * sized field, then -1. Rows are slices of the parts given (no copy); a row split across two parts
 * throws, for the caller to join the parts and parse again.
 */
export function parseBinaryCopy(parts: Buffer[]): Buffer[] {
  const rows: Buffer[] = [];
  let first = true;
  for (const part of parts) {
    let at = 0;
    if (first) {
      if (part.length < 19 || !part.subarray(0, 11).equals(COPY_SIGNATURE)) throw new Error('Not a binary COPY stream');
      at = 19 + part.readUInt32BE(15);
      first = false;
    }
    while (at < part.length) {
      if (at + 2 > part.length) throw new Error('A row is split across messages');
      const fields = part.readInt16BE(at);
      at += 2;
      if (fields === -1) return rows;
      if (fields !== 1) throw new Error(`Expected one column, found ${fields}`);
      if (at + 4 > part.length) throw new Error('A row is split across messages');
      const length = part.readInt32BE(at);
      at += 4;
      if (length < 0) throw new Error('A chunk is NULL');
      if (at + length > part.length) throw new Error('A row is split across messages');
      rows.push(part.subarray(at, at + length));
      at += length;
    }
  }
  throw new Error('The binary COPY stream ended without its trailer');
}
