import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseOptions } from './database-options.js';

/** Applies pending migrations with a short-lived connection; returns the names applied. */
export async function runMigrations(opts: DatabaseOptions): Promise<string[]> {
  const ds = new DataSource({ ...dataSourceOptions({ ...opts, poolSize: 1 }) });
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
