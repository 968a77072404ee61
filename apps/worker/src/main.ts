import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger, assertNoEviction, loadConfigOrExit, reportNestedConnections, runMigrations, writeLog } from '#platform';
import { databaseOptions } from '../../api/src/composition.js';
import { WorkerModule } from './worker.module.js';

/**
 * `npm run start:worker`: consumes jobs from Redis beside one or more API processes. It needs
 * DATABASE_URL and REDIS_URL: the embedded database and the in-process queue belong to one process.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // The suites' workers report a transaction that takes a second connection (the harness fails on it).
  if (process.env.NODE_ENV === 'test') reportNestedConnections((line) => process.stderr.write(line));
  if (!config.databaseUrl || !config.redisUrl) {
    process.stderr.write('The worker needs DATABASE_URL and REDIS_URL; without them the API process runs the jobs itself.\n');
    process.exit(78);
  }
  try {
    await assertNoEviction(config.redisUrl);
  } catch (error) {
    process.stderr.write(`Worker refused to start: ${(error as Error).message}\n`);
    process.exit(78);
  }
  await runMigrations(databaseOptions(config.databaseUrl, 1));
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.databaseUrl), {
    logger: new AppLogger(config.logLevel, config.logFormat),
  });
  await app.init();
  // Printed whatever LOG_LEVEL says: supervisors and tests wait for this line.
  const log = (msg: string) => writeLog(config.logFormat, 'info', 'worker', msg);
  log('worker started');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing active jobs`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Worker failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
