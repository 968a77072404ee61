export * from './accreditation.module.js';
export * from './accreditation.entities.js';
export * from './events/accreditation-events.js';
export * from './workflow/accreditation-reader.js';
export * from './workflow/accreditation-view.js';
export * from './config/accreditation-config.service.js';
export * from './letters/verification-code.js';
export * from './letters/credentials/letter-keys.service.js';
