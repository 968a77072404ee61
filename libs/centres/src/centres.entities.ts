import { Centre } from './centre/centre.entity.js';
import { CentreDocument } from './documents/centre-document.entity.js';
import { CentreActionEntry } from './history/centre-action.entity.js';
import { ImportJob } from './imports/import-job.entity.js';
import { CentreOtp } from './session/centre-otp.entity.js';

export const CENTRES_ENTITIES = [Centre, CentreDocument, CentreActionEntry, CentreOtp, ImportJob];
