import type { Profile } from '../permissions';
import type { Translate } from '../shared/i18n';

/** National or State, marked Super Admin for one; an account made through /register holds no role yet. */
export function adminLevelText(profile: Pick<Profile, 'level' | 'isSuperAdmin'>, translate: Translate): string {
  if (!profile.level) return translate('console.profile.noRole');
  const level = translate(`console.appBar.${profile.level}`);
  return profile.isSuperAdmin ? translate('console.profile.superAdmin', { level }) : level;
}
