import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set, else the embedded database in DATA_DIR. */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => {} };
  // The migration runner holds one connection of its own while the app pool starts.
  const embedded = await startEmbeddedPostgres(config.dataDir, config.dbPoolSize + 2);
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}
