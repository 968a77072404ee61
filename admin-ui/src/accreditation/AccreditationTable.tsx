import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, IconButton, LinearProgress, Link as MuiLink, Stack, Typography, useMediaQuery, type ChipProps, type Theme } from '@mui/material';
import { Datagrid, FunctionField, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { LiveStanding } from '@cbt/contracts';
import type { AccreditationRow } from '../providers/accreditationProvider';
import { DeadlineCell } from '../shared/DeadlineCell';
import { consoleFormat } from '../shared/format';
import { InitialiseButton } from './InitialiseButton';
import { LetterButton } from './LetterButton';
import { RegenerateLetterButton } from './RegenerateLetterButton';
import { stageProgress, statusLabel } from './stageProgress';

const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  approved: 'success',
  rejected: 'error',
  in_progress: 'info',
  pending: 'warning',
  withdrawn: 'default',
};

const STANDING_COLOURS: Record<LiveStanding, ChipProps['color']> = {
  accredited: 'success',
  suspended: 'warning',
  revoked: 'error',
  expired: 'default',
  superseded: 'default',
  withdrawn: 'warning',
};

const centrePath = (row: AccreditationRow) => `/admin-centre/${row.id}`;
const accreditedDate = (row: AccreditationRow, locale: string) => (row.accreditation?.accreditedAt ? consoleFormat(locale).date(row.accreditation.accreditedAt) : '—');
/** DECISIONS §9: the validity of the accreditation in force (an earlier cycle's while a renewal runs). */
const validUntil = (row: AccreditationRow, locale: string) => (row.accreditation?.validUntil ? consoleFormat(locale).date(row.accreditation.validUntil) : '—');

/**
 * A granted accreditation shows its live standing (a revoked one never reads "Accredited"); one still
 * running shows its status, beside the standing of an earlier accreditation still in force.
 */
function StatusChip({ row }: { row: AccreditationRow }) {
  const translate = useTranslate();
  const a = row.accreditation;
  const standing = a?.standing ? <Chip size="small" label={translate(`console.accreditation.standing.${a.standing}`)} color={STANDING_COLOURS[a.standing]} /> : null;
  if (a?.status === 'approved' && standing) return standing;
  const status = <Chip size="small" label={statusLabel(a, translate)} color={a ? STATUS_COLOURS[a.status] : 'default'} />;
  if (!standing || !a?.inForceId) return status;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {status}
      <Chip size="small" variant="outlined" label={translate('console.accreditation.inForce', { standing: translate(`console.accreditation.standing.${a.standing}`) })} color={STANDING_COLOURS[a.standing!]} />
    </Stack>
  );
}

function StageProgressCell({ row }: { row: AccreditationRow }) {
  const translate = useTranslate();
  const { text, percent } = stageProgress(row.accreditation, translate);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" component="div">
        {text}
      </Typography>
      {percent !== null && <LinearProgress variant="determinate" value={percent} sx={{ mt: 0.5 }} aria-label={translate('console.accreditation.progress.bar', { name: row.CentreName, text, percent })} />}
    </Box>
  );
}

/** The letter of a centre in good standing (DECISIONS §9): download it, and (super admins) make it again. */
function LetterActions({ row }: { row: AccreditationRow }) {
  const translate = useTranslate();
  // DECISIONS §10: shown on every row, disabled with the reason where the centre has no letter.
  const reason = row.accreditation?.standing !== 'accredited' || row.status !== 'autotest_approved' ? translate('console.accreditation.why.noLetter') : null;
  return (
    <>
      <LetterButton centreId={row.id} centreName={row.CentreName} reference={row.ReferenceNumber} disabledReason={reason} />
      <RegenerateLetterButton centreId={row.id} centreName={row.CentreName} disabledReason={reason} />
    </>
  );
}

function Empty() {
  const translate = useTranslate();
  return <Typography sx={{ p: 3, textAlign: 'center' }}>{translate('console.accreditation.empty')}</Typography>;
}
const empty = <Empty />;

/** On a phone: one card-like item per centre, wrapping, so nothing scrolls sideways at 360 px. */
function PhoneList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<AccreditationRow>
      rowClick={false}
      aria-label={translate('console.accreditation.listLabel')}
      empty={empty}
      primaryText={(row) => (
        <MuiLink component={Link} to={centrePath(row)} sx={{ overflowWrap: 'anywhere' }}>
          {row.CentreName}
        </MuiLink>
      )}
      secondaryText={(row) => (
        // A Typography element is not wrapped in a paragraph again, so the blocks below stay valid HTML.
        <Typography variant="body2" component="div" color="text.secondary">
          <Box sx={{ overflowWrap: 'anywhere' }}>
            {row.ReferenceNumber}
            {row.State ? ` · ${row.State}` : ''}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
            <StatusChip row={row} />
            {row.accreditation?.accreditedAt && <span>{translate('console.accreditation.accreditedOn', { date: accreditedDate(row, locale) })}</span>}
            {row.accreditation?.validUntil && <span>{translate('console.accreditation.validUntil', { date: validUntil(row, locale) })}</span>}
          </Stack>
          <StageProgressCell row={row} />
          {row.deadline && (
            <Box sx={{ mt: 0.5 }}>
              <DeadlineCell deadline={row.deadline} showKind />
            </Box>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <InitialiseButton row={row} />
            <LetterActions row={row} />
          </Stack>
        </Typography>
      )}
    />
  );
}

/** Centres that passed the autotest, with their stage progress, a link to the centre and, once accredited, the letter. */
export function AccreditationTable() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (phone) return <PhoneList />;
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      aria-label={translate('console.accreditation.listLabel')}
      // Inline-size containment keeps a wide table from widening the page: it scrolls in its own box.
      sx={{ contain: 'inline-size', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
    >
      <FunctionField<AccreditationRow>
        // Datagrid translates its columns' labels.
        label="console.accreditation.column.centre"
        sortable={false}
        render={(row) => (
          <>
            <MuiLink component={Link} to={centrePath(row)}>
              {row.CentreName}
            </MuiLink>
            {small && (
              <Typography variant="body2" color="text.secondary">
                {row.ReferenceNumber}
              </Typography>
            )}
          </>
        )}
      />
      {!small && <FunctionField<AccreditationRow> label="console.accreditation.column.reference" sortable={false} render={(row) => row.ReferenceNumber} />}
      {!small && <FunctionField<AccreditationRow> label="console.common.state" sortable={false} render={(row) => row.State ?? '—'} />}
      {!small && (
        <FunctionField<AccreditationRow> label="console.accreditation.column.score" textAlign="right" sortable={false} render={(row) => (row.autotestScore === null ? '—' : `${row.autotestScore}%`)} />
      )}
      <FunctionField<AccreditationRow> label="console.accreditation.column.status" sortable={false} render={(row) => <StatusChip row={row} />} />
      <FunctionField<AccreditationRow> label="console.accreditation.column.progress" sortable={false} render={(row) => <StageProgressCell row={row} />} />
      {/* The active stage's deadline (docs/TRUST.md "Deadlines and reminders"); the centre list's cell. */}
      <FunctionField<AccreditationRow> label="console.deadlines.column" sortable={false} render={(row) => <DeadlineCell deadline={row.deadline} showKind />} />
      {!small && <FunctionField<AccreditationRow> label="console.accreditation.column.accreditedDate" sortable={false} render={(row) => accreditedDate(row, locale)} />}
      <FunctionField<AccreditationRow> label="console.accreditation.column.validUntil" sortable={false} render={(row) => validUntil(row, locale)} />
      <FunctionField<AccreditationRow>
        label="console.common.actions"
        sortable={false}
        render={(row) => (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
            {/* A native title, not MUI's Tooltip: one Tooltip per row is costly on a long page. */}
            <IconButton component={Link} to={centrePath(row)} size="small" aria-label={translate('console.accreditation.viewDetailsOf', { name: row.CentreName })} title={translate('console.accreditation.viewDetails')}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
            <InitialiseButton row={row} />
            <LetterActions row={row} />
          </Box>
        )}
      />
    </Datagrid>
  );
}
