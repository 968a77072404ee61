import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * SQLSTATEs a use case expects and answers itself: a unique key already taken (409, e.g. a role
 * name in use) and a transaction that lost a race and is retried or answered 409.
 */
const EXPECTED = new Set(['23505', '40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } } | null)?.driverError?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * TypeORM's failures in the portal's log format. An expected conflict is logged at debug level: its
 * 409 is the answer, and at error level it would bury real errors; any other failure stays an
 * error. The query's parameters are never logged (they hold emails, names and hashes).
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const message = typeof error === 'string' ? error : error.message;
    const line = `query failed: ${message} -- ${query}`;
    if (EXPECTED.has(sqlState(error) ?? '')) this.logger.debug(line);
    else this.logger.error(line);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query}`);
  }

  // Schema builds, migrations and TypeORM's notes stay quiet, as with TypeORM's `logging: ['error']`.
  logSchemaBuild(): void {}

  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
