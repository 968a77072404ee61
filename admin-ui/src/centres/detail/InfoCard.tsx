import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentreDetail } from '../centreTypes';
import { CENTRE_OPTIONS } from '@cbt/contracts';
import { CENTRE_DETAIL_GROUPS } from './centreFields';
import { FieldGrid } from './FieldGrid';
import { useShownValues } from './format';

/** The fields whose value is one of a fixed list (SPEC §5's options and the ownership). */
const CHOSEN = new Set<string>(['ownershipType', ...Object.keys(CENTRE_OPTIONS)]);

/** Every field the centre filled in, in the groups of its registration form. */
export function InfoCard({ centre }: { centre: CentreDetail }) {
  const translate = useTranslate();
  const { shown, shownDate } = useShownValues();
  const school = centre.school;
  // A value picked from a list reads in the console's language; what the centre typed stays as typed.
  const chosen = (value: unknown) => (typeof value === 'string' && value ? translate(`console.centre.option.${value}`, { _: value }) : shown(value));
  return (
    <Stack spacing={2}>
      {CENTRE_DETAIL_GROUPS.map((group, index) => (
        <Card key={group.id} component="section" aria-labelledby={`${group.id}-title`}>
          <CardContent>
            <Typography id={`${group.id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
              {translate(`console.centre.group.${group.id}`)}
            </Typography>
            <FieldGrid
              rows={[
                ...group.fields.map((key): [string, string] => [translate(`console.centre.field.${key}`), CHOSEN.has(key) ? chosen(school[key]) : shown(school[key])]),
                ...(index === 0 ? [[translate('console.centre.createdDate'), shownDate(school.createdAt)] as [string, string]] : []),
              ]}
            />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
