import { useState } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, AlertTitle, Box, Button, Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination, SimpleList, TextField, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { UserActivityLink } from '../audit/UserActivityLink';
import { decideAccess, type Profile } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { consoleFormat } from '../shared/format';
import type { Translate } from '../shared/i18n';
import { ROLES, USERS, type RoleOption, type UserRow } from '../providers/usersRolesProvider';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { DeactivatedChip, UserActivationButton, UserActivationDialog } from './UserActivationControls';
import { useReferenceData } from './useReferenceData';
import { DEFAULT_USER_PAGE_SIZE, fullName, roleLabels, statesSummary, USER_PAGE_SIZES, userActions, type UserActions } from './userDisplay';
import { UserFormDialog } from './UserFormDialog';
import { ConsoleLoading } from '../layout/ConsoleLoading';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'reset' | 'delete' | 'activation'; user: UserRow } | null;

function SuperAdminBanner() {
  const { canAccess: mayListRoles } = useCanAccess({ resource: ROLES, action: 'list' });
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      icon={<AdminPanelSettingsIcon />}
      sx={{ mb: 1 }}
      action={
        mayListRoles ? (
          <Button component={Link} to="/admin-roles" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {translate('console.users.manageRoles')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate('console.users.superAdminTitle')}</AlertTitle>
      {translate('console.users.superAdminText')}
    </Alert>
  );
}

/** The row's acts: react-admin's access check for each, and DECISIONS §4's rules for this user. */
function useUserActions(profile: Profile | null, user: UserRow | undefined): UserActions {
  const record = user;
  const { canAccess: mayEdit } = useCanAccess({ resource: USERS, action: 'edit', record });
  const { canAccess: mayReset } = useCanAccess({ resource: USERS, action: 'reset-password', record });
  const { canAccess: mayDelete } = useCanAccess({ resource: USERS, action: 'delete', record });
  if (!user) return { edit: false, resetPassword: false, delete: false };
  const allowed = userActions(profile, user);
  return { edit: !!mayEdit && allowed.edit, resetPassword: !!mayReset && allowed.resetPassword, delete: !!mayDelete && allowed.delete };
}

function RowActions({ profile, onOpen }: { profile: Profile; onOpen: (dialog: OpenDialog) => void }) {
  const user = useRecordContext<UserRow>();
  const allowed = useUserActions(profile, user);
  const { canAccess: mayDeactivate } = useCanAccess({ resource: USERS, action: 'deactivate', record: user });
  const translate = useTranslate();
  if (!user) return null;
  const name = fullName(user);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <UserActivityLink userId={user.id} name={name} profile={profile} />
      {allowed.edit && (
        <Tooltip title={translate('console.common.edit')}>
          <IconButton size="small" aria-label={translate('console.users.editNamed', { name })} onClick={() => onOpen({ kind: 'edit', user })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.resetPassword && (
        <Tooltip title={translate('console.users.resetPassword')}>
          <IconButton size="small" aria-label={translate('console.users.resetPasswordNamed', { name })} onClick={() => onOpen({ kind: 'reset', user })}>
            <LockResetIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {/* SPEC §6: never offered for a super admin (userActions), nor for one's own account. */}
      {allowed.delete && (
        <Tooltip title={translate('console.common.delete')}>
          <IconButton size="small" color="error" aria-label={translate('console.users.deleteNamed', { name })} onClick={() => onOpen({ kind: 'delete', user })}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayDeactivate && <UserActivationButton user={user} allowed={allowed} onOpen={onOpen} />}
    </Stack>
  );
}

function StatesCell() {
  const user = useRecordContext<UserRow>();
  const translate = useTranslate();
  if (!user) return null;
  const summary = statesSummary(user);
  if (summary.kind === 'all') return <Typography variant="body2">{translate('console.users.allStates')}</Typography>;
  if (summary.kind === 'none') return <Typography variant="body2">—</Typography>;
  if (summary.kind === 'count') {
    // More than three: a count, with the names on hover.
    return <Chip size="small" label={translate('console.users.statesCount', { count: summary.count })} title={summary.states.join(', ')} />;
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {summary.states.map((state) => (
        <Chip key={state} size="small" variant="outlined" label={state} />
      ))}
    </Stack>
  );
}

function RoleChips({ roleOptions }: { roleOptions: RoleOption[] }) {
  const user = useRecordContext<UserRow>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roleLabels(user, roleOptions, translate).map((role) => (
        <Chip key={role.key} size="small" color={role.isSuperAdmin ? 'primary' : 'default'} label={role.label} />
      ))}
      {user.roles.length === 0 && <Typography variant="body2">{translate('console.users.noRole')}</Typography>}
    </Stack>
  );
}

function NameCell() {
  const user = useRecordContext<UserRow>();
  if (!user) return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
      {fullName(user)}
      <DeactivatedChip user={user} />
    </Typography>
  );
}

/** Between a phone and a wide screen: one cell holds the name, email, roles and states. */
function CombinedCell({ roleOptions }: { roleOptions: RoleOption[] }) {
  const user = useRecordContext<UserRow>();
  if (!user) return null;
  return (
    <Stack spacing={0.75}>
      <NameCell />
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
      <RoleChips roleOptions={roleOptions} />
      <StatesCell />
    </Stack>
  );
}

/** The States summary as words, for the phone's list. */
function statesText(user: UserRow, translate: Translate): string {
  const summary = statesSummary(user);
  if (summary.kind === 'all') return translate('console.users.allStates');
  if (summary.kind === 'none') return translate('console.users.noStates');
  if (summary.kind === 'count') return translate('console.users.statesCount', { count: summary.count });
  return summary.states.join(', ');
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 3, textAlign: 'center' }}>
      {translate('console.users.empty')}
    </Typography>
  );
}

/** /admin-users: SPEC §2's user list as a react-admin list; a simple list on phones, so nothing scrolls sideways. */
export default function UserList() {
  const { profile, error: profileError } = useProfile();
  const reference = useReferenceData();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const medium = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { canAccess: mayCreate } = useCanAccess({ resource: USERS, action: 'create' });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (profileError) return <Alert severity="error" sx={{ mt: 2 }}>{translate(profileError, { _: profileError })}</Alert>;
  if (!profile) return <ConsoleLoading />;
  const canRead = decideAccess(profile, USERS, 'list');
  const canManage = profile.permissions.includes('users.manage');
  const close = () => setDialog(null);

  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          {translate('console.page.users')}
        </Typography>
        {canRead && canManage && mayCreate && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({ kind: 'create' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {translate('console.users.addUser')}
          </Button>
        )}
      </Stack>
      {!canRead ? (
        // The menu hides this page from such accounts; a typed address lands here (DECISIONS §4).
        <Alert severity="info">{translate('console.users.noAccess')}</Alert>
      ) : (
        <>
          {profile.isSuperAdmin && <SuperAdminBanner />}
          {reference.error && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate(reference.error, { _: reference.error })}
            </Alert>
          )}
          <List
            resource={USERS}
            title="console.page.users"
            actions={false}
            perPage={DEFAULT_USER_PAGE_SIZE}
            // SPEC §9's page sizes; on a phone react-admin's pagination keeps to the page arrows.
            pagination={<Pagination rowsPerPageOptions={USER_PAGE_SIZES} />}
            empty={false}
            disableSyncWithLocation
          >
            {small ? (
              <SimpleList<UserRow>
                primaryText={(user) => (
                  <>
                    {fullName(user)}
                    <DeactivatedChip user={user} />
                  </>
                )}
                secondaryText={(user) => [user.email, roleLabels(user, reference.roleOptions, translate).map((r) => r.label).join(', ') || translate('console.users.noRole'), statesText(user, translate)].join(' · ')}
                rightIcon={() => (
                  <Box sx={{ maxWidth: 112, '& > div': { justifyContent: 'flex-end' } }}>
                    <RowActions profile={profile} onOpen={setDialog} />
                  </Box>
                )}
                rowClick={false}
                empty={<Empty />}
                sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
              />
            ) : (
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} aria-label={translate('console.users.listLabel')}>
                {medium && <FunctionField label="console.users.column.user" sortable={false} render={() => <CombinedCell roleOptions={reference.roleOptions} />} />}
                {!medium && <FunctionField label="console.users.column.name" sortable={false} render={() => <NameCell />} />}
                {!medium && <TextField source="email" label="console.common.email" sortable={false} />}
                {!medium && <FunctionField label="console.users.column.roles" sortable={false} render={() => <RoleChips roleOptions={reference.roleOptions} />} />}
                {!medium && <FunctionField label="console.users.column.states" sortable={false} render={() => <StatesCell />} />}
                {!medium && <FunctionField<UserRow> source="createdAt" label="console.users.column.created" sortable={false} render={(user) => consoleFormat(locale).date(user.createdAt)} />}
                <FunctionField label="console.common.actions" sortable={false} render={() => <RowActions profile={profile} onOpen={setDialog} />} />
              </Datagrid>
            )}
          </List>
        </>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          roleOptions={reference.roleOptions}
          stateNames={reference.stateNames}
          isSuperAdmin={profile.isSuperAdmin}
          onClose={close}
        />
      )}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'activation' && <UserActivationDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={close} />}
    </Box>
  );
}
