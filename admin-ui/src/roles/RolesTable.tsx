import { MSG } from '@cbt/contracts';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Profile } from '../permissions';
import { CATEGORY_LABELS, roleActions } from './roleForm';
import type { RoleRow } from './rolesApi';

export type RoleDialog = { kind: 'edit' | 'deactivate'; role: RoleRow };

interface RolesTableProps {
  roles: RoleRow[];
  loading: boolean;
  profile: Profile | null;
  onOpen: (dialog: RoleDialog) => void;
  onReactivate: (role: RoleRow) => void;
}

function RowActions({ role, profile, onOpen, onReactivate }: { role: RoleRow } & Pick<RolesTableProps, 'profile' | 'onOpen' | 'onReactivate'>) {
  const allowed = roleActions(profile, role);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {role.isSystem && (
        // Cannot be deactivated; its display name and description can still be edited.
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {/* On a phone the lock alone says it, beside the Edit button: the word would widen the row past the screen. */}
          <LockOutlinedIcon fontSize="small" aria-hidden />
          <Typography
            variant="body2"
            sx={{
              // Read out but not drawn on a phone.
              position: { xs: 'absolute', md: 'static' },
              width: { xs: '1px', md: 'auto' },
              height: { xs: '1px', md: 'auto' },
              overflow: { xs: 'hidden', md: 'visible' },
              clipPath: { xs: 'inset(50%)', md: 'none' },
              whiteSpace: 'nowrap',
            }}
          >
            Protected
          </Typography>
        </Stack>
      )}
      {allowed.edit && (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${role.displayName}`} onClick={() => onOpen({ kind: 'edit', role })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.deactivate && (
        <Tooltip title="Deactivate">
          <IconButton size="small" color="error" aria-label={`Deactivate ${role.displayName}`} onClick={() => onOpen({ kind: 'deactivate', role })}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.reactivate && (
        <Tooltip title="Reactivate">
          <IconButton size="small" aria-label={`Reactivate ${role.displayName}`} onClick={() => onReactivate(role)}>
            <RestoreIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The roles with their kind and state; on a phone the description and category are left out. */
export function RolesTable({ roles, loading, profile, onOpen, onReactivate }: RolesTableProps) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <TableContainer>
      {loading && <LinearProgress aria-label="Loading roles" />}
      <Table size="small" aria-label="System roles">
        <TableHead>
          <TableRow>
            <TableCell>Role</TableCell>
            {!small && <TableCell>Description</TableCell>}
            {!small && <TableCell>Category</TableCell>}
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={small ? 3 : 5} align="center" sx={{ py: 3 }}>
                {MSG.noRolesFound}
              </TableCell>
            </TableRow>
          )}
          {roles.map((role) => (
            <TableRow key={role.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {role.displayName}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {role.roleName}
                </Typography>
              </TableCell>
              {!small && <TableCell sx={{ maxWidth: 360 }}>{role.description}</TableCell>}
              {!small && <TableCell>{CATEGORY_LABELS[role.category] ?? role.category}</TableCell>}
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Chip size="small" label={role.isActive ? 'Active' : 'Inactive'} color={role.isActive ? 'success' : 'default'} variant={role.isActive ? 'filled' : 'outlined'} />
                  {role.isSystem && <Chip size="small" label="System" variant="outlined" />}
                </Stack>
              </TableCell>
              <TableCell>
                <RowActions role={role} profile={profile} onOpen={onOpen} onReactivate={onReactivate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
