import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CentresModule } from '#centres';
import { ACCREDITATION_ENTITIES } from './accreditation.entities.js';
import { erasureJournalProvider } from './retention/erasure-journal.js';
import { ErasureReplay } from './retention/erasure-replay.js';
import { ErasureService } from './retention/erasure.service.js';
import { LegalHoldsService } from './retention/legal-holds.service.js';
import { PrivacyRetentionController } from './retention/privacy-retention.controller.js';
import { RetentionSweep } from './retention/retention-sweep.js';
import { EvidencePackController } from './evidence/evidence-pack.controller.js';
import { EvidencePackService } from './evidence/evidence-pack.service.js';
import { AccreditationLetterJob } from './letters/letter.job.js';
import { LetterDelivery } from './letters/letter-delivery.js';
import { LetterDownloadController } from './letters/letter-download.controller.js';
import { LetterDownloadService } from './letters/letter-download.service.js';
import { LetterGenerator } from './letters/letter-generator.js';
import { LetterStore } from './letters/letter-store.js';
import { LetterReconciler } from './letters/letter-reconciler.js';
import { LetterRegenerationController } from './letters/letter-regeneration.controller.js';
import { LetterRegenerationService } from './letters/letter-regeneration.service.js';
import { AccreditedRegisterService } from './verification/accredited-register.service.js';
import { LetterVerificationService } from './verification/letter-verification.service.js';
import { PublicVerificationController } from './verification/public-verification.controller.js';
import { DeclaredMinimumsController } from './inspections/checklist/declared-minimums.controller.js';
import { AccreditationConfigController } from './config/accreditation-config.controller.js';
import { AccreditationConfigService } from './config/accreditation-config.service.js';
import { SeedDefaultConfig } from './config/seed-default-config.js';
import { AccreditationListController } from './listing/accreditation-list.controller.js';
import { AccreditationListService } from './listing/accreditation-list.service.js';
import { AccreditedExportService } from './listing/accredited-export.service.js';
import { AccreditationReader } from './workflow/accreditation-reader.js';
import { AccreditationWorkflowController } from './workflow/accreditation-workflow.controller.js';
import { AccreditationWorkflowService } from './workflow/accreditation-workflow.service.js';
import { AccreditationStandingController } from './workflow/accreditation-standing.controller.js';
import { AccreditationStandingService } from './workflow/accreditation-standing.service.js';
import { CentreLetterController } from './letters/centre-letter.controller.js';
import { INSPECTION_CONTROLLERS, INSPECTION_PROVIDERS } from './inspections/inspections.providers.js';
import { PRIVACY_CONTROLLERS, PRIVACY_PROVIDERS } from './privacy/privacy.providers.js';
import { OPEN_REGISTER_CONTROLLERS, OPEN_REGISTER_PROVIDERS } from './register/open-register.providers.js';
import { LetterKeys } from './letters/credentials/letter-keys.service.js';
import { CREDENTIAL_CONTROLLERS, CREDENTIAL_PROVIDERS } from './letters/credentials/credential.providers.js';
import { ExpirySweep } from './validity/expiry-sweep.js';
import { SanctionsController } from './sanctions/sanctions.controller.js';
import { SanctionsService } from './sanctions/sanctions.service.js';
import { SuspensionEnd } from './sanctions/suspension-end.js';
import { DelistingEnd } from './sanctions/delisting-end.js';
import { DeadlineService } from './deadlines/deadline.service.js';
import { DeadlineSweep } from './deadlines/deadline-sweep.js';
import { DeadlinesController, HolidaysController } from './deadlines/deadlines.controller.js';
import { HolidaysService } from './deadlines/holidays.service.js';
import { NotificationLog } from './deadlines/notification-log.js';
import { RenewalController } from './validity/renewal.controller.js';
import { RenewalService } from './validity/renewal.service.js';
import { AppealsController } from './appeals/appeals.controller.js';
import { AppealsService } from './appeals/appeals.service.js';

/**
 * Staged accreditation of centres that passed the autotest: versioned configuration, the workflow,
 * letters, public verification, the accredited list, stats and export, validity and renewal, inspections.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ACCREDITATION_ENTITIES), CentresModule],
  controllers: [
    // controllers
    LetterDownloadController,
    LetterRegenerationController,
    PublicVerificationController,
    DeclaredMinimumsController,
    AccreditationConfigController,
    AccreditationListController,
    AccreditationWorkflowController,
    AccreditationStandingController,
    SanctionsController,
    CentreLetterController,
    EvidencePackController,
    RenewalController,
    HolidaysController,
    DeadlinesController,
    PrivacyRetentionController,
    AppealsController,
    ...INSPECTION_CONTROLLERS,
    ...PRIVACY_CONTROLLERS,
    ...OPEN_REGISTER_CONTROLLERS,
    ...CREDENTIAL_CONTROLLERS,
  ],
  providers: [
    // providers
    LetterStore,
    LetterGenerator,
    LetterDelivery,
    AccreditationLetterJob,
    LetterReconciler,
    LetterRegenerationService,
    LetterDownloadService,
    LetterVerificationService,
    AccreditedRegisterService,
    AccreditationConfigService,
    SeedDefaultConfig,
    AccreditationWorkflowService,
    AccreditationReader,
    AccreditationListService,
    AccreditedExportService,
    AccreditationStandingService,
    EvidencePackService,
    NotificationLog,
    ExpirySweep,
    SanctionsService,
    SuspensionEnd,
    DelistingEnd,
    DeadlineSweep,
    DeadlineService,
    HolidaysService,
    RenewalService,
    erasureJournalProvider,
    ErasureService,
    ErasureReplay,
    LegalHoldsService,
    RetentionSweep,
    AppealsService,
    ...INSPECTION_PROVIDERS,
    ...PRIVACY_PROVIDERS,
    ...OPEN_REGISTER_PROVIDERS,
    ...CREDENTIAL_PROVIDERS,
  ],
  exports: [AccreditationReader, AccreditationConfigService, LetterKeys],
})
export class AccreditationModule {}
