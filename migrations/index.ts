import { Foundation1732200000000 } from './1732200000000-Foundation.js';
import { IdentityUserDeletion1732210000000 } from './1732210000000-IdentityUserDeletion.js';
import { Centres1732220000000 } from './1732220000000-Centres.js';
import { Accreditation1732230000000 } from './1732230000000-Accreditation.js';
import { Reports1732240000000 } from './1732240000000-Reports.js';
import { AccreditationTrust1732400000000 } from './1732400000000-AccreditationTrust.js';
import { AuditLog1732500000000 } from './1732500000000-AuditLog.js';
import { EvidencePacks1732500000001 } from './1732500000001-EvidencePacks.js';
import { CentreLanguageAndOtpClients1732700000000 } from './1732700000000-CentreLanguageAndOtpClients.js';
import { BulkActions1732800000000 } from './1732800000000-BulkActions.js';
import { AuditStateActionIndex1732900000000 } from './1732900000000-AuditStateActionIndex.js';
import { AccreditationCycles1733000000000 } from './1733000000000-AccreditationCycles.js';
import { SessionsAndRegistrations1733050000000 } from './1733050000000-SessionsAndRegistrations.js';
import { FilesInDatabase1733100000000 } from './1733100000000-FilesInDatabase.js';
import { AccreditationValidity1733150000000 } from './1733150000000-AccreditationValidity.js';
import { InspectionVisits1733260000000 } from './1733260000000-InspectionVisits.js';
import { Deadlines1733300000000 } from './1733300000000-Deadlines.js';
import { CentreActionsByCentreAndTime1733400000000 } from './1733400000000-CentreActionsByCentreAndTime.js';
import { ReportImports1733500000600 } from './1733500000600-ReportImports.js';
import { WithdrawnRenewals1733520000000 } from './1733520000000-WithdrawnRenewals.js';
import { StaffInvitations1733620000000 } from './1733620000000-StaffInvitations.js';
import { InspectorRole1733620000001 } from './1733620000001-InspectorRole.js';
import { DefaultStageNames1733620000002 } from './1733620000002-DefaultStageNames.js';
import { PeriodicRuns1733630000000 } from './1733630000000-PeriodicRuns.js';
import { PrivacyOffice1733650000000 } from './1733650000000-PrivacyOffice.js';
import { PersonalDataRetention1733660000000 } from './1733660000000-PersonalDataRetention.js';
import { CentreReadLog1733670000000 } from './1733670000000-CentreReadLog.js';
import { DueProcess1733680000000 } from './1733680000000-DueProcess.js';
import { ConflictsOfInterest1733680000001 } from './1733680000001-ConflictsOfInterest.js';
import { OpenRegisterFeed1733690000000 } from './1733690000000-OpenRegisterFeed.js';
import { Sanctions1733690000020 } from './1733690000020-Sanctions.js';
import { WorkingDayAfterByWeeks1733690000050 } from './1733690000050-WorkingDayAfterByWeeks.js';
import { LetterCredentials1733690000100 } from './1733690000100-LetterCredentials.js';
import { AuditCheckpointTable1733695000000 } from './1733695000000-AuditCheckpointTable.js';
import { DelistingOffRegister1733700400000 } from './1733700400000-DelistingOffRegister.js';
import { DueProcessDocuments1733700400001 } from './1733700400001-DueProcessDocuments.js';
import { DueProcessReportIndexes1733700500000 } from './1733700500000-DueProcessReportIndexes.js';
import { CentreCoordinates1733700600000 } from './1733700600000-CentreCoordinates.js';

/** Every migration in order; the only way the schema changes. */
export const MIGRATIONS = [
  Foundation1732200000000,
  IdentityUserDeletion1732210000000,
  Centres1732220000000,
  Accreditation1732230000000,
  Reports1732240000000,
  AccreditationTrust1732400000000,
  AuditLog1732500000000,
  EvidencePacks1732500000001,
  CentreLanguageAndOtpClients1732700000000,
  BulkActions1732800000000,
  AuditStateActionIndex1732900000000,
  AccreditationCycles1733000000000,
  SessionsAndRegistrations1733050000000,
  FilesInDatabase1733100000000,
  AccreditationValidity1733150000000,
  InspectionVisits1733260000000,
  Deadlines1733300000000,
  CentreActionsByCentreAndTime1733400000000,
  ReportImports1733500000600,
  WithdrawnRenewals1733520000000,
  StaffInvitations1733620000000,
  InspectorRole1733620000001,
  DefaultStageNames1733620000002,
  PeriodicRuns1733630000000,
  PrivacyOffice1733650000000,
  PersonalDataRetention1733660000000,
  CentreReadLog1733670000000,
  DueProcess1733680000000,
  ConflictsOfInterest1733680000001,
  OpenRegisterFeed1733690000000,
  Sanctions1733690000020,
  WorkingDayAfterByWeeks1733690000050,
  LetterCredentials1733690000100,
  AuditCheckpointTable1733695000000,
  DelistingOffRegister1733700400000,
  DueProcessDocuments1733700400001,
  DueProcessReportIndexes1733700500000,
  CentreCoordinates1733700600000,
];
