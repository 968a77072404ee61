import { PERMISSION_LABELS, type Permission } from '@cbt/contracts';
import { permissionKey } from '../i18n';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTABLE_PERMISSIONS } from './roleForm';

interface RolePermissionsEditorProps {
  /** null: the role means what its holders' level gives (as roles did before permission lists). */
  value: Permission[] | null;
  disabled?: boolean;
  onChange: (value: Permission[] | null) => void;
}

/** The capabilities a role carries (DECISIONS §8), one checkbox each. */
export function RolePermissionsEditor({ value, disabled, onChange }: RolePermissionsEditorProps) {
  const translate = useTranslate();
  const custom = value !== null;
  const toggle = (permission: Permission, on: boolean) => {
    const current = new Set(value ?? []);
    if (on) current.add(permission);
    else current.delete(permission);
    onChange(LISTABLE_PERMISSIONS.filter((p) => current.has(p)));
  };
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{translate('console.roles.permissions')}</FormLabel>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(e) => onChange(e.target.checked ? [] : null)} />}
        label={translate('console.roles.customSwitch')}
      />
      <FormHelperText sx={{ mx: 0 }}>
        {translate(custom ? 'console.roles.customHelp' : 'console.roles.levelHelp')}
      </FormHelperText>
      {custom && (
        <FormGroup aria-label={translate('console.roles.permissionsGroup')}>
          {LISTABLE_PERMISSIONS.map((permission) => (
            <FormControlLabel
              key={permission}
              control={<Checkbox size="small" checked={value.includes(permission)} onChange={(e) => toggle(permission, e.target.checked)} />}
              label={translate('console.roles.permissionLabel', {
                label: translate(`console.roles.permission.${permissionKey(permission)}`, { _: PERMISSION_LABELS[permission] }),
                permission,
              })}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
