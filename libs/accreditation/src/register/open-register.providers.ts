import { OpenRegisterController } from './open-register.controller.js';
import { RegisterDumpsService } from './register-dumps.service.js';
import { RegisterFeedService } from './register-feed.service.js';
import { RegisterFeedSweep } from './register-feed-sweep.js';
import { RegisterFeedSync } from './register-feed-sync.js';

/** The open register (DECISIONS §10): the RPDE feed, the dumps and the DCAT catalogue. */
export const OPEN_REGISTER_CONTROLLERS = [OpenRegisterController];
export const OPEN_REGISTER_PROVIDERS = [RegisterFeedSync, RegisterFeedSweep, RegisterFeedService, RegisterDumpsService];
