import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '#platform';
import { coreImports } from './composition.js';
import { JobsController } from './operations/jobs.controller.js';
import { PublicConfigController } from './public-config.controller.js';
import { WorkerLifecycle } from './worker-lifecycle.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, runWorkers: boolean): DynamicModule {
    return {
      module: AppModule,
      imports: coreImports(config, databaseUrl),
      controllers: [PublicConfigController, JobsController],
      providers: [{ provide: WorkerLifecycle.RUN_WORKERS, useValue: runWorkers }, WorkerLifecycle],
    };
  }
}
