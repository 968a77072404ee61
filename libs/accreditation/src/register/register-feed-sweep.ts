import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, JobName, PeriodicWork, type AppConfig } from '#platform';
import { RegisterFeedSync } from './register-feed-sync.js';

/**
 * DECISIONS §10: a decision shows in the feed within 60 s. Reads catch the feed up too, but only
 * about a second's worth each, and only when someone reads: after a quiet period a large change
 * (a bulk decision, the expiry sweep) would wait for readers. This sweep, a job scheduler like the
 * other sweeps (REGISTER_FEED_SWEEP_MS, at most 30 s: one instance a tick), writes the whole log each
 * period. It is safe to run twice: a pass consumes only the log rows it sees.
 */
@Injectable()
export class RegisterFeedSweep implements OnModuleInit {
  private readonly logger = new Logger('register-feed');

  constructor(
    private readonly periodic: PeriodicWork,
    private readonly sync: RegisterFeedSync,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.periodic.register(JobName.RegisterFeedCatchUp, this.config.registerFeedSweepMs, () => this.run());
  }

  /** One run; its counts are the run's outcome on the Jobs page. */
  async run(): Promise<string> {
    const { published, withdrawn } = await this.sync.catchUpAll();
    if (published + withdrawn > 0) this.logger.debug(`feed caught up: ${published} published, ${withdrawn} withdrawn`);
    return `published: ${published}, withdrawn: ${withdrawn}`;
  }
}
