import { TypeOrmModule } from '@nestjs/typeorm';
import type { DynamicModule, Type } from '@nestjs/common';
import { ACCREDITATION_ENTITIES, AccreditationModule } from '#accreditation';
import { AUDIT_ENTITIES, AuditModule } from '#audit';
import { CENTRES_ENTITIES, CentresModule } from '#centres';
import { IDENTITY_ENTITIES, IdentityModule } from '#identity';
import { REPORTS_ENTITIES, ReportsModule } from '#reports';
import { ConfigModule, dataSourceOptions, PLATFORM_ENTITIES, PlatformModule, type AppConfig, type DatabaseOptions } from '#platform';
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
  ];
}
