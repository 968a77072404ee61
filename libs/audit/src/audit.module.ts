import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#platform';
import { AuditController } from './audit.controller.js';
import { AUDIT_KEY, auditKeyOf } from './chain/audit-key.js';
import { AuditLog } from './log/audit-log.js';
import { AuditExportService } from './query/audit-export.service.js';
import { AuditQueryService } from './query/audit-query.service.js';
import { AuditChainService } from './verify/audit-chain.service.js';
import { ReadLog } from './reads/read-log.js';

/**
 * The one audit log (DECISIONS §8). Global: every domain service appends through AuditLog inside its
 * own transaction. The key comes from the configuration, resolved at start (AUDIT_KEY, or generated in the default mode).
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [
    { provide: AUDIT_KEY, useFactory: (config: AppConfig) => auditKeyOf(config), inject: [APP_CONFIG] },
    AuditLog,
    AuditChainService,
    AuditQueryService,
    AuditExportService,
    ReadLog,
  ],
  exports: [AuditLog, AuditChainService, AUDIT_KEY, ReadLog],
})
export class AuditModule {}
