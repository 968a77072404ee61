import type { AccreditationStanding } from '@cbt/contracts';
import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentreDetail } from '../centreTypes';
import { useShownValues } from '../detail/format';

/** One entry of `school.accreditationCycles` (GET /api/admin/schools/{id}). */
export interface AccreditationCycle {
  id: string;
  cycle: number;
  kind: 'initial' | 'renewal' | string;
  status: string;
  standing: AccreditationStanding | null;
  validFrom: string | null;
  validUntil: string | null;
  accreditedAt: string | null;
  letterCode: string | null;
}

const STANDING_COLOURS: Record<AccreditationStanding, ChipProps['color']> = {
  accredited: 'success',
  suspended: 'warning',
  revoked: 'error',
  expired: 'default',
  superseded: 'default',
};

/**
 * DECISIONS §9: a centre is accredited cycle after cycle (initial, then renewals). Every cycle is
 * listed, newest first, with its kind, its standing (or its workflow status while it runs) and its
 * validity; a superseded one stays listed as history.
 */
export function AccreditationCyclesCard({ centre }: { centre: CentreDetail }) {
  const translate = useTranslate();
  const { shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.cycles.${key}`, options);
  const cycles = (centre.school as { accreditationCycles?: AccreditationCycle[] }).accreditationCycles ?? [];
  if (cycles.length === 0) return null;
  const date = (value: string | null) => (value ? shownDate(value) : '—');

  return (
    <Card component="section" aria-labelledby="cycles-title">
      <CardContent>
        <Typography id="cycles-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Table size="small" aria-labelledby="cycles-title" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('cycle')}</TableCell>
              <TableCell>{t('kindColumn')}</TableCell>
              <TableCell>{t('standing')}</TableCell>
              <TableCell>{t('validFrom')}</TableCell>
              <TableCell>{t('validUntil')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cycles.map((c) => (
              <TableRow key={c.id} data-testid={`cycle-${c.cycle}`}>
                <TableCell>{c.cycle}</TableCell>
                <TableCell>{t(`kind.${c.kind}`, { _: c.kind })}</TableCell>
                <TableCell>
                  {c.standing ? (
                    <Chip size="small" label={translate(`console.accreditation.standing.${c.standing}`)} color={STANDING_COLOURS[c.standing]} />
                  ) : (
                    <Chip size="small" variant="outlined" label={translate(`console.accreditation.status.${c.status}`, { _: c.status })} />
                  )}
                </TableCell>
                <TableCell>{date(c.validFrom)}</TableCell>
                <TableCell>{date(c.validUntil)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
