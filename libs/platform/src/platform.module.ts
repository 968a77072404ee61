import { Global, Module } from '@nestjs/common';
import { CentreSessions } from './auth/centre-sessions.js';
import { TokenService } from './auth/token.service.js';
import { UnitOfWork } from './database/unit-of-work.js';
import { FileStorage } from './files/file-storage.js';
import { FileSweeper } from './files/file-sweeper.js';
import { HealthController } from './health/health.controller.js';
import { SubjectRecordsReader } from './privacy/subject-records.js';
import { JobsOverview } from './jobs/jobs-overview.js';
import { OutboxInspector } from './jobs/outbox-inspector.js';
import { ClusterMetrics } from './metrics/cluster-metrics.js';
import { MetricsListener } from './metrics/metrics-http.js';
import { MailTemplates } from './mail/mail-templates.js';
import { MailTransport } from './mail/mail-transport.js';
import { SendMailJob } from './mail/send-mail.job.js';
import { EventRouter } from './outbox/event-router.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { OutboxService } from './outbox/outbox.service.js';
import { JobRegistry } from './queue/job-registry.js';
import { JOB_QUEUE_TOKEN } from './queue/job-queue.js';
import { jobQueueProvider } from './queue/queue.provider.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { LeasedRateLimiter } from './rate-limit/leased-rate-limiter.js';
import { PeriodicWork } from './queue/periodic-work.js';
import { Clock } from './clock/clock.js';

/**
 * Cross-cutting services every domain module uses; the database connection is set up by the app.
 * The auth guards are not providers here: Nest builds them where a controller uses them, so the
 * principal loader comes from the identity module without platform importing it.
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [
    TokenService,
    CentreSessions,
    UnitOfWork,
    OutboxService,
    OutboxRelay,
    EventRouter,
    JobRegistry,
    jobQueueProvider,
    MailTemplates,
    MailTransport,
    SendMailJob,
    RateLimiter,
    LeasedRateLimiter,
    PeriodicWork,
    Clock,
    FileStorage,
    FileSweeper,
    OutboxInspector,
    JobsOverview,
    ClusterMetrics,
    MetricsListener,
    SubjectRecordsReader,
  ],
  exports: [
    TokenService,
    CentreSessions,
    UnitOfWork,
    OutboxService,
    OutboxRelay,
    EventRouter,
    JobRegistry,
    JOB_QUEUE_TOKEN,
    MailTemplates,
    MailTransport,
    RateLimiter,
    LeasedRateLimiter,
    PeriodicWork,
    Clock,
    FileStorage,
    OutboxInspector,
    JobsOverview,
    SubjectRecordsReader,
  ],
})
export class PlatformModule {}
