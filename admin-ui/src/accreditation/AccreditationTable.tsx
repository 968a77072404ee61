import { ACCREDITATION_PAGE_SIZES, MSG } from '@cbt/contracts';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type ChipProps,
  type Theme,
} from '@mui/material';
import { Link } from 'react-router-dom';
import type { AccreditationRow } from '../providers/accreditationProvider';
import { LetterButton } from './LetterButton';
import { RegenerateLetterButton } from './RegenerateLetterButton';
import { stageProgress, statusLabel } from './stageProgress';

const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  approved: 'success',
  rejected: 'error',
  in_progress: 'info',
  pending: 'warning',
};

function StageProgressCell({ row }: { row: AccreditationRow }) {
  const { text, percent } = stageProgress(row.accreditation);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{text}</Typography>
      {percent !== null && (
        <LinearProgress variant="determinate" value={percent} sx={{ mt: 0.5 }} aria-label={`${row.CentreName}: ${text}, ${percent}%`} />
      )}
    </Box>
  );
}

export interface Paging {
  page: number;
  limit: number;
}

interface Props {
  rows: AccreditationRow[] | null;
  total: number;
  paging: Paging;
  onPaging: (paging: Paging) => void;
}

/** Centres that passed the autotest, with their stage progress, a link to the centre and, once accredited, the letter. */
export function AccreditationTable({ rows, total, paging, onPaging }: Props) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      {/* Inline-size containment keeps a wide table from widening the page: on a phone it scrolls in its own box. */}
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table size="small" aria-label="Centres for accreditation">
          <TableHead>
            <TableRow>
              <TableCell>CBT Centre</TableCell>
              {!small && <TableCell>Reference #</TableCell>}
              {!small && <TableCell>State</TableCell>}
              {!small && <TableCell align="right">Autotest Score</TableCell>}
              <TableCell>Accreditation Status</TableCell>
              <TableCell>Stage Progress</TableCell>
              {!small && <TableCell>Accredited Date</TableCell>}
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <MuiLink component={Link} to={`/admin-centre/${row.id}`}>
                    {row.CentreName}
                  </MuiLink>
                  {small && (
                    <Typography variant="body2" color="text.secondary">
                      {row.ReferenceNumber}
                    </Typography>
                  )}
                </TableCell>
                {!small && <TableCell>{row.ReferenceNumber}</TableCell>}
                {!small && <TableCell>{row.State ?? '—'}</TableCell>}
                {!small && <TableCell align="right">{row.autotestScore === null ? '—' : `${row.autotestScore}%`}</TableCell>}
                <TableCell>
                  <Chip size="small" label={statusLabel(row.accreditation)} color={row.accreditation ? STATUS_COLOURS[row.accreditation.status] : 'default'} />
                </TableCell>
                <TableCell>
                  <StageProgressCell row={row} />
                </TableCell>
                {!small && <TableCell>{row.accreditation?.accreditedAt ? new Date(row.accreditation.accreditedAt).toLocaleDateString() : '—'}</TableCell>}
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                    <Tooltip title="View details">
                      <IconButton component={Link} to={`/admin-centre/${row.id}`} size="small" aria-label={`View details of ${row.CentreName}`}>
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {row.accreditation?.status === 'approved' && <LetterButton centreId={row.id} centreName={row.CentreName} reference={row.ReferenceNumber} />}
                    {row.accreditation?.status === 'approved' && <RegenerateLetterButton centreId={row.id} centreName={row.CentreName} />}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows !== null && rows.length === 0 && <Typography sx={{ p: 3, textAlign: 'center' }}>{MSG.noCentresFound}</Typography>}
      <TablePagination
        component="div"
        count={total}
        page={paging.page - 1}
        rowsPerPage={paging.limit}
        rowsPerPageOptions={[...ACCREDITATION_PAGE_SIZES]}
        onPageChange={(_, page) => onPaging({ ...paging, page: page + 1 })}
        onRowsPerPageChange={(event) => onPaging({ page: 1, limit: Number(event.target.value) })}
        labelRowsPerPage={small ? 'Rows:' : 'Rows per page:'}
        sx={{ contain: 'inline-size', overflowX: 'auto' }}
      />
    </>
  );
}
