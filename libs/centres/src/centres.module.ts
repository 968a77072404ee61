import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CentreAccess } from './centre/centre-access.js';
import { CentreRegistrar } from './centre/centre-registrar.js';
import { CENTRES_ENTITIES } from './centres.entities.js';
import { DocumentLinks } from './documents/document-links.js';
import { DocumentListing } from './documents/document-listing.js';
import { ActionHistory } from './history/action-history.js';
import { HistoryAuditBackfill } from './history/history-audit-backfill.js';
import { CentreMailSetup } from './mail/centre-mail.setup.js';
import { GeographyController } from './geography/geography.controller.js';
import { PublicRegistrationController } from './public/public-registration.controller.js';
import { PreRegistrationService } from './public/pre-registration.service.js';
import { StatusLookupService } from './public/status-lookup.service.js';
import { CentreLoginController, CentreSessionController } from './session/centre-session.controller.js';
import { CentreSessionService } from './session/centre-session.service.js';
import { CentreOtpService } from './session/centre-otp.service.js';
import { RegistrationController } from './registration/registration.controller.js';
import { DetailedRegistrationService } from './registration/detailed-registration.service.js';
import { UploadController } from './documents/upload.controller.js';
import { FileDownloadController } from './documents/file-download.controller.js';
import { DocumentUploadService } from './documents/document-upload.service.js';
import { DocumentDownloadService } from './documents/document-download.service.js';
import { DocumentDeleteController } from './documents/document-delete.controller.js';
import { DocumentDeleteService } from './documents/document-delete.service.js';
import { SimpleCreateController } from './creation/simple-create.controller.js';
import { SimpleCreateService } from './creation/simple-create.service.js';
import { BulkUploadController } from './imports/bulk-upload.controller.js';
import { ImportCentresJob } from './imports/import-centres.job.js';
import { ImportJobsService } from './imports/import-jobs.service.js';
import { AutotestController } from './autotest/autotest.controller.js';
import { AutotestService } from './autotest/autotest.service.js';
import { CentreExportService } from './listing/centre-export.service.js';
import { CentreListController } from './listing/centre-list.controller.js';
import { CentreListService } from './listing/centre-list.service.js';
import { ReviewController } from './review/review.controller.js';
import { ResendStatusController } from './review/resend-status.controller.js';
import { ReviewService } from './review/review.service.js';
import { ActionsController } from './history/actions.controller.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { BulkActionsController } from './bulk-actions/bulk-actions.controller.js';
import { BulkActionJob } from './bulk-actions/bulk-action.job.js';
import { BulkActionsService } from './bulk-actions/bulk-actions.service.js';
import { ImportJobsListController } from './import-jobs-list/import-jobs-list.controller.js';
import { AdminChangeRequestController, CentreChangeRequestController } from './change-requests/change-request.controller.js';
import { ChangeRequestService } from './change-requests/change-request.service.js';
import { TrustMailSetup } from './mail/trust-mail.setup.js';
import { AppealMailSetup } from './due-process/appeal-mail.setup.js';
import { CentreAppealsController } from './due-process/centre-appeals.controller.js';
import { CentreAppealsService } from './due-process/centre-appeals.service.js';
import { DueProcessDocumentsController } from './due-process/due-process-documents.controller.js';
import { DueProcessDocumentsService } from './due-process/due-process-documents.service.js';
import { ConflictsController } from './due-process/conflicts.controller.js';
import { CentreNoticesController } from './due-process/centre-notices.controller.js';
import { CentreNoticesService } from './due-process/centre-notices.service.js';
import { SanctionMailSetup } from './due-process/sanction-mail.setup.js';
import { ConflictsService } from './due-process/conflicts.service.js';
import { CentreMyDataController } from './privacy/centre-my-data.controller.js';
import { CentreReadsController, ReadLogSearchController } from './privacy/read-log.controller.js';
import { ReadLogQuery } from './privacy/read-log.query.js';

/**
 * The centre from pre-registration to the admin's decision: public calls, the centre's
 * own session, review, history, import, export and autotest results.
 */
@Module({
  imports: [TypeOrmModule.forFeature(CENTRES_ENTITIES)],
  controllers: [
    // controllers
    GeographyController,
    PublicRegistrationController,
    CentreSessionController,
    CentreLoginController,
    RegistrationController,
    UploadController,
    DocumentDeleteController,
    FileDownloadController,
    SimpleCreateController,
    BulkUploadController,
    AutotestController,
    CentreListController,
    ReviewController,
    ResendStatusController,
    ActionsController,
    DashboardController,
    BulkActionsController,
    ImportJobsListController,
    CentreChangeRequestController,
    CentreAppealsController,
    DueProcessDocumentsController,
    CentreNoticesController,
    ConflictsController,
    AdminChangeRequestController,
    CentreMyDataController,
    CentreReadsController,
    ReadLogSearchController,
  ],
  providers: [
    CentreAccess,
    CentreRegistrar,
    ActionHistory,
    HistoryAuditBackfill,
    DocumentLinks,
    DocumentListing,
    CentreMailSetup,
    // providers
    PreRegistrationService,
    StatusLookupService,
    CentreOtpService,
    CentreSessionService,
    DetailedRegistrationService,
    DocumentUploadService,
    DocumentDeleteService,
    DocumentDownloadService,
    SimpleCreateService,
    ImportJobsService,
    ImportCentresJob,
    AutotestService,
    CentreListService,
    CentreExportService,
    ReviewService,
    DashboardService,
    BulkActionsService,
    BulkActionJob,
    ChangeRequestService,
    CentreAppealsService,
    DueProcessDocumentsService,
    CentreNoticesService,
    ConflictsService,
    AppealMailSetup,
    SanctionMailSetup,
    TrustMailSetup,
    ReadLogQuery,
  ],
  exports: [CentreAccess, ActionHistory, DocumentListing, ReviewService],
})
export class CentresModule {}
