import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { backupDatabase, ConfigError, dataSourceOptions, EmbeddedDatabaseError, FileStorage, loadConfig, moveLegacyFiles, resolveDatabase, restoreDatabase, runMigrations } from '#platform';
import { verifyAuditCommand } from '#audit';
import { rotateLetterKeyCommand } from '#accreditation';
import { verifyHistoryCommand } from '#centres';
import { createSuperAdminCommand } from '#identity';
import { databaseOptions, LEGACY_FILE_SOURCES } from './composition.js';

const USAGE = `Usage:
  npm run migrate                                   apply pending migrations
  npm run cli -- create-superadmin <email> <password> [firstName] [lastName]
  npm run cli -- verify-history <reference> | --all   check the action history's hash chains
                                                    (exit 0 intact, 2 problems found)
  npm run cli -- verify-audit [--incremental]       check the keyed audit chain, its signed checkpoints and
                                                    every centre history row against it (exit 0 intact, 2 broken);
                                                    --incremental: only the entries after the newest checkpoint
  npm run cli -- backup FILE                        the whole database, stored files included, to FILE
                                                    (pg_dump's custom format; needs PostgreSQL 15's client tools)
  npm run cli -- restore FILE                       a backup into an empty database (DATABASE_URL, or the
                                                    embedded one of an empty DATA_DIR), then the migrations
  npm run cli -- letter-key-rotate [FILE]           make and publish the next letter signing key: written to FILE
                                                    (needed when LETTER_SIGNING_KEY comes from the environment),
                                                    else to DATA_DIR; restart the instances onto it (docs/LETTERS.md)
  npm run cli -- move-files                         move the files an earlier version kept in DATA_DIR into
                                                    the database (every API instance also does it at start)
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
  // Operator commands run with what they need: verify-audit asks for AUDIT_KEY itself.
  const config = loadConfig(process.env, { requireSharedSecrets: false });
  const database = await resolveDatabase(config, { role: 'cli', log: (msg) => process.stderr.write(`${msg}\n`) });
  try {
    // A backup is taken as the database stands; a restore goes into an empty one, migrated afterwards.
    if (command === 'backup' || command === 'restore') return await backupCommand(command, args, database.url, !config.databaseUrl);
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
      if (command === 'move-files') {
        const moved = await moveLegacyFiles(dataSource, new FileStorage(dataSource), config.dataDir, LEGACY_FILE_SOURCES, (msg) => process.stdout.write(`${msg}\n`));
        process.stdout.write(`Moved ${moved.moved} file(s) (${(moved.bytes / 1048576).toFixed(1)} MB) from ${config.dataDir} into the database; ${moved.missing} named but not found; ${moved.unreferenced} left in place.\n`);
        return 0;
      }
      if (command === 'letter-key-rotate') {
        const outcome = await rotateLetterKeyCommand(dataSource, config, process.env, args[0]);
        (outcome.exitCode === 0 ? process.stdout : process.stderr).write(`${outcome.lines.join('\n')}\n`);
        return outcome.exitCode;
      }
      if (command === 'verify-audit') {
        const outcome = await verifyAuditCommand(dataSource, config, args);
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

async function backupCommand(command: 'backup' | 'restore', args: string[], url: string, embedded: boolean): Promise<number> {
  const [file] = args;
  if (!file) {
    process.stderr.write(USAGE);
    return 64;
  }
  const started = Date.now();
  if (command === 'backup') {
    const { bytes } = await backupDatabase(url, file);
    process.stdout.write(`Backed up the portal's database (every table, stored files included) to ${file}: ${(bytes / 1048576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    process.stdout.write(
      embedded
        ? 'Keep DATA_DIR/secrets.json, DATA_DIR/audit-key and DATA_DIR/letter-signing-key with it: sessions, links, the audit chain and new letters need them.\n'
        : 'Keep JWT_SECRET, LINK_SECRET, AUDIT_KEY and LETTER_SIGNING_KEY with it: the audit chain verifies only with the same AUDIT_KEY.\n',
    );
    return 0;
  }
  await restoreDatabase(url, file);
  const applied = await runMigrations(databaseOptions(url, 1));
  process.stdout.write(`Restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s${applied.length ? `; applied ${applied.length} newer migration(s)` : ''}. Start the portal with the secrets it was backed up with.\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
    process.exit(error instanceof ConfigError || error instanceof EmbeddedDatabaseError ? 78 : 1);
  },
);
