import { ACCOUNT_EMAIL_PATTERN, ADMIN_ROLE, MSG, PASSWORD_RULES, SUPERADMIN_ROLE, type AdminLevel, type Gender, type UserRole } from '@cbt/contracts';
import type { RoleOption, UserPayload, UserRow } from '../providers/usersRolesProvider';

/**
 * The user create/edit form (SPEC §5 "User create/edit"): either several roles, each with a type,
 * a level and states, or the legacy single role with an admin level and one state.
 */
export type RoleMode = 'multi' | 'single';

export interface SingleRole {
  role: string;
  adminLevel: AdminLevel;
  assignedState: string;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | '';
  /** Create only: the edit form never changes a password. */
  password: string;
  mode: RoleMode;
  roles: UserRole[];
  single: SingleRole;
}

export interface UserFormErrors {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** About the roles as a whole ('At least one role must be added'). */
  roles?: string;
  /** One entry per role, by position. */
  roleEntries: Array<string | undefined>;
  /** Single-role mode: the state of a state-level admin. */
  assignedState?: string;
}

const blankRole = (): UserRole => ({ type: ADMIN_ROLE, level: 'state', assignedStates: [] });

export function newUserForm(): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    gender: '',
    password: '',
    mode: 'multi',
    roles: [blankRole()],
    single: { role: ADMIN_ROLE, adminLevel: 'state', assignedState: '' },
  };
}

/** The edit form of a user. An account without roles (self-registered) starts with none. */
export function userFormFromRow(user: UserRow): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    gender: user.gender ?? '',
    password: '',
    mode: 'multi',
    roles: user.roles.map((r) => ({ type: r.type, level: r.level, assignedStates: [...r.assignedStates] })),
    single: { role: user.role ?? ADMIN_ROLE, adminLevel: user.adminLevel ?? 'state', assignedState: user.assignedState ?? '' },
  };
}

/** Carries the roles over when the mode changes, so switching back and forth keeps what was chosen. */
export function switchMode(values: UserFormValues, mode: RoleMode): UserFormValues {
  if (mode === values.mode) return values;
  if (mode === 'single') {
    const first = values.roles[0];
    const single: SingleRole = first
      ? { role: first.type, adminLevel: first.level, assignedState: first.assignedStates[0] ?? '' }
      : values.single;
    return { ...values, mode, single };
  }
  const { role, adminLevel, assignedState } = values.single;
  const roles: UserRole[] = [{ type: role, level: adminLevel, assignedStates: adminLevel === 'state' && assignedState ? [assignedState] : [] }];
  return { ...values, mode, roles };
}

/** A super admin role is always national with no states, as the server stores it. */
export function withRoleType(entry: UserRole, type: string): UserRole {
  return type === SUPERADMIN_ROLE ? { type, level: 'national', assignedStates: [] } : { ...entry, type };
}

export function withLevel(entry: UserRole, level: AdminLevel): UserRole {
  return { ...entry, level, assignedStates: level === 'national' ? [] : entry.assignedStates };
}

export function addRole(values: UserFormValues): UserFormValues {
  return { ...values, roles: [...values.roles, blankRole()] };
}

/** SPEC §5: the last remaining role cannot be removed. */
export function removeRole(values: UserFormValues, index: number): UserFormValues {
  if (values.roles.length <= 1) return values;
  return { ...values, roles: values.roles.filter((_, i) => i !== index) };
}

/**
 * What the signed-in admin may hand out (DECISIONS §4): a super admin anything, anyone else
 * state-level roles only and never the super admin role. The server enforces the same.
 */
export function levelChoices(isSuperAdmin: boolean): AdminLevel[] {
  return isSuperAdmin ? ['national', 'state'] : ['state'];
}

export function roleChoices(options: RoleOption[], isSuperAdmin: boolean, current: string[] = []): RoleOption[] {
  const allowed = isSuperAdmin ? options : options.filter((o) => o.value !== SUPERADMIN_ROLE);
  // A role the user already holds but is no longer active still needs an option to be shown.
  const missing = current.filter((type) => type && !allowed.some((o) => o.value === type));
  return [...allowed, ...missing.map((type) => ({ value: type, label: type, category: 'admin' as const }))];
}

export function validateUserForm(values: UserFormValues, creating: boolean): UserFormErrors {
  const errors: UserFormErrors = { roleEntries: [] };
  if (!values.firstName.trim()) errors.firstName = MSG.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = MSG.lastNameRequired;
  if (!values.email.trim()) errors.email = MSG.emailRequired;
  else if (!ACCOUNT_EMAIL_PATTERN.test(values.email.trim())) errors.email = MSG.invalidEmail;
  if (creating) {
    if (!values.password) errors.password = MSG.passwordRequired;
    else if (values.password.length < PASSWORD_RULES.minLength) errors.password = MSG.passwordMin6;
  }
  if (values.mode === 'single') {
    if (values.single.role !== SUPERADMIN_ROLE && values.single.adminLevel === 'state' && !values.single.assignedState) {
      errors.assignedState = MSG.stateAdminNeedsState;
    }
    return errors;
  }
  if (values.roles.length === 0) errors.roles = MSG.atLeastOneRole;
  errors.roleEntries = values.roles.map((role, i) => {
    if (!role.type) return MSG.roleTypeRequired(i + 1);
    if (role.type !== SUPERADMIN_ROLE && role.level === 'state' && role.assignedStates.length === 0) return MSG.stateRoleNeedsState(i + 1);
    return undefined;
  });
  return errors;
}

export function hasUserFormErrors(errors: UserFormErrors): boolean {
  const { roleEntries, ...fields } = errors;
  return Object.values(fields).some(Boolean) || roleEntries.some(Boolean);
}

/** The request body: the password on create only; the role fields of the chosen mode. */
export function toUserPayload(values: UserFormValues, creating: boolean): UserPayload {
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(creating ? { password: values.password } : {}),
  };
  if (values.mode === 'single') {
    const { role, adminLevel, assignedState } = values.single;
    const national = role === SUPERADMIN_ROLE || adminLevel === 'national';
    return { ...person, role, adminLevel: national ? 'national' : 'state', ...(national ? {} : { assignedState }) };
  }
  return {
    ...person,
    roles: values.roles.map((r) => ({ type: r.type, level: r.level, assignedStates: r.level === 'state' ? r.assignedStates : [] })),
  };
}

/** SPEC §5 "Reset another user's password": at least 6 characters. */
export function validateNewPassword(password: string): string | null {
  if (!password) return MSG.newPasswordRequired;
  if (password.length < PASSWORD_RULES.minLength) return MSG.passwordMin6Long;
  return null;
}

/** react-admin's form values as this form's shape: an emptied text field may arrive as null. */
export function userFormValuesOf(values: Partial<Record<keyof UserFormValues, unknown>>): UserFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const blank = newUserForm();
  const single = (values.single ?? {}) as Partial<SingleRole>;
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    gender: (text(values.gender) as Gender | '') || '',
    password: text(values.password),
    mode: values.mode === 'single' ? 'single' : 'multi',
    roles: Array.isArray(values.roles) ? (values.roles as UserRole[]) : [],
    single: { role: text(single.role) || blank.single.role, adminLevel: single.adminLevel ?? 'state', assignedState: text(single.assignedState) },
  };
}

/**
 * The SimpleForm validator: the field messages under their fields, and the first role message under
 * `roleAssignment` (the role editor shows each message beside its role from validateUserForm).
 */
export function userFormErrors(values: Partial<Record<keyof UserFormValues, unknown>>, creating: boolean): Record<string, string> {
  const { roleEntries, roles, assignedState, ...fields } = validateUserForm(userFormValuesOf(values), creating);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) if (message) errors[field] = message;
  const roleMessage = roles ?? assignedState ?? roleEntries.find(Boolean);
  if (roleMessage) errors.roleAssignment = roleMessage;
  return errors;
}
