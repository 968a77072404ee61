import { CENTRE_LIMITS, CENTRE_OPTIONS, MSG } from '#contracts';
import { Count, RequiredOption, RequiredText } from '../centre-fields.js';
import { GENERATOR_CAPACITIES } from './detailed-registration.dto.js';

const req = MSG.fieldRequired;

/**
 * What a centre confirms or updates when it renews its accreditation (DECISIONS §9): its capacity
 * and facilities, checked as the detailed registration checks them. Its identity is not here: a
 * change of identity is a change request.
 */
export class RenewalFacilitiesDto {
  @RequiredText(req('System configuration'), 'System configuration', CENTRE_LIMITS.longText)
  systemConfiguration: string;

  @Count({ required: req('Number of systems'), min: 1, minMessage: MSG.atLeastOneSystem, label: 'Number of systems' })
  CentreCapacity: number;

  @Count({ required: req('Expected candidates'), min: 1, minMessage: MSG.atLeastOneCandidate, label: 'Expected candidates', max: 10_000_000 })
  ExpectedCandidates: number;

  @Count({ required: req('Backup systems'), min: 0, minMessage: MSG.zeroOrMore, label: 'Backup systems' })
  NumberOfBackupSystems: number;

  @RequiredOption(CENTRE_OPTIONS.TypeOfPowerSource, req('Power source'), 'Power source')
  TypeOfPowerSource: string;

  @RequiredOption(CENTRE_OPTIONS.TypeOfBackupPowerSource, req('Backup power source'), 'Backup power source')
  TypeOfBackupPowerSource: string;

  @RequiredOption(GENERATOR_CAPACITIES, req('Generator capacity'), 'Generator capacity')
  GeneratorCapacity: string;

  @RequiredOption(CENTRE_OPTIONS.NetworkTopology, req('Network topology'), 'Network topology')
  NetworkTopology: string;

  @RequiredOption(CENTRE_OPTIONS.SystemArchitecture, req('System architecture'), 'System architecture')
  SystemArchitecture: string;

  @RequiredOption(CENTRE_OPTIONS.CoolingSystem, req('Cooling system'), 'Cooling system')
  CoolingSystem: string;

  @RequiredOption(CENTRE_OPTIONS.CCTVType, req('CCTV type'), 'CCTV type')
  CCTVType: string;

  @RequiredOption(CENTRE_OPTIONS.networkingType, req('Networking type'), 'Networking type')
  networkingType: string;

  @RequiredOption(CENTRE_OPTIONS.CCTV, req('CCTV availability'), 'CCTV availability')
  CCTV: string;

  @RequiredOption(CENTRE_OPTIONS.internetConnection, req('Internet connection'), 'Internet connection')
  internetConnection: string;
}

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
] as const satisfies ReadonlyArray<keyof RenewalFacilitiesDto>;
