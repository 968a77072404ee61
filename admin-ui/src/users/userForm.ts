import { ACCOUNT_EMAIL_PATTERN, ADMIN_ROLE, MSG, PASSWORD_RULES, SUPERADMIN_ROLE, type AdminLevel, type Gender, type UserRole } from '@cbt/contracts';
import type { RoleOption, UserPayload, UserRow } from '../providers/usersRolesProvider';

/**
 * The user create/edit form (SPEC §5 "User create/edit"): one or more roles, each with a type, a
 * level and states. (The server still reads the legacy single-role fields; the console sends the list.)
 */

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | '';
  /** Create only: the edit form never changes a password. Left empty, the person is emailed an invitation (DECISIONS §10). */
  password: string;
  roles: UserRole[];
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
}

const blankRole = (): UserRole => ({ type: ADMIN_ROLE, level: 'state', assignedStates: [] });

export function newUserForm(): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    gender: '',
    password: '',
    roles: [blankRole()],
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
    roles: user.roles.map((r) => ({ type: r.type, level: r.level, assignedStates: [...r.assignedStates] })),
  };
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
  // An empty password is an invitation: the person chooses their own from the emailed link.
  if (creating && values.password && values.password.length < PASSWORD_RULES.minLength) errors.password = MSG.passwordMin6;
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

/** The request body: the password on create only, when one is given (none: an invitation); the roles list. */
export function toUserPayload(values: UserFormValues, creating: boolean): UserPayload {
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(creating && values.password ? { password: values.password } : {}),
  };
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
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    gender: (text(values.gender) as Gender | '') || '',
    password: text(values.password),
    roles: Array.isArray(values.roles) ? (values.roles as UserRole[]) : [],
  };
}

/**
 * The SimpleForm validator: the field messages under their fields, and the first role message under
 * `roleAssignment` (the role editor shows each message beside its role from validateUserForm).
 */
export function userFormErrors(values: Partial<Record<keyof UserFormValues, unknown>>, creating: boolean): Record<string, string> {
  const { roleEntries, roles, ...fields } = validateUserForm(userFormValuesOf(values), creating);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) if (message) errors[field] = message;
  const roleMessage = roles ?? roleEntries.find(Boolean);
  if (roleMessage) errors.roleAssignment = roleMessage;
  return errors;
}
