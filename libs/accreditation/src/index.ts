export * from './accreditation.module.js';
export * from './accreditation.entities.js';
export * from './workflow/accreditation-events.js';
