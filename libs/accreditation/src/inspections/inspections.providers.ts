import type { Provider, Type } from '@nestjs/common';
import { InspectionMailSetup } from './mail/inspection-mail.setup.js';
import { InspectionPhotoStore, PgInspectionPhotoStore } from './photos/inspection-photo-store.js';
import { CentreInspectionsService } from './visits/centre-inspections.service.js';
import { InspectionFindingsService } from './visits/inspection-findings.service.js';
import { InspectionVisitsController } from './visits/inspection-visits.controller.js';
import { InspectionVisitsService } from './visits/inspection-visits.service.js';
import { InspectorDirectory } from './visits/inspector-directory.js';

/** What the accreditation module adds for inspection visits (one list, so the module lists one entry). */
export const INSPECTION_CONTROLLERS: Type[] = [InspectionVisitsController];

export const INSPECTION_PROVIDERS: Provider[] = [
  InspectorDirectory,
  InspectionVisitsService,
  InspectionFindingsService,
  CentreInspectionsService,
  InspectionMailSetup,
  { provide: InspectionPhotoStore, useClass: PgInspectionPhotoStore },
];
