import { UserActivityLink } from '../audit/UserActivityLink';
import { MSG } from '@cbt/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
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
import { DeactivatedChip, UserActivationButton } from './UserActivationControls';
import { fullName, roleLabels, statesSummary, userActions } from './userDisplay';
import type { RoleOption, UserRow } from './usersApi';

export type UserDialog = { kind: 'edit' | 'reset' | 'delete' | 'activation'; user: UserRow };

function StatesCell({ user }: { user: UserRow }) {
  const summary = statesSummary(user);
  if (summary.kind === 'all') return <Typography variant="body2">All states</Typography>;
  if (summary.kind === 'none') return <Typography variant="body2">—</Typography>;
  if (summary.kind === 'count') {
    // More than three: a count, with the names on hover.
    return <Chip size="small" label={`${summary.count} states`} title={summary.states.join(', ')} />;
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {summary.states.map((state) => (
        <Chip key={state} size="small" variant="outlined" label={state} />
      ))}
    </Stack>
  );
}

function RowActions({ user, profile, onOpen }: { user: UserRow; profile: Profile | null; onOpen: (dialog: UserDialog) => void }) {
  const allowed = userActions(profile, user);
  const name = fullName(user);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <UserActivityLink userId={user.id} name={name} profile={profile} />
      {allowed.edit && (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => onOpen({ kind: 'edit', user })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.resetPassword && (
        <Tooltip title="Reset password">
          <IconButton size="small" aria-label={`Reset password of ${name}`} onClick={() => onOpen({ kind: 'reset', user })}>
            <LockResetIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip title="Delete">
          <IconButton size="small" color="error" aria-label={`Delete ${name}`} onClick={() => onOpen({ kind: 'delete', user })}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <UserActivationButton user={user} allowed={allowed} onOpen={onOpen} />
    </Stack>
  );
}

interface UsersTableProps {
  users: UserRow[];
  loading: boolean;
  roleOptions: RoleOption[];
  profile: Profile | null;
  onOpen: (dialog: UserDialog) => void;
}

function RoleChips({ user, roleOptions }: { user: UserRow; roleOptions: RoleOption[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roleLabels(user, roleOptions).map((role) => (
        <Chip key={role.key} size="small" color={role.isSuperAdmin ? 'primary' : 'default'} label={role.label} />
      ))}
      {user.roles.length === 0 && <Typography variant="body2">No role</Typography>}
    </Stack>
  );
}

/**
 * SPEC §2's columns. A phone has no room for six: there one cell holds the name, email, roles and
 * states, and Created is left out.
 */
export function UsersTable({ users, loading, roleOptions, profile, onOpen }: UsersTableProps) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <TableContainer>
      {loading && <LinearProgress aria-label="Loading users" />}
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            {small ? (
              <TableCell>User</TableCell>
            ) : (
              <>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Roles</TableCell>
                <TableCell>States</TableCell>
                <TableCell>Created</TableCell>
              </>
            )}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={small ? 2 : 6} align="center" sx={{ py: 3 }}>
                {MSG.noUsersFound}
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <TableRow key={user.id} hover>
              {small ? (
                <TableCell>
                  <Stack spacing={0.75}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {fullName(user)}
                      <DeactivatedChip user={user} />
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {user.email}
                    </Typography>
                    <RoleChips user={user} roleOptions={roleOptions} />
                    <StatesCell user={user} />
                  </Stack>
                </TableCell>
              ) : (
                <>
                  <TableCell sx={{ fontWeight: 500 }}>
                    {fullName(user)}
                    <DeactivatedChip user={user} />
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <RoleChips user={user} roleOptions={roleOptions} />
                  </TableCell>
                  <TableCell>
                    <StatesCell user={user} />
                  </TableCell>
                  <TableCell>{new Date(user.createdAt).toLocaleDateString()}</TableCell>
                </>
              )}
              <TableCell>
                <RowActions user={user} profile={profile} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
