/**
 * Everything a centre fills in, grouped like its registration form (SPEC §5 "Detailed centre
 * registration": Section A centre information, Section B capacity), plus what the council records
 * about it. Each entry is a field of the centre record; its label is `console.centre.field.<field>`
 * and the group's title `console.centre.group.<id>` in the console's messages.
 */
export const CENTRE_DETAIL_GROUPS: ReadonlyArray<{ id: string; fields: ReadonlyArray<string> }> = [
  {
    id: 'centre-info',
    fields: [
      'CentreName',
      'ReferenceNumber',
      'examBody',
      'ownershipType',
      'GovernmentId',
      'isJambAccredited',
      'yearOfEstablishment',
      'AdminName',
      'AdminEmail',
      'AdminNumber',
      'AdminPhone',
      'CoordinatorName',
      'CoordinatorPhone',
      'State',
      'LocalGovernment',
      'town',
      'neighbourhood',
      'nearestLandmark',
      'address',
      'latitude',
      'longitude',
      'isRegistrationComplete',
    ],
  },
  {
    id: 'centre-capacity',
    fields: [
      'systemConfiguration',
      'CentreCapacity',
      'ExpectedCandidates',
      'NumberOfBackupSystems',
      'backUpCapacity',
      'TypeOfPowerSource',
      'TypeOfBackupPowerSource',
      'GeneratorCapacity',
      'NetworkTopology',
      'SystemArchitecture',
      'CoolingSystem',
      'CCTV',
      'CCTVType',
      'networkingType',
      'internetConnection',
    ],
  },
];
