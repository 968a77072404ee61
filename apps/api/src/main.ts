import 'reflect-metadata';
import { loadConfigOrExit } from '#platform';
import { startApi } from './bootstrap.js';

/** `npm start`: the whole portal in one process, with embedded defaults for anything not configured. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const running = await startApi(config, { runWorkers: process.env.RUN_WORKERS !== 'false' });
  process.stdout.write(
    `${JSON.stringify({ level: 'info', time: new Date().toISOString(), context: 'portal', msg: `CBT Centre Accreditation Portal listening on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded'}, jobs: ${config.redisUrl ? 'BullMQ' : 'in-process'}, mail: ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox`})` })}\n`,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), context: 'portal', msg: `${signal}: finishing active work` })}\n`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
