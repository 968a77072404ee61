import { SEEDED_SYSTEM_ROLES } from '@cbt/contracts';
import type { Translate } from '../shared/i18n';

interface NamedRole {
  roleName: string;
  isSystem?: boolean;
  displayName: string;
  description?: string | null;
}

/**
 * A role's name or description as the reader should read it: a seeded system role still worded as
 * seeded is shown in the console's language (console.roles.seeded.*); any other text is the role's own.
 */
export function roleText(role: NamedRole, field: 'displayName' | 'description', translate: Translate): string {
  const own = (field === 'displayName' ? role.displayName : role.description) ?? '';
  const seeded = role.isSystem ? SEEDED_SYSTEM_ROLES[role.roleName] : undefined;
  if (!seeded || seeded[field] !== own) return own;
  return translate(`console.roles.seeded.${role.roleName}.${field}`, { _: own });
}
