import { useState } from 'react';
import { IDENTITY_LIMITS, MSG, SUPERADMIN_ROLE, type Permission } from '@cbt/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { CATEGORY_CHOICES, CATEGORY_LABELS, newRoleForm, roleDetails, roleFormFromRow, toRoleName, validateRoleForm, type RoleFormErrors, type RoleFormValues } from './roleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import { createRole, updateRole, type EditableCategory, type RoleRow } from './rolesApi';

interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: RoleRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function RoleFormDialog({ role, onClose, onSaved }: RoleFormDialogProps) {
  const creating = role === null;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<RoleFormValues>(() => (role ? roleFormFromRow(role) : newRoleForm()));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [permissions, setPermissions] = useState<Permission[] | null>(role?.permissions ?? null);
  // The super admin role always holds everything; the server refuses a list on it.
  const editablePermissions = role?.roleName !== SUPERADMIN_ROLE;
  const set = (changes: Partial<RoleFormValues>) => setValues((v) => ({ ...v, ...changes }));

  const submit = async () => {
    const found = validateRoleForm(values, creating);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      const withPermissions = editablePermissions ? { permissions } : {};
      if (creating) await createRole({ roleName: values.roleName, ...roleDetails(values), ...withPermissions });
      else await updateRole(role.id, { ...roleDetails(values, role.isSystem), ...withPermissions });
      onSaved(creating ? MSG.roleCreated : MSG.roleUpdated);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="role-form-title">
      <DialogTitle id="role-form-title">{creating ? 'Create Role' : 'Edit Role'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="role-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ServerErrorAlert error={failure} fallback={creating ? MSG.failedCreateRole : MSG.failedUpdateRole} onClose={() => setFailure(null)} />
          <TextField
            label="Role name"
            value={values.roleName}
            // SPEC §5: lowercase letters, digits, _ and - only, applied as the admin types.
            onChange={(e) => set({ roleName: toRoleName(e.target.value) })}
            error={!!errors.roleName}
            helperText={errors.roleName ?? (creating ? 'Lowercase letters, digits, _ and -. It cannot be changed later.' : 'The role name cannot be changed after creation.')}
            disabled={busy || !creating}
            required={creating}
            fullWidth
            slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.roleName, spellCheck: false, autoCapitalize: 'none' } }}
          />
          <TextField
            label="Display name"
            value={values.displayName}
            onChange={(e) => set({ displayName: e.target.value })}
            error={!!errors.displayName}
            helperText={errors.displayName ?? ' '}
            disabled={busy}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.displayName } }}
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
            error={!!errors.description}
            helperText={errors.description ?? ' '}
            disabled={busy}
            required
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: IDENTITY_LIMITS.description } }}
          />
          {/* A system role keeps its category: only its texts are edited. */}
          {!role?.isSystem && (
            <TextField select label="Category" value={values.category} onChange={(e) => set({ category: e.target.value as EditableCategory })} disabled={busy} fullWidth>
              {CATEGORY_CHOICES.map((category) => (
                <MenuItem key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {editablePermissions && <RolePermissionsEditor value={permissions} disabled={busy} onChange={setPermissions} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="role-form" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : creating ? 'Create Role' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
