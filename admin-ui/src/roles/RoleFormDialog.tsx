import { useState } from 'react';
import { IDENTITY_LIMITS, SUPERADMIN_ROLE, type Permission } from '@cbt/contracts';
import { Button, Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Create, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { messageKeys } from '../shared/i18n';
import { ROLES, type RoleRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { CATEGORY_CHOICES, roleFormErrors, toRoleName } from './roleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';

// SelectInput translates the choices' names.
const CATEGORY_OPTIONS = CATEGORY_CHOICES.map((category) => ({ id: category, name: `console.roles.categories.${category}` }));

/** The role's own list of permissions, or null (its holders' level decides), as a react-admin input. */
function PermissionsInput({ disabled }: { disabled?: boolean }) {
  // The value is kept as it is: react-admin would otherwise turn null into ''.
  const { field } = useInput<Permission[] | null>({ source: 'permissions', defaultValue: null, format: (v) => v, parse: (v) => v });
  return <RolePermissionsEditor value={Array.isArray(field.value) ? field.value : null} disabled={disabled} onChange={field.onChange} />;
}

function FormToolbar({ label, onClose }: { label: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onClose}>{translate('console.action.cancel')}</Button>
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
        // react-admin's inputs translate their label and helper text.
        label="console.roles.roleName"
        // SPEC §5: lowercase letters, digits, _ and - only, applied as the admin types.
        parse={(value: string) => toRoleName(value ?? '')}
        disabled={!creating}
        helperText={creating ? 'console.roles.roleNameHelpNew' : 'console.roles.roleNameHelpEdit'}
        fullWidth
        // The help under a name that cannot change is still read: normal contrast, not the disabled grey (WCAG 1.4.3).
        slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.roleName, spellCheck: false, autoCapitalize: 'none' }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
      <TextInput source="displayName" label="console.roles.displayName" fullWidth slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.displayName } }} />
      <TextInput source="description" label="console.common.description" multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.description } }} />
      {!record?.isSystem && <SelectInput source="category" label="console.roles.category" choices={CATEGORY_OPTIONS} emptyText="" fullWidth />}
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
  const translate = useTranslate();
  const [failure, setFailure] = useState<unknown>(null);
  const mutationOptions = {
    onSuccess: () => {
      notify(creating ? 'console.roles.created' : 'console.roles.updated', { type: 'success' });
      refresh();
      onClose();
    },
    // The server's refusal (a taken name, a system role's category) is shown in the dialog.
    onError: (error: unknown) => setFailure(error),
  };
  const form = (
    <SimpleForm
      validate={(values) => messageKeys({ ...roleFormErrors(values, creating) })}
      defaultValues={creating ? { roleName: '', displayName: '', description: '', category: 'admin', permissions: null } : undefined}
      toolbar={<FormToolbar label={creating ? 'console.roles.createRole' : 'console.common.saveChanges'} onClose={onClose} />}
      noValidate
    >
      <ServerErrorAlert error={failure} fallback={creating ? 'console.roles.createFailed' : 'console.roles.updateFailed'} onClose={() => setFailure(null)} />
      <RoleFields creating={creating} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="role-form-title">
      <DialogTitle id="role-form-title">{translate(creating ? 'console.roles.createRole' : 'console.roles.editRole')}</DialogTitle>
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
