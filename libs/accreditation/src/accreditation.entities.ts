import { AccreditationConfig } from './config/accreditation-config.entity.js';
import { AccreditationApproval } from './workflow/accreditation-approval.entity.js';
import { Accreditation } from './workflow/accreditation.entity.js';

export const ACCREDITATION_ENTITIES = [AccreditationConfig, Accreditation, AccreditationApproval];
