import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { REPORTS_ENTITIES } from './reports.entities.js';

/** Report tables fed by domain events and a periodic rebuild, and the five report calls (issue 4). */
@Module({
  imports: [TypeOrmModule.forFeature(REPORTS_ENTITIES)],
  controllers: [
    // controllers
  ],
  providers: [
    // providers
  ],
})
export class ReportsModule {}
