import type { CentreStatistics, HistoryEntry } from '../centres/centreTypes';

export type Activity = HistoryEntry & { centreId: string; centreName: string; reference: string };

/** GET /admin/dashboard: the cards' counts and the latest decisions, in the admin's states. */
export interface DashboardData {
  statistics: CentreStatistics;
  recentActivity: Activity[];
}

/** One line of Recent Activity: an entry, and how many identical ones in a row it stands for. */
export interface ActivityLine {
  item: Activity;
  times: number;
}

function actorKey(actor: Activity['actor']): string {
  return typeof actor === 'string' ? actor : (actor.id ?? actor.email ?? '');
}

/**
 * The same thing done to the same centre by the same person several times in a row (a centre
 * saving its form again and again) is one line with a count, not a screen of repeats; entries
 * answered twice (by id) are shown once.
 */
export function collapseActivity(items: readonly Activity[]): ActivityLine[] {
  const seen = new Set<string>();
  const lines: ActivityLine[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const last = lines[lines.length - 1];
    if (last && last.item.centreId === item.centreId && last.item.action === item.action && actorKey(last.item.actor) === actorKey(item.actor)) last.times += 1;
    else lines.push({ item, times: 1 });
  }
  return lines;
}

/** Whom the dashboard welcomes: the full name, not a first name that may read "Super"; null before the profile. */
export function welcomeName(profile: { firstName?: string | null; lastName?: string | null; email?: string | null } | null): string | null {
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || profile.email || 'Admin';
}
