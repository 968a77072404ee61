import { SUPERADMIN_ROLE, type AdminLevel } from '@cbt/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateText } from '../shared/i18n';
import { LEVEL_LABELS } from './RoleEntriesEditor';
import { levelChoices, roleChoices, type SingleRole } from './userForm';
import type { RoleOption } from '../providers/usersRolesProvider';

interface SingleRoleFieldsProps {
  value: SingleRole;
  error?: string;
  roleOptions: RoleOption[];
  stateNames: string[];
  isSuperAdmin: boolean;
  disabled: boolean;
  onChange: (value: SingleRole) => void;
}

/** The legacy single-role mode: one role, an admin level and, for a state admin, one state. */
export function SingleRoleFields({ value, error, roleOptions, stateNames, isSuperAdmin, disabled, onChange }: SingleRoleFieldsProps) {
  const translate = useTranslate();
  const text = useTranslateText();
  const isSuper = value.role === SUPERADMIN_ROLE;
  const levels = [...new Set([...levelChoices(isSuperAdmin), value.adminLevel])];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={translate('console.users.role')}
          value={value.role}
          onChange={(e) => {
            const role = e.target.value;
            onChange(role === SUPERADMIN_ROLE ? { role, adminLevel: 'national', assignedState: '' } : { ...value, role });
          }}
          disabled={disabled}
          fullWidth
        >
          {roleChoices(roleOptions, isSuperAdmin, [value.role]).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('console.users.adminLevel')}
          value={value.adminLevel}
          onChange={(e) => {
            const adminLevel = e.target.value as AdminLevel;
            onChange({ ...value, adminLevel, assignedState: adminLevel === 'national' ? '' : value.assignedState });
          }}
          disabled={disabled || isSuper}
          fullWidth
        >
          {levels.map((level) => (
            <MenuItem key={level} value={level}>
              {translate(LEVEL_LABELS[level])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {value.adminLevel === 'state' && !isSuper && (
        <TextField
          select
          label={translate('console.common.state')}
          value={stateNames.includes(value.assignedState) ? value.assignedState : ''}
          onChange={(e) => onChange({ ...value, assignedState: e.target.value })}
          disabled={disabled}
          error={!!error}
          helperText={text(error) ?? ' '}
          fullWidth
        >
          {stateNames.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
