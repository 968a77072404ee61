import type { AuditEventView } from '@cbt/contracts';

export type AuditRecord = AuditEventView;

/** "Lagos: status pending -> rejected" style lines: one per changed field. */
export function changeLines(changes: AuditRecord['changes']): Array<{ field: string; before: string; after: string }> {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => ({ field, before: shown(change.before), after: shown(change.after) }));
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v)) {
    return value.map((r) => `${r.type} (${r.level}${r.assignedStates?.length ? `: ${r.assignedStates.join(', ')}` : ''})`).join(', ');
  }
  return JSON.stringify(value);
}

export function actorLabel(actor: AuditRecord['actor']): string {
  if (actor.type === 'admin') return actor.name ? `${actor.name} <${actor.email}>` : (actor.email ?? 'admin');
  if (actor.type === 'anonymous') return actor.email ? `anonymous (${actor.email})` : 'anonymous';
  if (actor.type === 'centre') return 'the centre';
  return actor.name ? `system (${actor.name})` : 'system';
}

/** "intact: 1,204,332 entries, last checkpoint 10 minutes ago" */
export function verificationText(result: { intact: boolean; checked: number; firstBrokenId?: string; problem?: string; checkpoint: { at: string } | null }, now = Date.now()): string {
  const count = `${result.checked.toLocaleString('en-US')} entries`;
  const checkpoint = result.checkpoint ? `last checkpoint ${ago(new Date(result.checkpoint.at).getTime(), now)}` : 'no checkpoint yet';
  if (result.intact) return `intact: ${count}, ${checkpoint}`;
  return `BROKEN at entry ${result.firstBrokenId}: ${result.problem ?? 'tampered'} (${count} checked, ${checkpoint})`;
}

export function ago(at: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'} ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}
