import type { AppConfig } from '../config/app-config.js';
import { openEmbeddedPostgres } from './embedded-postgres.js';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface ResolveDatabaseOptions {
  /** The portal owns the embedded server's lifetime; a CLI command only borrows it (see openEmbeddedPostgres). */
  role?: 'portal' | 'cli';
  log?: (message: string) => void;
  warn?: (message: string) => void;
}

/** DATABASE_URL when set, else the embedded PostgreSQL server with its data in DATA_DIR. */
export async function resolveDatabase(config: AppConfig, options: ResolveDatabaseOptions = {}): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => {} };
  const embedded = await openEmbeddedPostgres(config.dataDir, { role: options.role ?? 'portal', log: options.log, warn: options.warn });
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}
