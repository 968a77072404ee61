import { levelLabel, type Profile } from '../permissions';

/** National or State, marked Super Admin for one; an account made through /register holds no role yet. */
export function adminLevelText(profile: Pick<Profile, 'level' | 'isSuperAdmin'>): string {
  const level = levelLabel(profile.level);
  if (!level) return 'No role granted yet';
  return profile.isSuperAdmin ? `${level} (Super Admin)` : level;
}
