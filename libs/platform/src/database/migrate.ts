import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseOptions } from './database-options.js';

/** Any number: one key for "migrations are being applied", shared by every process. */
const MIGRATION_LOCK = 814200;

/**
 * Applies pending migrations with a short-lived connection; returns the names applied. A session
 * lock lets the portal and `npm run migrate` (or several API processes) start at the same moment:
 * one applies, the others wait and then find nothing to do.
 */
export async function runMigrations(opts: DatabaseOptions): Promise<string[]> {
  const ds = new DataSource({ ...dataSourceOptions({ ...opts, poolSize: 2 }) });
  await ds.initialize();
  const lock = ds.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}
