import { CENTRE_LIMITS, CENTRE_OPTIONS, MSG, OWNERSHIP_TYPES } from '#contracts';
import { CentreEmail, CoordinateField, Count, LgaField, OptionalOption, OptionalText, RequiredOption, RequiredText, StateField } from '../centre-fields.js';
import { OptionalPhoneListField, PhoneListField } from '../phone-field.js';

const req = MSG.fieldRequired;

/** Earlier saves stored bare numbers ('10', '5'); a form re-sending one is still accepted beside the listed sizes. */
export const GENERATOR_CAPACITIES: readonly string[] = [...CENTRE_OPTIONS.GeneratorCapacity, '10', '5'];

/**
 * SPEC §5 "Detailed centre registration", in the form's order, under the Centre's field names:
 * organizationName -> CentreName, rcNumber -> GovernmentId, phoneNumbers -> AdminNumber,
 * emailAddress -> AdminEmail, contactAddress -> address, numberOfSystems -> CentreCapacity,
 * powerSource -> TypeOfPowerSource, cctvAvailability -> CCTV (the aliases are accepted too).
 */
export class DetailedRegistrationDto {
  @RequiredText(MSG.organizationNameRequired, 'Organization name')
  CentreName: string;

  @RequiredText(req('Coordinator name'), 'Coordinator name')
  CoordinatorName: string;

  @RequiredText(MSG.rcNumberRequired, 'RC Number')
  GovernmentId: string;

  @RequiredOption(CENTRE_OPTIONS.isJambAccredited, MSG.selectAccreditationStatus, 'Accreditation status')
  isJambAccredited: string;

  @RequiredText(req('Year of establishment'), 'Year of establishment', 20)
  yearOfEstablishment: string;

  @PhoneListField(MSG.phoneNumberRequired)
  AdminNumber: string;

  @CentreEmail(MSG.emailAddressRequired, MSG.invalidEmailAddress)
  AdminEmail: string;

  @StateField(req('State'))
  State: string;

  @LgaField(req('LGA'))
  LocalGovernment: string;

  @RequiredText(req('Town'), 'Town')
  town: string;

  @RequiredText(req('Neighbourhood'), 'Neighbourhood')
  neighbourhood: string;

  @RequiredText(req('Nearest landmark'), 'Nearest landmark')
  nearestLandmark: string;

  @RequiredText(req('Contact address'), 'Contact address', CENTRE_LIMITS.longText)
  address: string;

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

  // Not on the SPEC's list: kept when absent, saved when sent.
  @Count({ required: req('Backup capacity'), min: 0, minMessage: MSG.zeroOrMore, label: 'Backup capacity', optional: true })
  backUpCapacity?: number;

  @OptionalOption(OWNERSHIP_TYPES, 'Ownership type')
  ownershipType?: string;

  @OptionalText('Admin name')
  AdminName?: string;

  @OptionalPhoneListField()
  AdminPhone?: string;

  @OptionalPhoneListField()
  CoordinatorPhone?: string;

  // DECISIONS §10 "ordered by distance": where the premises are, if the centre says (docs/REGISTER.md).
  @CoordinateField('latitude')
  latitude?: number | null;

  @CoordinateField('longitude')
  longitude?: number | null;
}
