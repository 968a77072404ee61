import type { AccessResource } from '../permissions';

/**
 * The console's screens in the side menu's order, each with the access (authProvider.canAccess) it
 * needs. The menu shows those a person may use.
 */
export const CONSOLE_SCREENS: Array<{ to: string; label: string; resource: AccessResource; action: string }> = [
  { to: '/admin-dashboard', label: 'console.menu.dashboard', resource: 'admin-dashboard', action: 'list' },
  { to: '/admin-centres', label: 'console.menu.centres', resource: 'admin-centres', action: 'list' },
  { to: '/cbt-centre', label: 'console.menu.createCentre', resource: 'admin-centres', action: 'create' },
  { to: '/bulk-upload', label: 'console.menu.bulkUpload', resource: 'import-jobs', action: 'create' },
  { to: '/admin-accreditation', label: 'console.menu.accreditation', resource: 'admin-accreditation', action: 'list' },
  { to: '/admin-inspections', label: 'console.menu.inspections', resource: 'admin-inspections', action: 'list' },
  { to: '/admin-users', label: 'console.menu.users', resource: 'admin-users', action: 'list' },
  { to: '/admin-roles', label: 'console.menu.roles', resource: 'admin-roles', action: 'list' },
  { to: '/admin-reports', label: 'console.menu.reports', resource: 'admin-reports', action: 'list' },
  { to: '/audit-events', label: 'console.menu.auditLog', resource: 'audit-events', action: 'list' },
  { to: '/centre-reads', label: 'console.menu.reads', resource: 'centre-reads', action: 'list' },
  { to: '/admin-jobs', label: 'console.menu.jobs', resource: 'admin-jobs', action: 'list' },
  { to: '/admin-holidays', label: 'console.menu.holidays', resource: 'admin-holidays', action: 'list' },
  { to: '/admin-retention', label: 'console.menu.retention', resource: 'admin-retention', action: 'list' },
  { to: '/admin-appeals', label: 'console.menu.appeals', resource: 'admin-appeals', action: 'list' },
  { to: '/admin-conflicts', label: 'console.menu.conflicts', resource: 'admin-conflicts', action: 'list' },
  { to: '/admin-privacy-requests', label: 'console.menu.privacyRequests', resource: 'admin-privacy-requests', action: 'list' },
  { to: '/admin-privacy-breaches', label: 'console.menu.privacyBreaches', resource: 'admin-privacy-breaches', action: 'list' },
];

/**
 * Where a person who may not read the dashboard lands: the first of these they may use. The data
 * protection officer's work is people's data requests, so those come first (the officer also reads
 * the read log and the retention list); then the menu's order, so the inspector opens on Inspections.
 * Conflicts of interest are not a landing: every member of staff declares their own (DECISIONS §10),
 * so an account whose only screen it is holds no role yet and is told so (its menu still offers it).
 */
const FIRST = '/admin-privacy-requests';
const NOT_A_LANDING = ['/admin-dashboard', '/admin-conflicts'];
export const LANDING_SCREENS = [
  ...CONSOLE_SCREENS.filter((s) => s.to === FIRST),
  ...CONSOLE_SCREENS.filter((s) => s.to !== FIRST && !NOT_A_LANDING.includes(s.to)),
];
