import 'reflect-metadata';
import { relative } from 'node:path';
// Only the light parts of the platform library here (no Nest, no TypeORM): the embedded database
// starts while the application's modules load, which is most of a restart.
import { loadConfigOrExit, type AppConfig } from '../../../libs/platform/src/config/app-config.js';
import { EmbeddedDatabaseError } from '../../../libs/platform/src/database/embedded-postgres.js';
import { resolveDatabase, type ResolvedDatabase } from '../../../libs/platform/src/database/resolve-database.js';
import { AppLogger, writeLog } from '../../../libs/platform/src/logging/app-logger.js';

function shortPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? `./${rel}` : path;
}

function summary(config: AppConfig): string {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL 15 in ${shortPath(config.dataDir)}/postgres`;
  const jobs = config.redisUrl ? 'BullMQ on Redis' : 'in-process';
  const mail = config.smtpUrl ? 'SMTP' : `.eml files in ${shortPath(config.dataDir)}/outbox`;
  return `database: ${database}; jobs: ${jobs}; mail: ${mail}`;
}

/** `npm start`: the whole portal in one process, with embedded defaults for anything not configured. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Where to go, and how it stops: printed unless LOG_LEVEL=silent.
  const log = (msg: string) => config.logLevel !== 'silent' && writeLog(config.logFormat, 'info', 'portal', msg);
  const logger = new AppLogger(config.logLevel, config.logFormat);
  const opening = resolveDatabase(config, { role: 'portal', log: (msg) => logger.log(msg, 'database'), warn: (msg) => logger.warn(msg, 'database') });
  const loading = import('./bootstrap.js');
  let database: ResolvedDatabase;
  try {
    database = await opening;
  } catch (error) {
    await loading.catch(() => undefined);
    throw error;
  }
  const { startApi } = await loading.catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  // startApi stops the database itself when the start fails.
  const running = await startApi(config, { runWorkers: process.env.RUN_WORKERS !== 'false', database });
  log(`CBT Centre Accreditation Portal ready on ${config.publicUrl} (${summary(config)})`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing active work${running.embeddedDatabase ? ', then stopping the embedded database' : ''}`);
    await running.close();
    log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof EmbeddedDatabaseError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(78);
  }
  process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
