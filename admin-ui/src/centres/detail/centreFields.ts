/**
 * Everything a centre fills in, grouped like its registration form (SPEC §5 "Detailed centre
 * registration": Section A centre information, Section B capacity), plus what the council records
 * about it. Each entry is [label, field of the centre record].
 */
export const CENTRE_DETAIL_GROUPS: ReadonlyArray<{ id: string; title: string; fields: ReadonlyArray<[string, string]> }> = [
  {
    id: 'centre-info',
    title: 'Centre Information',
    fields: [
      ['CBT Centre', 'CentreName'],
      ['Registration #', 'ReferenceNumber'],
      ['Exam Body', 'examBody'],
      ['Ownership Type', 'ownershipType'],
      ['RC / Government Number', 'GovernmentId'],
      ['Already Accredited', 'isJambAccredited'],
      ['Year of Establishment', 'yearOfEstablishment'],
      ['Admin Name', 'AdminName'],
      ['Admin Email', 'AdminEmail'],
      ['Admin Phone', 'AdminNumber'],
      ['Other Phone', 'AdminPhone'],
      ['Coordinator Name', 'CoordinatorName'],
      ['Coordinator Phone', 'CoordinatorPhone'],
      ['State', 'State'],
      ['Local Government', 'LocalGovernment'],
      ['Town', 'town'],
      ['Neighbourhood', 'neighbourhood'],
      ['Nearest Landmark', 'nearestLandmark'],
      ['Address', 'address'],
      ['Registration Complete', 'isRegistrationComplete'],
    ],
  },
  {
    id: 'centre-capacity',
    title: 'Centre Capacity and Facilities',
    fields: [
      ['System Configuration', 'systemConfiguration'],
      ['Number of Systems', 'CentreCapacity'],
      ['Expected Candidates', 'ExpectedCandidates'],
      ['Backup Systems', 'NumberOfBackupSystems'],
      ['Backup Capacity', 'backUpCapacity'],
      ['Power Source', 'TypeOfPowerSource'],
      ['Backup Power Source', 'TypeOfBackupPowerSource'],
      ['Generator Capacity', 'GeneratorCapacity'],
      ['Network Topology', 'NetworkTopology'],
      ['System Architecture', 'SystemArchitecture'],
      ['Cooling System', 'CoolingSystem'],
      ['CCTV', 'CCTV'],
      ['CCTV Type', 'CCTVType'],
      ['Networking Type', 'networkingType'],
      ['Internet Connection', 'internetConnection'],
    ],
  },
];
