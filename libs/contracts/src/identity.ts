/** Identity vocabulary shared by the server and both user interfaces. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const ADMIN_LEVELS = ['state', 'national'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

export const ROLE_CATEGORIES = ['admin', 'management', 'technical', 'specialized', 'system'] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number];
/** Categories a user may pick when creating a role; 'system' is shown but kept for seeded roles. */
export const EDITABLE_ROLE_CATEGORIES = ['admin', 'management', 'technical', 'specialized'] as const;

export const SUPERADMIN_ROLE = 'superadmin';
export const ADMIN_ROLE = 'admin';

/** One role held by a user: its type (a system role name), its level and, for state level, its states. */
export interface UserRole {
  type: string;
  level: AdminLevel;
  assignedStates: string[];
}

/** What a signed-in admin may do. Derived on the server from the roles; the UI only mirrors it. */
export const PERMISSIONS = [
  'centres.read',
  'centres.review',
  'centres.approve_autotest',
  'centres.create',
  'centres.import',
  'centres.export',
  'autotest.write',
  'users.read',
  'users.manage',
  'roles.read',
  'roles.manage',
  'accreditation.read',
  'accreditation.act',
  'accreditation.configure',
  'reports.read',
  'reports.rebuild',
  'audit.read',
  'audit.export',
  'inspections.read',
  'inspections.manage',
  'jobs.manage',
  'privacy.retention',
  /** DECISIONS §10: decide a centre's appeal (only staff who took no part in the decision appealed). */
  'appeals.decide',
  /** DECISIONS §10: the data protection officer searches the log of staff reads of centres' personal data. */
  'privacy.reads',
  /** DECISIONS §10: the data protection officer's requests and breach register. */
  'privacy.requests',
  'privacy.breaches',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * SPEC §6: only a super admin edits the accreditation configuration. No role's list may carry these
 * (the super admin role holds every permission without a list).
 */
export const SUPER_ADMIN_ONLY_PERMISSIONS: readonly Permission[] = ['accreditation.configure'];

export const PASSWORD_RULES = {
  minLength: 6,
  registrationMinLength: 8,
  /** Forced reset after login: upper, lower and a digit. */
  strong: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/,
  /** Account registration: upper, lower, digit and one of @$!%*?&, and only those characters. */
  registration: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/,
} as const;

export const ROLE_NAME_PATTERN = /^[a-z0-9_-]+$/;

/**
 * Email shapes. Sign-in and forgot-password accept any a@b (the first super admin may be
 * admin@localhost); a new account needs a domain with a dot.
 */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const ACCOUNT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest accepted inputs; argon2 would hash a megabyte, but nobody types one. */
export const IDENTITY_LIMITS = { email: 254, name: 100, password: 256, roleName: 50, displayName: 100, description: 500, rolesPerUser: 20 } as const;

/**
 * The system roles as the migrations seed them (English). A screen shows a seeded role's name and
 * description in the reader's language while they are still these words; once a super admin has
 * edited them, the role's own words are shown (DECISIONS §10: no English left on a translated page).
 */
export const SEEDED_SYSTEM_ROLES: Readonly<Record<string, { displayName: string; description: string }>> = {
  superadmin: { displayName: 'Super Administrator', description: 'Full access: users, roles and the accreditation configuration' },
  admin: { displayName: 'Administrator', description: 'Reviews centre applications within the assigned level and states' },
  auditor: { displayName: 'Auditor', description: 'Reads everything in its scope, including the audit log; changes nothing' },
  dpo: { displayName: 'Data Protection Officer', description: "Answers people's data requests, keeps the breach register, reads the staff read log and the retention settings" },
  inspector: { displayName: 'Inspector', description: 'Visits centres: schedules inspection visits and records their findings and photos' },
};
