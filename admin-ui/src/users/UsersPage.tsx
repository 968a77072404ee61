import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, AlertTitle, Box, Button, Card, Stack, TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Loading, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserActivationDialog } from './UserActivationControls';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useReferenceData } from './useReferenceData';
import { DEFAULT_USER_PAGE_SIZE, USER_PAGE_SIZES } from './userDisplay';
import { UserFormDialog } from './UserFormDialog';
import { listUsers, type UserPage } from './usersApi';
import { UsersTable, type UserDialog } from './UsersTable';

type OpenDialog = UserDialog | { kind: 'create' } | null;

function SuperAdminBanner() {
  return (
    <Alert
      severity="info"
      icon={<AdminPanelSettingsIcon />}
      sx={{ mb: 2 }}
      action={
        <Button component={Link} to="/admin-roles" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Manage Roles
        </Button>
      }
    >
      <AlertTitle>Super Admin Access</AlertTitle>
      You can manage every user, reset passwords and manage system roles.
    </Alert>
  );
}

export default function UsersPage() {
  const { profile, error: profileError } = useProfile();
  const notify = useNotify();
  const reference = useReferenceData();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_USER_PAGE_SIZE);
  const [result, setResult] = useState<UserPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canRead = canAccess(profile, 'users');
  const canManage = !!profile?.permissions.includes('users.manage');
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    if (!canRead) return;
    const controller = new AbortController();
    setLoading(true);
    listUsers(page + 1, perPage, controller.signal)
      .then((next) => {
        // A delete can empty the last page: show the one before it instead.
        if (next.users.length === 0 && page > 0) setPage(page - 1);
        setResult(next);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [canRead, page, perPage, reloads]);

  const reload = () => setReloads((n) => n + 1);
  const close = () => setDialog(null);

  if (profileError) return <Alert severity="error" sx={{ mt: 2 }}>{profileError}</Alert>;
  if (!profile) return <Loading />;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="User Management" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          User Management
        </Typography>
        {canRead && canManage && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({ kind: 'create' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Add User
          </Button>
        )}
      </Stack>
      {!canRead ? (
        // The menu hides this page from such accounts; a typed address lands here (DECISIONS §4).
        <Alert severity="info">Your account does not include user management. A national or super admin manages users.</Alert>
      ) : (
        <>
          {profile.isSuperAdmin && <SuperAdminBanner />}
          {reference.error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {reference.error}
            </Alert>
          )}
          <ServerErrorAlert error={failure} fallback="Failed to fetch users" onClose={() => setFailure(null)} />
          <Card variant="outlined">
            <UsersTable users={result?.users ?? []} loading={loading || !result} roleOptions={reference.roleOptions} profile={profile} onOpen={setDialog} />
            <TablePagination
              component="div"
              count={result?.total ?? 0}
              page={result ? page : 0}
              rowsPerPage={perPage}
              rowsPerPageOptions={USER_PAGE_SIZES}
              // A phone is too narrow for the long label beside the page arrows.
              labelRowsPerPage={small ? 'Rows:' : 'Rows per page:'}
              sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } } }}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </Card>
        </>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          roleOptions={reference.roleOptions}
          stateNames={reference.stateNames}
          isSuperAdmin={profile.isSuperAdmin}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'activation' && (
        <UserActivationDialog
          user={dialog.user}
          onClose={close}
          onDone={(message) => {
            close();
            notify(message, { type: 'success' });
            reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          user={dialog.user}
          onClose={close}
          onDeleted={() => {
            close();
            notify(MSG.userDeleted, { type: 'success' });
            reload();
          }}
        />
      )}
    </Box>
  );
}
