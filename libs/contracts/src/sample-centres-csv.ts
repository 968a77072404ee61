/**
 * The sample file the bulk-upload screen offers (SPEC §2 "Bulk upload": three example rows). The
 * header names the required columns first, then the optional ones (DECISIONS §6). Kept here so the
 * server's sample download and the console show the same file.
 */
export const SAMPLE_CENTRES_CSV = [
  'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType,address',
  'Bright Future CBT Centre,RC123456,admin@brightfuture.example.com,Lagos,Ikeja,Adaeze Okafor,+2348012345678,Private Institution,12 Allen Avenue',
  'Government Science College CBT,GOV-KN-0042,ict@gsc-kano.example.com,Kano,Nasarawa,Musa Ibrahim,+2348098765432,State/Government Institution,Zoo Road',
  'Unity Digital Hub,RC654321,contact@unityhub.example.com,FCT,Municipal Area Council,Ngozi Eze,"+2348031112222,+2348094443333",Private Institution,"Plot 5, Garki"',
  '',
].join('\r\n');
