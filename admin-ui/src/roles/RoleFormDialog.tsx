import { useState } from 'react';
import { IDENTITY_LIMITS, MSG, SUPERADMIN_ROLE, type Permission } from '@cbt/contracts';
import { Button, Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Create, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useInput, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ROLES, type RoleRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { CATEGORY_CHOICES, CATEGORY_LABELS, roleFormErrors, toRoleName } from './roleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';

const CATEGORY_OPTIONS = CATEGORY_CHOICES.map((category) => ({ id: category, name: CATEGORY_LABELS[category] }));

/** The role's own list of permissions, or null (its holders' level decides), as a react-admin input. */
function PermissionsInput({ disabled }: { disabled?: boolean }) {
  // The value is kept as it is: react-admin would otherwise turn null into ''.
  const { field } = useInput<Permission[] | null>({ source: 'permissions', defaultValue: null, format: (v) => v, parse: (v) => v });
  return <RolePermissionsEditor value={Array.isArray(field.value) ? field.value : null} disabled={disabled} onChange={field.onChange} />;
}

function FormToolbar({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onClose}>Cancel</Button>
      {/* Enabled on an untouched form too, so submitting it shows what is missing (SPEC §5). */}
      <SaveButton label={label} icon={<></>} alwaysEnable />
    </Toolbar>
  );
}

/** The fields shared by create and edit; a system role keeps its category, and the super admin role its permissions. */
function RoleFields({ creating }: { creating: boolean }) {
  const record = useRecordContext<RoleRow>();
  return (
    <>
      <TextInput
        source="roleName"
        label="Role name"
        // SPEC §5: lowercase letters, digits, _ and - only, applied as the admin types.
        parse={(value: string) => toRoleName(value ?? '')}
        disabled={!creating}
        helperText={creating ? 'Lowercase letters, digits, _ and -. It cannot be changed later.' : 'The role name cannot be changed after creation.'}
        fullWidth
        slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.roleName, spellCheck: false, autoCapitalize: 'none' } }}
      />
      <TextInput source="displayName" label="Display name" fullWidth slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.displayName } }} />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.description } }} />
      {!record?.isSystem && <SelectInput source="category" label="Category" choices={CATEGORY_OPTIONS} emptyText="" fullWidth />}
      {record?.roleName !== SUPERADMIN_ROLE && <PermissionsInput />}
    </>
  );
}

interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: RoleRow | null;
  onClose: () => void;
}

/** Create or edit a role with react-admin's Create/Edit and SimpleForm, in a dialog over the list. */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const creating = role === null;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const refresh = useRefresh();
  const [failure, setFailure] = useState<unknown>(null);
  const mutationOptions = {
    onSuccess: () => {
      notify(creating ? MSG.roleCreated : MSG.roleUpdated, { type: 'success' });
      refresh();
      onClose();
    },
    // The server's refusal (a taken name, a system role's category) is shown in the dialog.
    onError: (error: unknown) => setFailure(error),
  };
  const form = (
    <SimpleForm
      validate={(values) => roleFormErrors(values, creating)}
      defaultValues={creating ? { roleName: '', displayName: '', description: '', category: 'admin', permissions: null } : undefined}
      toolbar={<FormToolbar label={creating ? 'Create Role' : 'Save Changes'} onClose={onClose} />}
      noValidate
    >
      <ServerErrorAlert error={failure} fallback={creating ? MSG.failedCreateRole : MSG.failedUpdateRole} onClose={() => setFailure(null)} />
      <RoleFields creating={creating} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="role-form-title">
      <DialogTitle id="role-form-title">{creating ? 'Create Role' : 'Edit Role'}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {creating ? (
          <Create resource={ROLES} title={false} redirect={false} mutationOptions={mutationOptions} sx={{ '& .RaCreate-card': { boxShadow: 'none' } }}>
            {form}
          </Create>
        ) : (
          <Edit
            resource={ROLES}
            id={role.id}
            title={false}
            actions={false}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
            sx={{ '& .RaEdit-card': { boxShadow: 'none' } }}
          >
            {form}
          </Edit>
        )}
      </DialogContent>
    </Dialog>
  );
}
