import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, dataSourceOptions, EmbeddedDatabaseError, loadConfig, resolveDatabase, runMigrations } from '#platform';
import { verifyAuditCommand } from '#audit';
import { verifyHistoryCommand } from '#centres';
import { createSuperAdminCommand } from '#identity';
import { databaseOptions } from './composition.js';

const USAGE = `Usage:
  npm run migrate                                   apply pending migrations
  npm run cli -- create-superadmin <email> <password> [firstName] [lastName]
  npm run cli -- verify-history <reference> | --all   check the action history's hash chains
                                                    (exit 0 intact, 2 problems found)
  npm run cli -- verify-audit                       check the keyed audit chain, its signed checkpoints and
                                                    every centre history row against it (exit 0 intact, 2 broken)
`;

/**
 * Operator commands that work on the same database the portal uses: DATABASE_URL, or the embedded
 * server in DATA_DIR, joined while the portal runs, started for the command (and stopped after) when not.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return command ? 0 : 64;
  }
  const config = loadConfig();
  const database = await resolveDatabase(config, { role: 'cli', log: (msg) => process.stderr.write(`${msg}\n`) });
  try {
    await runMigrations(databaseOptions(database.url, 1));
    if (command === 'migrate') {
      process.stdout.write('Migrations are up to date.\n');
      return 0;
    }
    const dataSource = new DataSource(dataSourceOptions(databaseOptions(database.url, 2)));
    await dataSource.initialize();
    try {
      if (command === 'create-superadmin') {
        const [email, password, firstName, lastName] = args;
        if (!email || !password) {
          process.stderr.write(USAGE);
          return 64;
        }
        const user = await createSuperAdminCommand(dataSource, { email, password, firstName, lastName });
        process.stdout.write(`Super admin ${user.email} created.\n`);
        return 0;
      }
      if (command === 'verify-history') {
        const outcome = await verifyHistoryCommand(dataSource, args);
        (outcome.exitCode === 0 || outcome.exitCode === 2 ? process.stdout : process.stderr).write(`${outcome.lines.join('\n')}\n`);
        return outcome.exitCode;
      }
      if (command === 'verify-audit') {
        const outcome = await verifyAuditCommand(dataSource, config);
        process.stdout.write(`${outcome.lines.join('\n')}\n`);
        return outcome.exitCode;
      }
      process.stderr.write(`Unknown command "${command}".\n${USAGE}`);
      return 64;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
    process.exit(error instanceof ConfigError || error instanceof EmbeddedDatabaseError ? 78 : 1);
  },
);
