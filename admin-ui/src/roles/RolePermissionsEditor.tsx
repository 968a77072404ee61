import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '@cbt/contracts';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Switch } from '@mui/material';

interface RolePermissionsEditorProps {
  /** null: the role means what its holders' level gives (as roles did before permission lists). */
  value: Permission[] | null;
  disabled?: boolean;
  onChange: (value: Permission[] | null) => void;
}

/** The capabilities a role carries (DECISIONS §8), one checkbox each. */
export function RolePermissionsEditor({ value, disabled, onChange }: RolePermissionsEditorProps) {
  const custom = value !== null;
  const toggle = (permission: Permission, on: boolean) => {
    const current = new Set(value ?? []);
    if (on) current.add(permission);
    else current.delete(permission);
    onChange(PERMISSIONS.filter((p) => current.has(p)));
  };
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">Permissions</FormLabel>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(e) => onChange(e.target.checked ? [] : null)} />}
        label="This role carries its own list of permissions"
      />
      <FormHelperText sx={{ mx: 0 }}>
        {custom ? 'Holders get exactly the permissions ticked below, within their level and states.' : 'Holders get what their level gives (national or state admin).'}
      </FormHelperText>
      {custom && (
        <FormGroup aria-label="Role permissions">
          {PERMISSIONS.map((permission) => (
            <FormControlLabel
              key={permission}
              control={<Checkbox size="small" checked={value.includes(permission)} onChange={(e) => toggle(permission, e.target.checked)} />}
              label={`${PERMISSION_LABELS[permission]} (${permission})`}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
