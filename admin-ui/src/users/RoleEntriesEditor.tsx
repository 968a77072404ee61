import { SUPERADMIN_ROLE, type AdminLevel, type UserRole } from '@cbt/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Autocomplete, Button, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../shared/i18n';
import { levelChoices, roleChoices, withLevel, withRoleType } from './userForm';
import type { RoleOption } from '../providers/usersRolesProvider';

/** The level's word (a message key). */
export const LEVEL_LABELS: Record<AdminLevel, string> = { national: 'console.appBar.national', state: 'console.appBar.state' };

interface RoleEntriesEditorProps {
  roles: UserRole[];
  errors: Array<string | undefined>;
  roleOptions: RoleOption[];
  stateNames: string[];
  isSuperAdmin: boolean;
  disabled: boolean;
  onChange: (index: number, role: UserRole) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Multi-role mode: each role with its type, level and, for a state-level role, its states. */
export function RoleEntriesEditor({ roles, errors, roleOptions, stateNames, isSuperAdmin, disabled, onChange, onAdd, onRemove }: RoleEntriesEditorProps) {
  const translate = useTranslate();
  const types = roleChoices(roleOptions, isSuperAdmin, roles.map((r) => r.type));
  return (
    <Stack spacing={2}>
      {roles.map((entry, index) => {
        const n = index + 1;
        const isSuper = entry.type === SUPERADMIN_ROLE;
        // The entry's own level stays listed, so a national role a super admin gave still shows.
        const levels = [...new Set([...levelChoices(isSuperAdmin), entry.level])];
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={`role-entry-${n}`}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography id={`role-entry-${n}`} variant="subtitle2" component="h3">
                {translate('console.users.roleN', { n })}
              </Typography>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => onRemove(index)}
                // SPEC §5: the last remaining role cannot be removed.
                disabled={disabled || roles.length <= 1}
                aria-label={translate('console.users.removeRoleN', { n })}
              >
                {translate('console.users.remove')}
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={translate('console.users.roleType')} value={entry.type} onChange={(e) => onChange(index, withRoleType(entry, e.target.value))} disabled={disabled} fullWidth>
                {types.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate('console.users.level')}
                value={entry.level}
                onChange={(e) => onChange(index, withLevel(entry, e.target.value as AdminLevel))}
                disabled={disabled || isSuper}
                helperText={isSuper ? translate('console.users.superAlwaysNational') : ' '}
                fullWidth
              >
                {levels.map((level) => (
                  <MenuItem key={level} value={level}>
                    {translate(LEVEL_LABELS[level])}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {entry.level === 'state' && !isSuper && (
              <Autocomplete
                multiple
                // Until the states have loaded, the chosen ones are the only options, so they still show.
                options={stateNames.length > 0 ? stateNames : entry.assignedStates}
                value={entry.assignedStates}
                onChange={(_, states) => onChange(index, { ...entry, assignedStates: states })}
                disabled={disabled}
                filterSelectedOptions
                renderInput={(params) => <TextField {...params} label={translate('console.users.assignedStates')} placeholder={entry.assignedStates.length ? '' : translate('console.users.chooseStates')} />}
                sx={{ mt: 1 }}
              />
            )}
            {errors[index] && (
              <FormHelperText error role="alert" sx={{ mt: 1 }}>
                {translateText(translate, errors[index])}
              </FormHelperText>
            )}
          </Paper>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={onAdd} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {translate('console.users.addRole')}
      </Button>
    </Stack>
  );
}
