import { PrivacyBreachesController } from './privacy-breaches.controller.js';
import { PrivacyBreachesService } from './privacy-breaches.service.js';
import { PrivacyMail } from './privacy-mail.js';
import { PrivacyRequestSweep } from './privacy-request-sweep.js';
import { PrivacyRequestsController, PublicPrivacyRequestsController } from './privacy-requests.controller.js';
import { PrivacyRequestsService } from './privacy-requests.service.js';
import { PrivacyStaff } from './privacy-staff.js';

/** The data protection officer's office: requests from people without an account, and the breach register. */
export const PRIVACY_CONTROLLERS = [PublicPrivacyRequestsController, PrivacyRequestsController, PrivacyBreachesController];
export const PRIVACY_PROVIDERS = [PrivacyMail, PrivacyStaff, PrivacyRequestsService, PrivacyRequestSweep, PrivacyBreachesService];
