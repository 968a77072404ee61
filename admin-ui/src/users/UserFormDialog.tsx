import { useEffect, useRef, useState } from 'react';
import { GENDERS, MSG, type UserRole } from '@cbt/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { RoleEntriesEditor } from './RoleEntriesEditor';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { SingleRoleFields } from './SingleRoleFields';
import {
  addRole,
  hasUserFormErrors,
  newUserForm,
  removeRole,
  switchMode,
  toUserPayload,
  userFormFromRow,
  validateUserForm,
  type RoleMode,
  type UserFormErrors,
  type UserFormValues,
} from './userForm';
import { createUser, updateUser, type RoleOption, type UserRow } from './usersApi';

/** SPEC §9: the dialog closes 0.8 s after a save, once the success message has been seen. */
export const CLOSE_AFTER_SAVE_MS = 800;

const GENDER_LABELS = { MALE: 'Male', FEMALE: 'Female' } as const;

interface UserFormDialogProps {
  /** The user to edit, or null to create one. */
  user: UserRow | null;
  roleOptions: RoleOption[];
  stateNames: string[];
  isSuperAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function UserFormDialog({ user, roleOptions, stateNames, isSuperAdmin, onClose, onSaved }: UserFormDialogProps) {
  const creating = user === null;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<UserFormValues>(() => (user ? userFormFromRow(user) : newUserForm()));
  const [errors, setErrors] = useState<UserFormErrors>({ roleEntries: [] });
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const set = (changes: Partial<UserFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const setRole = (index: number, role: UserRole) => setValues((v) => ({ ...v, roles: v.roles.map((r, i) => (i === index ? role : r)) }));
  const locked = busy || saved !== null;

  const submit = async () => {
    const found = validateUserForm(values, creating);
    setErrors(found);
    if (hasUserFormErrors(found)) return;
    setBusy(true);
    setFailure(null);
    try {
      const payload = toUserPayload(values, creating);
      if (creating) await createUser(payload);
      else await updateUser(user.id, payload);
      setSaved(creating ? MSG.userCreated : MSG.userUpdated);
      closing.current = setTimeout(onSaved, CLOSE_AFTER_SAVE_MS);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={locked ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="user-form-title">
      <DialogTitle id="user-form-title">{creating ? 'Add User' : 'Edit User'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="user-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ServerErrorAlert error={failure} fallback={creating ? MSG.failedCreateUser : MSG.failedUpdateUser} onClose={() => setFailure(null)} />
          {saved && <Alert severity="success">{saved}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" value={values.firstName} onChange={(e) => set({ firstName: e.target.value })} error={!!errors.firstName} helperText={errors.firstName ?? ' '} disabled={locked} required fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
            <TextField label="Last name" value={values.lastName} onChange={(e) => set({ lastName: e.target.value })} error={!!errors.lastName} helperText={errors.lastName ?? ' '} disabled={locked} required fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Email" type="email" value={values.email} onChange={(e) => set({ email: e.target.value })} error={!!errors.email} helperText={errors.email ?? ' '} disabled={locked} required fullWidth slotProps={{ htmlInput: { maxLength: 254 } }} />
            <TextField select label="Gender" value={values.gender} onChange={(e) => set({ gender: e.target.value as UserFormValues['gender'] })} helperText=" " disabled={locked} fullWidth>
              <MenuItem value="">Not specified</MenuItem>
              {GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {/* SPEC §5: the password is set on create only; resetting it is its own action. */}
          {creating && (
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set({ password: e.target.value })}
              error={!!errors.password}
              helperText={errors.password ?? 'At least 6 characters. The user chooses their own password at first sign-in.'}
              disabled={locked}
              required
              fullWidth
            />
          )}
          <FormControl disabled={locked}>
            <FormLabel id="role-mode-label">Role assignment</FormLabel>
            <RadioGroup row aria-labelledby="role-mode-label" value={values.mode} onChange={(e) => setValues((v) => switchMode(v, e.target.value as RoleMode))}>
              <FormControlLabel value="multi" control={<Radio />} label="Multiple roles" />
              <FormControlLabel value="single" control={<Radio />} label="Single role (legacy)" />
            </RadioGroup>
          </FormControl>
          {values.mode === 'multi' ? (
            <RoleEntriesEditor
              roles={values.roles}
              errors={errors.roleEntries}
              roleOptions={roleOptions}
              stateNames={stateNames}
              isSuperAdmin={isSuperAdmin}
              disabled={locked}
              onChange={setRole}
              onAdd={() => setValues(addRole)}
              onRemove={(index) => setValues((v) => removeRole(v, index))}
            />
          ) : (
            <SingleRoleFields
              value={values.single}
              error={errors.assignedState}
              roleOptions={roleOptions}
              stateNames={stateNames}
              isSuperAdmin={isSuperAdmin}
              disabled={locked}
              onChange={(single) => set({ single })}
            />
          )}
          {errors.roles && (
            <FormHelperText error role="alert">
              {errors.roles}
            </FormHelperText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          Cancel
        </Button>
        {/* Outside the form element but bound to it, so Enter in any field submits too. */}
        <Button type="submit" form="user-form" variant="contained" disabled={locked}>
          {busy ? 'Saving...' : creating ? 'Create User' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
