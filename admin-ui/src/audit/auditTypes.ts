import { auditValueInWords, codeInWords, type AuditEventView, type AuditWords } from '@cbt/contracts';
import { historyLabel } from '../centres/actionLabels';
import type { Translate } from '../shared/i18n';
import { consoleFormat } from '../shared/format';
import { userActivityPath } from './UserActivityLink';

export type AuditRecord = AuditEventView;

/** How the console's language names the coded values of a change (the English words live in the contracts). */
export function auditWords(translate: Translate, date?: (value: string) => string): AuditWords {
  const found = (key: string) => {
    const text = translate(key, { _: MISSING });
    return text === MISSING ? undefined : text;
  };
  return {
    none: translate('console.audit.none'),
    yes: translate('console.common.yes'),
    no: translate('console.common.no'),
    field: (name) => found(`console.audit.field.${name}`) ?? found(`console.centre.field.${name}`) ?? codeInWords(name),
    status: (code) => found(`console.centre.history.status.${code}`),
    gender: (code) => (code === 'MALE' ? translate('console.common.male') : code === 'FEMALE' ? translate('console.common.female') : undefined),
    level: (code) => (code === 'national' ? translate('console.appBar.national') : code === 'state' ? translate('console.appBar.state') : undefined),
    permission: (code) => found(`console.roles.permission.${code.replace('.', '_')}`),
    category: (code) => found(`console.roles.categories.${code}`),
    roleHeld: (role, level, states) =>
      states.length > 0 ? translate('console.audit.roleHeldIn', { role, level, states: states.join(', ') }) : translate('console.audit.roleHeld', { role, level }),
    stage: (n, name) => translate('console.accreditation.stageTitle', { n, name }),
    date,
  };
}

const MISSING = '\u0000';

/** Each changed field in words: its name, what it was and what it became ("Status: Registration Approved -> Rejected"). */
export function changeLines(
  record: Pick<AuditRecord, 'changes' | 'roleNames'>,
  translate: Translate,
  date?: (value: string) => string,
): Array<{ field: string; label: string; before: string; after: string }> {
  if (!record.changes) return [];
  // Dates read in the console's language, never as stored (DECISIONS §10).
  const words = auditWords(translate, date);
  return Object.entries(record.changes).map(([field, change]) => ({
    field,
    label: words.field(field),
    before: auditValueInWords(field, change.before, words, record.roleNames),
    after: auditValueInWords(field, change.after, words, record.roleNames),
  }));
}

/** An act's name: a centre's acts in its history's words, the log's own acts, else the code in words. */
export function actionLabel(action: string, translate: Translate): string {
  const [group = '', name = ''] = action.split(/\.(.*)/s);
  const own = translate(`console.audit.action.${group}.${name}`, { _: MISSING });
  if (own !== MISSING && name) return own;
  if (group === 'centre') return historyLabel(name, translate);
  return codeInWords(action);
}

/** What an entry is about, in words, and where to read more of it. */
export function targetOf(record: AuditRecord, translate: Translate): { text: string; to?: string } {
  const { target } = record;
  if (!target.type) return { text: '' };
  const kind = translate(`console.audit.target.kind.${target.type}`, { _: codeInWords(target.type) });
  if ((target.type === 'centre' || target.type === 'evidence') && target.name) {
    const text = target.reference ? translate('console.audit.target.centre', { name: target.name, reference: target.reference }) : target.name;
    return { text, to: record.centreId ? `/admin-centre/${encodeURIComponent(record.centreId)}` : undefined };
  }
  if (target.type === 'user' && (target.name || target.email)) {
    const text = target.name && target.email ? translate('console.audit.target.user', { name: target.name, email: target.email }) : (target.name ?? target.email)!;
    return { text, to: target.id ? userActivityPath(target.id) : undefined };
  }
  if (target.name) return { text: translate('console.audit.target.named', { kind, name: target.name }) };
  return { text: target.id ? translate('console.audit.target.unnamed', { kind, id: target.id }) : kind };
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
  number: (value: number) => string = consoleFormat('en').number,
): string {
  const count = translate('console.audit.entries', { count: number(result.checked) });
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
