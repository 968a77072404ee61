import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CentresModule } from '#centres';
import { ACCREDITATION_ENTITIES } from './accreditation.entities.js';

/**
 * Staged accreditation of centres that passed the autotest (issue 4): versioned configuration,
 * the workflow, letters, public verification, the accredited list, stats and export.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ACCREDITATION_ENTITIES), CentresModule],
  controllers: [
    // controllers
  ],
  providers: [
    // providers
  ],
  exports: [],
})
export class AccreditationModule {}
