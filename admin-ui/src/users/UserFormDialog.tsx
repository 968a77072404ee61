import { useEffect, useRef, useState } from 'react';
import { GENDERS, type UserRole } from '@cbt/contracts';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, FormHelperText, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Create, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRefresh, useTranslate } from 'react-admin';
import { messageKeys, translateText } from '../shared/i18n';
import { USERS, type RoleOption, type UserRow } from '../providers/usersRolesProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { RoleEntriesEditor } from './RoleEntriesEditor';
import {
  addRole,
  newUserForm,
  removeRole,
  toUserPayload,
  userFormErrors,
  userFormFromRow,
  userFormValuesOf,
  validateUserForm,
  type UserFormValues,
} from './userForm';

/** SPEC §9: the dialog closes 0.8 s after a save, once the success message has been seen. */
export const CLOSE_AFTER_SAVE_MS = 800;

// SelectInput translates the choices' names.
const GENDER_CHOICES = GENDERS.map((gender) => ({ id: gender, name: gender === 'MALE' ? 'console.common.male' : 'console.common.female' }));

interface RoleAssignmentProps {
  creating: boolean;
  roleOptions: RoleOption[];
  stateNames: string[];
  isSuperAdmin: boolean;
  disabled: boolean;
}

/**
 * The roles part of the form: one or more roles, kept in react-admin's form state. Once submitted,
 * each message is shown beside the role it is about.
 */
function RoleAssignmentInput({ creating, roleOptions, stateNames, isSuperAdmin, disabled }: RoleAssignmentProps) {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const { isSubmitted } = useFormState();
  const values = userFormValuesOf(useWatch());
  const errors = isSubmitted ? validateUserForm(values, creating) : { roleEntries: [] as Array<string | undefined>, roles: undefined };
  const apply = (next: UserFormValues) => {
    if (next.roles !== values.roles) setValue('roles', next.roles, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const setRole = (index: number, role: UserRole) => apply({ ...values, roles: values.roles.map((r, i) => (i === index ? role : r)) });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('console.users.roleAssignment')}
      </Typography>
      <RoleEntriesEditor
        roles={values.roles}
        errors={errors.roleEntries}
        roleOptions={roleOptions}
        stateNames={stateNames}
        isSuperAdmin={isSuperAdmin}
        disabled={disabled}
        onChange={setRole}
        onAdd={() => apply(addRole(values))}
        onRemove={(index) => apply(removeRole(values, index))}
      />
      {errors.roles && (
        <FormHelperText error role="alert">
          {translateText(translate, errors.roles)}
        </FormHelperText>
      )}
    </Box>
  );
}

function FormToolbar({ label, onClose, disabled }: { label: string; onClose: () => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onClose} disabled={disabled}>
        {translate('console.action.cancel')}
      </Button>
      {/* Enabled on an untouched form too, so submitting it shows what is missing (SPEC §5). */}
      <SaveButton label={label} icon={<></>} alwaysEnable={!disabled} disabled={disabled} />
    </Toolbar>
  );
}

interface UserFormDialogProps {
  /** The user to edit, or null to create one. */
  user: UserRow | null;
  roleOptions: RoleOption[];
  stateNames: string[];
  isSuperAdmin: boolean;
  onClose: () => void;
}

/** Add or edit a user with react-admin's Create/Edit and SimpleForm, in a dialog over the list. */
export function UserFormDialog({ user, roleOptions, stateNames, isSuperAdmin, onClose }: UserFormDialogProps) {
  const creating = user === null;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const refresh = useRefresh();
  const translate = useTranslate();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const locked = saved !== null;
  // Made once: the form starts again from its record whenever that object changes.
  const [record] = useState(() => (user ? { ...userFormFromRow(user), id: user.id } : newUserForm()));

  const mutationOptions = {
    onSuccess: () => {
      setFailure(null);
      setSaved(creating ? (invited.current ? 'console.users.invited' : 'console.users.created') : 'console.users.updated');
      closing.current = setTimeout(() => {
        refresh();
        onClose();
      }, CLOSE_AFTER_SAVE_MS);
    },
    // The server's refusal (a taken email, a role out of reach) is shown in the dialog.
    onError: (error: unknown) => setFailure(error),
  };
  // Whether the save being sent is an invitation (no password), for the message after it.
  const invited = useRef(false);
  const transform = (values: Record<string, unknown>) => {
    const form = userFormValuesOf(values);
    invited.current = creating && !form.password;
    return toUserPayload(form, creating);
  };

  const form = (
    <SimpleForm
      record={record}
      validate={(values) => messageKeys(userFormErrors(values, creating))}
      // SaveButton and the inputs translate their labels.
      toolbar={<FormToolbar label={creating ? 'console.users.createUser' : 'console.common.saveChanges'} onClose={onClose} disabled={locked} />}
    >
      <ServerErrorAlert error={failure} fallback={creating ? 'console.users.createFailed' : 'console.users.updateFailed'} onClose={() => setFailure(null)} />
      {saved && (
        <Alert severity="success" sx={{ mb: 2, width: '100%' }}>
          {translate(saved)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%' }}>
        <TextInput source="firstName" label="console.common.firstName" disabled={locked} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextInput source="lastName" label="console.common.lastName" disabled={locked} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%' }}>
        <TextInput source="email" label="console.common.email" type="email" disabled={locked} fullWidth slotProps={{ htmlInput: { maxLength: 254 } }} />
        <SelectInput source="gender" label="console.common.gender" choices={GENDER_CHOICES} emptyText="console.users.notSpecified" emptyValue="" disabled={locked} fullWidth />
      </Stack>
      {/* SPEC §5: the password is set on create only; resetting it is its own action. Left empty, the person is invited by email (DECISIONS §10). */}
      {creating && (
        <TextInput
          source="password"
          label="console.common.password"
          type="password"
          autoComplete="new-password"
          helperText="console.users.passwordHint"
          disabled={locked}
          fullWidth
        />
      )}
      <RoleAssignmentInput creating={creating} roleOptions={roleOptions} stateNames={stateNames} isSuperAdmin={isSuperAdmin} disabled={locked} />
    </SimpleForm>
  );

  return (
    // maxWidth md with the default 32 px margins would leave less than the form needs at 800 px: the paper keeps 16 px.
    <Dialog
      open
      onClose={locked ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="user-form-title"
      slotProps={{ paper: { sx: { m: { sm: 2 }, width: { sm: 'calc(100% - 32px)' }, maxHeight: { sm: 'calc(100% - 32px)' } } } }}
    >
      <DialogTitle id="user-form-title">{translate(creating ? 'console.users.addUser' : 'console.users.editUser')}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {creating ? (
          <Create resource={USERS} title={false} redirect={false} transform={transform} mutationOptions={mutationOptions} sx={{ '& .RaCreate-card': { boxShadow: 'none' } }}>
            {form}
          </Create>
        ) : (
          <Edit
            resource={USERS}
            id={user.id}
            title={false}
            actions={false}
            redirect={false}
            mutationMode="pessimistic"
            transform={transform}
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
