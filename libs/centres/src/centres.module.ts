import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CentreAccess } from './centre/centre-access.js';
import { CentreRegistrar } from './centre/centre-registrar.js';
import { CENTRES_ENTITIES } from './centres.entities.js';
import { DocumentLinks } from './documents/document-links.js';
import { DocumentListing } from './documents/document-listing.js';
import { ActionHistory } from './history/action-history.js';
import { CentreMailSetup } from './mail/centre-mail.setup.js';

/**
 * The centre from pre-registration to the admin's decision (issue 3): public calls, the centre's
 * own session, review, history, import, export and autotest results.
 */
@Module({
  imports: [TypeOrmModule.forFeature(CENTRES_ENTITIES)],
  controllers: [
    // controllers
  ],
  providers: [
    CentreAccess,
    CentreRegistrar,
    ActionHistory,
    DocumentLinks,
    DocumentListing,
    CentreMailSetup,
    // providers
  ],
  exports: [CentreAccess, ActionHistory, DocumentListing],
})
export class CentresModule {}
