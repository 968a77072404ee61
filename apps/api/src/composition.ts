import { TypeOrmModule } from '@nestjs/typeorm';
import type { DynamicModule, Type } from '@nestjs/common';
import { ACCREDITATION_ENTITIES, AccreditationModule } from '#accreditation';
import { AUDIT_ENTITIES, AuditModule } from '#audit';
import { CENTRES_ENTITIES, CentresModule } from '#centres';
import { IDENTITY_ENTITIES, IdentityModule } from '#identity';
import { REPORTS_ENTITIES, ReportsModule } from '#reports';
import { ConfigModule, dataSourceOptions, PLATFORM_ENTITIES, PlatformModule, TestClockModule, type AppConfig, type DatabaseOptions, type LegacyFileSource } from '#platform';
import { MIGRATIONS } from '../../../migrations/index.js';

/**
 * The portal's modules and tables, in one list shared by the API and the worker process, so both
 * register the same job handlers and see the same schema.
 */
export const DOMAIN_MODULES: Array<Type | DynamicModule> = [AuditModule, IdentityModule, CentresModule, AccreditationModule, ReportsModule];

export const ENTITIES = [...PLATFORM_ENTITIES, ...IDENTITY_ENTITIES, ...CENTRES_ENTITIES, ...ACCREDITATION_ENTITIES, ...REPORTS_ENTITIES, ...AUDIT_ENTITIES];

export function databaseOptions(url: string, poolSize: number): DatabaseOptions {
  return { url, poolSize, entities: ENTITIES, migrations: MIGRATIONS };
}

export function coreImports(config: AppConfig, databaseUrl: string): Array<Type | DynamicModule> {
  return [
    ConfigModule.forRoot(config),
    TypeOrmModule.forRoot(dataSourceOptions(databaseOptions(databaseUrl, config.dbPoolSize))),
    PlatformModule,
    ...DOMAIN_MODULES,
    // The movable clock of the test suites (TEST_CLOCK=1 only; the configuration refuses it in production).
    ...(config.testClock ? [TestClockModule] : []),
  ];
}

/**
 * The folders earlier versions kept files in, and the rows that name them: moved into the database
 * once at start (moveLegacyFiles; DECISIONS §9). A finished import's file was already gone.
 */
export const LEGACY_FILE_SOURCES: readonly LegacyFileSource[] = [
  { dir: 'uploads', kind: 'document', table: 'centre_documents', column: 'stored_name', filename: 't.filename', contentType: 't.content_type' },
  { dir: 'letters', kind: 'letter', table: 'accreditations', column: 'letter_stored_name', contentType: `'application/pdf'` },
  { dir: 'evidence', kind: 'evidence', table: 'evidence_packs', column: 'stored_name', contentType: `'application/pdf'` },
  { dir: 'imports', kind: 'import', table: 'import_jobs', column: 'stored_name', filename: 't.filename', contentType: `'text/csv'`, where: `t.state IN ('queued', 'active')` },
];
