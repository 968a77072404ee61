import { Card, CardContent, Typography } from '@mui/material';
import type { CentreDetail } from '../centreTypes';
import { FieldGrid } from './FieldGrid';
import { shown, shownDate } from './format';

const FIELDS: Array<[string, string]> = [
  ['CBT Centre', 'CentreName'],
  ['Registration #', 'ReferenceNumber'],
  ['Exam Body', 'examBody'],
  ['Ownership Type', 'ownershipType'],
  ['RC / Government Number', 'GovernmentId'],
  ['Admin Name', 'AdminName'],
  ['Admin Email', 'AdminEmail'],
  ['Admin Phone', 'AdminNumber'],
  ['Coordinator Name', 'CoordinatorName'],
  ['Coordinator Phone', 'CoordinatorPhone'],
  ['State', 'State'],
  ['Local Government', 'LocalGovernment'],
  ['Town', 'town'],
  ['Address', 'address'],
  ['Number of Systems', 'CentreCapacity'],
  ['Expected Candidates', 'ExpectedCandidates'],
  ['Power Source', 'TypeOfPowerSource'],
  ['Internet Connection', 'internetConnection'],
  ['CCTV', 'CCTV'],
  ['Registration Complete', 'isRegistrationComplete'],
];

export function InfoCard({ centre }: { centre: CentreDetail }) {
  const school = centre.school;
  return (
    <Card component="section" aria-labelledby="centre-info-title">
      <CardContent>
        <Typography id="centre-info-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Centre Information
        </Typography>
        <FieldGrid rows={[...FIELDS.map(([label, key]): [string, string] => [label, shown(school[key])]), ['Created Date', shownDate(school.createdAt)]]} />
      </CardContent>
    </Card>
  );
}
