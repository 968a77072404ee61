import type { DataSourceOptions, MixedList } from 'typeorm';
import { DatabaseLogger } from './database-logger.js';

// Entities and migrations are listed by each app, so platform stays free of domain imports.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = MixedList<Function | string>;

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  entities: EntityList;
  migrations: EntityList;
}

/** One place for the connection settings every process uses. */
export function dataSourceOptions(opts: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: opts.url,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    logger: new DatabaseLogger(),
    extra: {
      max: opts.poolSize,
      // Fail fast when the database is unreachable, so callers get a 503 within seconds.
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30000,
      statement_timeout: 30000,
      // No JIT compilation: PostgreSQL compiles a statement its planner costs high (a list or sweep
      // over every centre) for about a second before running it, which the portal's short statements
      // never win back (docs/PERFORMANCE.md, deadlines over 100,000 centres).
      options: '-c jit=off',
    },
  };
}
