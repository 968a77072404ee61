import 'reflect-metadata';
import { relative } from 'node:path';
import { EmbeddedDatabaseError, loadConfigOrExit, writeLog, type AppConfig } from '#platform';
import { startApi } from './bootstrap.js';

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
  const running = await startApi(config, { runWorkers: process.env.RUN_WORKERS !== 'false' });
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
