import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { FileStorage } from './file-storage.js';

/**
 * Where an earlier version kept one kind of file in DATA_DIR, and which column names it. The apps
 * list these (apps/api/src/composition.ts): platform knows no domain table of its own.
 */
export interface LegacyFileSource {
  /** Folder inside DATA_DIR, e.g. 'uploads'. */
  dir: string;
  kind: string;
  table: string;
  /** The column holding the stored name (`{uuid}` or `{uuid}.pdf`); it holds the file id afterwards. */
  column: string;
  /** SQL expressions over the owner row for the file's name and type (defaults: none, octet-stream). */
  filename?: string;
  contentType?: string;
  /** Only rows that still need their file (a finished import's file was already gone). */
  where?: string;
}

export interface LegacyMoveResult {
  moved: number;
  bytes: number;
  /** Rows naming a file that is not in DATA_DIR (nothing to move; the row answers 404 as before). */
  missing: number;
  /** Files in the folders that no row names (left where they are). */
  unreferenced: number;
}

/** The advisory lock's name for "files are being moved in", so two instances starting together take turns. */
const MOVE_LOCK = 'files.legacy-move';
const LEGACY_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.pdf|\.csv)?$/i;

/**
 * Moves the files an earlier version kept in DATA_DIR into the database, once: each file is stored
 * (under the uuid of its old name), its owner row is pointed at it and the file marked kept in one
 * transaction, and only then is the file on disk removed. Run again (after a crash anywhere in
 * between) it finds the moved rows done, removes any copy left on disk, and carries on; nothing is
 * removed from disk before the database holds it. Empty folders are removed at the end.
 */
export async function moveLegacyFiles(
  dataSource: DataSource,
  storage: FileStorage,
  dataDir: string,
  sources: readonly LegacyFileSource[],
  log: (message: string) => void,
): Promise<LegacyMoveResult> {
  const total: LegacyMoveResult = { moved: 0, bytes: 0, missing: 0, unreferenced: 0 };
  const present = await Promise.all(sources.map(async (s) => (await isDirectory(join(dataDir, s.dir))) ? s : null));
  const work = present.filter((s): s is LegacyFileSource => s !== null);
  if (work.length === 0) return total;

  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MOVE_LOCK]);
    for (const source of work) {
      const result = await moveSource(dataSource, storage, join(dataDir, source.dir), source);
      total.moved += result.moved;
      total.bytes += result.bytes;
      total.missing += result.missing;
      total.unreferenced += result.unreferenced;
      if (result.moved + result.missing + result.unreferenced > 0) {
        log(
          `files: moved ${result.moved} ${source.kind} file(s) (${(result.bytes / 1048576).toFixed(1)} MB) from ${join(dataDir, source.dir)} into the database` +
            (result.missing ? `; ${result.missing} named by ${source.table} were not there` : '') +
            (result.unreferenced ? `; ${result.unreferenced} named by no row were left in place` : ''),
        );
      }
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MOVE_LOCK]).catch(() => undefined);
    await lock.release();
  }
  return total;
}

async function moveSource(dataSource: DataSource, storage: FileStorage, dir: string, source: LegacyFileSource): Promise<LegacyMoveResult> {
  const result: LegacyMoveResult = { moved: 0, bytes: 0, missing: 0, unreferenced: 0 };
  const { table, column } = source;
  const rows = (await dataSource.query(
    `SELECT t.${column} AS name, ${source.filename ?? 'NULL'} AS filename, ${source.contentType ?? `'application/octet-stream'`} AS content_type
       FROM ${table} t
      WHERE t.${column} IS NOT NULL ${source.where ? `AND (${source.where})` : ''}
        AND NOT EXISTS (SELECT 1 FROM files f WHERE f.id::text = t.${column} AND f.state = 'kept')`,
  )) as Array<{ name: string; filename: string | null; content_type: string }>;

  for (const row of rows) {
    const match = LEGACY_NAME.exec(row.name);
    if (!match) continue;
    const id = match[1]!.toLowerCase();
    const path = join(dir, row.name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      result.missing += 1;
      continue;
    }
    // A copy half stored by an earlier, interrupted move goes first.
    await dataSource.query(`DELETE FROM files WHERE id = $1 AND state <> 'kept'`, [id]);
    await storage.put(createReadStream(path), { id, kind: source.kind, filename: row.filename, contentType: row.content_type });
    await dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [row.name, id]);
      await storage.keep(manager, id);
    });
    await rm(path, { force: true });
    result.moved += 1;
    result.bytes += info.size;
  }

  // What is left: copies of files moved before a crash (removed now), partial uploads of the old
  // version (`*.part`, removed: the old sweep would have), and files no row names (left in place).
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const match = LEGACY_NAME.exec(name);
    if (name.endsWith('.part')) {
      await rm(join(dir, name), { force: true });
      continue;
    }
    if (!match) continue;
    const id = match[1]!.toLowerCase();
    const [kept] = (await dataSource.query(`SELECT 1 FROM files WHERE id = $1 AND state = 'kept'`, [id])) as unknown[];
    if (kept) await rm(join(dir, name), { force: true });
    else result.unreferenced += 1;
  }
  await rmdir(dir).catch(() => undefined);
  return result;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}
