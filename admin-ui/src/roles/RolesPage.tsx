import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { Loading, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { DeactivateRoleDialog } from './DeactivateRoleDialog';
import { RoleFormDialog } from './RoleFormDialog';
import { listRoles, updateRole, type RoleRow } from './rolesApi';
import { RolesTable, type RoleDialog } from './RolesTable';

type OpenDialog = RoleDialog | { kind: 'create' } | null;

export default function RolesPage() {
  const { profile, error: profileError } = useProfile();
  const notify = useNotify();
  const [roles, setRoles] = useState<RoleRow[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canRead = canAccess(profile, 'roles');
  const canManage = !!profile?.permissions.includes('roles.manage');

  useEffect(() => {
    if (!canRead) return;
    const controller = new AbortController();
    listRoles(controller.signal)
      .then((next) => {
        setRoles(next);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRoles((current) => current ?? []);
        setFailure(error);
      });
    return () => controller.abort();
  }, [canRead, reloads]);

  const reload = () => setReloads((n) => n + 1);
  const finish = (message: string) => {
    setDialog(null);
    notify(message, { type: 'success' });
    reload();
  };
  const reactivate = (role: RoleRow) => {
    const category = role.category === 'system' ? undefined : role.category;
    updateRole(role.id, { displayName: role.displayName, description: role.description, category, isActive: true }).then(
      () => finish(MSG.roleUpdated),
      (error: unknown) => notify(error instanceof Error && error.message ? error.message : MSG.failedUpdateRole, { type: 'error' }),
    );
  };

  if (profileError) return <Alert severity="error" sx={{ mt: 2 }}>{profileError}</Alert>;
  if (!profile) return <Loading />;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Role Management" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          System Role Management
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {canAccess(profile, 'users') && (
            <Button component={Link} to="/admin-users" variant="outlined">
              User Management
            </Button>
          )}
          {canRead && canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              Create Role
            </Button>
          )}
        </Stack>
      </Stack>
      {!canRead ? (
        <Alert severity="info">Your account does not include role management.</Alert>
      ) : (
        <>
          {!canManage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Only a super admin can create, edit or deactivate roles.
            </Alert>
          )}
          <ServerErrorAlert error={failure} fallback={MSG.failedFetchRoles} onClose={() => setFailure(null)} />
          <Card variant="outlined">
            <RolesTable roles={roles ?? []} loading={roles === null} profile={profile} onOpen={setDialog} onReactivate={reactivate} />
          </Card>
        </>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RoleFormDialog role={dialog.kind === 'edit' ? dialog.role : null} onClose={() => setDialog(null)} onSaved={finish} />
      )}
      {dialog?.kind === 'deactivate' && <DeactivateRoleDialog role={dialog.role} onClose={() => setDialog(null)} onDone={finish} />}
    </Box>
  );
}
