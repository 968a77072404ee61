import type { AuditEventView } from '@cbt/contracts';
import type { Translate } from '../shared/i18n';

export type AuditRecord = AuditEventView;

/** "Lagos: status pending -> rejected" style lines: one per changed field. */
export function changeLines(changes: AuditRecord['changes'], translate: Translate): Array<{ field: string; before: string; after: string }> {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => ({ field, before: shown(change.before, translate), after: shown(change.after, translate) }));
}

// The recorded values themselves (statuses, role names) are data and stay as recorded.
function shown(value: unknown, translate: Translate): string {
  if (value === null || value === undefined) return translate('console.audit.none');
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v)) {
    return value.map((r) => `${r.type} (${r.level}${r.assignedStates?.length ? `: ${r.assignedStates.join(', ')}` : ''})`).join(', ');
  }
  return JSON.stringify(value);
}

export function actorLabel(actor: AuditRecord['actor'], translate: Translate): string {
  if (actor.type === 'admin') return actor.name ? `${actor.name} <${actor.email}>` : (actor.email ?? translate('console.audit.actor.admin'));
  if (actor.type === 'anonymous') return actor.email ? translate('console.audit.actor.anonymousEmail', { email: actor.email }) : translate('console.audit.actor.anonymous');
  if (actor.type === 'centre') return translate('console.audit.actor.centre');
  return actor.name ? translate('console.audit.actor.systemNamed', { name: actor.name }) : translate('console.audit.actor.system');
}

/** "intact: 1,204,332 entries, last checkpoint 10 minutes ago" */
export function verificationText(
  result: { intact: boolean; checked: number; firstBrokenId?: string; problem?: string; checkpoint: { at: string } | null },
  translate: Translate,
  now = Date.now(),
): string {
  const count = translate('console.audit.entries', { count: result.checked.toLocaleString('en-US') });
  const checkpoint = result.checkpoint
    ? translate('console.audit.lastCheckpoint', { ago: ago(new Date(result.checkpoint.at).getTime(), translate, now) })
    : translate('console.audit.noCheckpoint');
  if (result.intact) return translate('console.audit.intact', { count, checkpoint });
  // The server's problem text is shown as it gave it.
  return translate('console.audit.broken', { id: result.firstBrokenId, problem: result.problem ?? translate('console.audit.tampered'), count, checkpoint });
}

export function ago(at: number, translate: Translate, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return translate('console.audit.secondsAgo', { smart_count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return translate('console.audit.minutesAgo', { smart_count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return translate('console.audit.hoursAgo', { smart_count: hours });
  return translate('console.audit.daysAgo', { count: Math.round(hours / 24) });
}
