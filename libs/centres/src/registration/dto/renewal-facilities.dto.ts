import { PickType } from '@nestjs/swagger';
import { DetailedRegistrationDto } from './detailed-registration.dto.js';

/**
 * What a centre confirms or updates when it renews its accreditation (DECISIONS §9): its capacity
 * and facilities. Its identity is not here: a change of identity is a change request.
 */
export const RENEWAL_FIELDS = [
  'systemConfiguration',
  'CentreCapacity',
  'ExpectedCandidates',
  'NumberOfBackupSystems',
  'TypeOfPowerSource',
  'TypeOfBackupPowerSource',
  'GeneratorCapacity',
  'NetworkTopology',
  'SystemArchitecture',
  'CoolingSystem',
  'CCTVType',
  'networkingType',
  'CCTV',
  'internetConnection',
] as const satisfies ReadonlyArray<keyof DetailedRegistrationDto>;

/** Those fields of the detailed registration, with its very checks and messages (PickType keeps them). */
export class RenewalFacilitiesDto extends PickType(DetailedRegistrationDto, RENEWAL_FIELDS) {}

