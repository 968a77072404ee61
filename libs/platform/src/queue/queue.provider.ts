import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BullMqQueue } from './bullmq.queue.js';
import { InProcessQueue } from './in-process.queue.js';
import { JOB_QUEUE_TOKEN } from './job-queue.js';
import { JobRegistry } from './job-registry.js';

/** BullMQ when REDIS_URL is set, else in-process (DECISIONS §3). */
export const jobQueueProvider: Provider = {
  provide: JOB_QUEUE_TOKEN,
  inject: [APP_CONFIG, JobRegistry, DataSource],
  useFactory: (config: AppConfig, registry: JobRegistry, dataSource: DataSource) =>
    config.redisUrl
      ? new BullMqQueue(config.redisUrl, process.env.QUEUE_PREFIX ?? 'cbt', registry, dataSource, config.jobLockMs)
      : new InProcessQueue(registry, dataSource),
};
