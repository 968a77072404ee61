import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '#platform';
import { coreImports } from '../../api/src/composition.js';
import { WorkerLifecycle } from '../../api/src/worker-lifecycle.js';

/** The same modules as the API (so the same job handlers), without HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: coreImports(config, databaseUrl),
      providers: [{ provide: WorkerLifecycle.RUN_WORKERS, useValue: true }, WorkerLifecycle],
    };
  }
}
