import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, SimpleList, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConsoleLoading } from '../layout/ConsoleLoading';
import { Link } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { decideAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { ROLES, USERS, type RoleRow } from '../providers/usersRolesProvider';
import { roleText } from './roleText';
import { DeactivateRoleDialog } from './DeactivateRoleDialog';
import { CATEGORY_LABELS, roleActions } from './roleForm';
import { RoleFormDialog } from './RoleFormDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'deactivate'; role: RoleRow } | null;

/** What the signed-in admin may do with a role: react-admin's access check and the role's own rules. */
function useRoleActions(role: RoleRow | undefined) {
  const { profile } = useProfile();
  const { canAccess: mayEdit } = useCanAccess({ resource: ROLES, action: 'edit', record: role });
  const { canAccess: mayDeactivate } = useCanAccess({ resource: ROLES, action: 'deactivate', record: role });
  if (!role) return { edit: false, deactivate: false, reactivate: false };
  const allowed = roleActions(profile, role);
  return { edit: !!mayEdit && allowed.edit, deactivate: !!mayDeactivate && allowed.deactivate, reactivate: !!mayDeactivate && allowed.reactivate };
}

function StatusChips() {
  const role = useRecordContext<RoleRow>();
  const translate = useTranslate();
  if (!role) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={translate(role.isActive ? 'console.common.active' : 'console.common.inactive')} color={role.isActive ? 'success' : 'default'} variant={role.isActive ? 'filled' : 'outlined'} />
      {role.isSystem && <Chip size="small" label={translate('console.roles.system')} variant="outlined" />}
    </Stack>
  );
}

function RowActions({ onOpen }: { onOpen: (dialog: OpenDialog) => void }) {
  const role = useRecordContext<RoleRow>();
  const allowed = useRoleActions(role);
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const reactivate = useMutation({
    mutationFn: (row: RoleRow) => dataProvider.reactivateRole(row),
    onSuccess: () => {
      notify('console.roles.updated', { type: 'success' });
      refresh();
    },
    onError: (error: unknown) => notify(error instanceof Error && error.message ? error.message : 'console.roles.updateFailed', { type: 'error' }),
  });
  if (!role) return null;
  return (
    // A row click would open nothing: the buttons are the row's acts.
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
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
            {translate('console.roles.protected')}
          </Typography>
        </Stack>
      )}
      {allowed.edit && (
        <Tooltip title={translate('console.common.edit')}>
          <IconButton size="small" aria-label={translate('console.roles.editNamed', { name: role.displayName })} onClick={() => onOpen({ kind: 'edit', role })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.deactivate && (
        <Tooltip title={translate('console.common.deactivate')}>
          <IconButton size="small" color="error" aria-label={translate('console.roles.deactivateNamed', { name: role.displayName })} onClick={() => onOpen({ kind: 'deactivate', role })}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.reactivate && (
        <Tooltip title={translate('console.common.reactivate')}>
          <IconButton size="small" aria-label={translate('console.roles.reactivateNamed', { name: role.displayName })} disabled={reactivate.isPending} onClick={() => reactivate.mutate(role)}>
            <RestoreIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

function RoleName() {
  const role = useRecordContext<RoleRow>();
  const translate = useTranslate();
  if (!role) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {roleText(role, 'displayName', translate)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {role.roleName}
      </Typography>
    </>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 3, textAlign: 'center' }}>
      {translate('console.roles.empty')}
    </Typography>
  );
}

/** /admin-roles: the roles as a react-admin list, a table on wide screens and a simple list on phones. */
export default function RoleList() {
  const { profile, error: profileError } = useProfile();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: mayCreate } = useCanAccess({ resource: ROLES, action: 'create' });
  const { canAccess: mayListUsers } = useCanAccess({ resource: USERS, action: 'list' });
  const translate = useTranslate();
  if (profileError) return <Alert severity="error" sx={{ mt: 2 }}>{translate(profileError, { _: profileError })}</Alert>;
  if (!profile) return <ConsoleLoading />;
  const canRead = decideAccess(profile, ROLES, 'list');
  const canManage = profile.permissions.includes('roles.manage');
  const close = () => setDialog(null);

  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          {translate('console.roles.heading')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {mayListUsers && decideAccess(profile, USERS, 'list') && (
            <Button component={Link} to="/admin-users" variant="outlined">
              {translate('console.menu.users')}
            </Button>
          )}
          {canRead && canManage && mayCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              {translate('console.roles.createRole')}
            </Button>
          )}
        </Stack>
      </Stack>
      {!canRead ? (
        <Alert severity="info">{translate('console.roles.noAccess')}</Alert>
      ) : (
        <>
          {!canManage && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('console.roles.onlySuper')}
            </Alert>
          )}
          {/* Roles are few: one page holds them all. */}
          <List resource={ROLES} title="console.page.roles" actions={false} perPage={1000} pagination={false} empty={false} disableSyncWithLocation>
            {small ? (
              <SimpleList<RoleRow>
                primaryText={(role) => roleText(role, 'displayName', translate)}
                secondaryText={(role) => `${role.roleName} · ${translate(role.isActive ? 'console.common.active' : 'console.common.inactive')}${role.isSystem ? ` · ${translate('console.roles.system')}` : ''}`}
                rightIcon={() => <RowActions onOpen={setDialog} />}
                rowClick={false}
                empty={<Empty />}
              />
            ) : (
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} aria-label={translate('console.roles.listLabel')}>
                <FunctionField label="console.roles.column.role" render={() => <RoleName />} sortable={false} />
                <FunctionField
                  label="console.common.description"
                  sortable={false}
                  render={(role: RoleRow) => (
                    <Typography variant="body2" sx={{ display: 'block', maxWidth: 360 }}>
                      {roleText(role, 'description', translate)}
                    </Typography>
                  )}
                />
                <FunctionField
                  label="console.roles.column.category"
                  sortable={false}
                  render={(role: RoleRow) => translate(`console.roles.categories.${role.category}`, { _: CATEGORY_LABELS[role.category] ?? role.category })}
                />
                <FunctionField label="console.roles.column.status" sortable={false} render={() => <StatusChips />} />
                <FunctionField label="console.common.actions" sortable={false} render={() => <RowActions onOpen={setDialog} />} />
              </Datagrid>
            )}
          </List>
        </>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && <RoleFormDialog role={dialog.kind === 'edit' ? dialog.role : null} onClose={close} />}
      {dialog?.kind === 'deactivate' && <DeactivateRoleDialog role={dialog.role} onClose={close} />}
    </Box>
  );
}
