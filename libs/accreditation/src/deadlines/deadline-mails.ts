import { renderMail, type RenderedMail } from '#platform';

/** The reminder and escalation emails (docs/TRUST.md "Deadlines and reminders"). */
export const DEADLINE_TEMPLATES = {
  expiryReminder: 'deadline-expiry-reminder',
  queryReminder: 'deadline-query-reminder',
  targetReached: 'deadline-target-reached',
  escalation: 'deadline-escalation',
} as const;

/** The expiry notice reuses the standing email the centre has always received on expiry. */
export const EXPIRED_TEMPLATE = 'accreditation-standing-changed';

type Data = Record<string, unknown>;
const text = (d: Data, key: string) => String(d[key] ?? '');

const ITEM_WORDS: Record<string, string> = {
  pending_review: 'registration waiting for review',
  autotest_approval: 'registration approved, waiting for approval for autotest',
  query_answer: "the centre's answer to a query",
  stage: 'accreditation stage',
};

export function itemWords(d: Data): string {
  const kind = text(d, 'kind');
  return kind === 'stage' ? `accreditation stage ${text(d, 'stageNumber')}` : (ITEM_WORDS[kind] ?? kind);
}

export function expiryReminderMail(d: Data, publicUrl: string): RenderedMail {
  return renderMail({
    subject: `Accreditation ends in ${text(d, 'daysLeft')} days: ${text(d, 'centreName')}`,
    greeting: 'Hello,',
    paragraphs: [
      `The accreditation of ${text(d, 'centreName')} is valid until ${text(d, 'validUntil')}. To keep holding examinations after that day, renew it before then: sign in at Find Centre and open Renewal.`,
    ],
    details: [
      ['Registration number', text(d, 'reference')],
      ['Valid until', text(d, 'validUntil')],
    ],
    action: { label: 'Sign in at Find Centre', url: `${publicUrl}/find-centre` },
  });
}

export function queryReminderMail(d: Data, publicUrl: string): RenderedMail {
  return renderMail({
    subject: `The council is waiting for your answer: ${text(d, 'centreName')}`,
    greeting: 'Hello,',
    paragraphs: [
      `The council sent ${text(d, 'centreName')} a query and is waiting for your answer. Please answer by ${text(d, 'dueDate')}: sign in at Find Centre, correct what the query asks for, and save.`,
    ],
    details: [
      ['Registration number', text(d, 'reference')],
      ['Answer by', text(d, 'dueDate')],
      ...(d.queryDetails ? ([['The query', text(d, 'queryDetails')]] as Array<[string, string]>) : []),
    ],
    action: { label: 'Sign in at Find Centre', url: `${publicUrl}/find-centre` },
  });
}

export function targetReachedMail(d: Data, consoleUrl: string): RenderedMail {
  return renderMail({
    subject: `Due today: ${itemWords(d)} for ${text(d, 'centreName')}`,
    greeting: 'Hello,',
    paragraphs: [
      `The ${itemWords(d)} of ${text(d, 'centreName')} has waited ${text(d, 'ageDays')} working days and reaches its target of ${text(d, 'targetDays')} working days. You are receiving this because you may act on it.`,
    ],
    details: [
      ['Registration number', text(d, 'reference')],
      ['State', text(d, 'state') || '-'],
      ['Waiting since', text(d, 'since')],
      ['Due', text(d, 'dueDate')],
    ],
    action: { label: 'Open the centre', url: `${consoleUrl}/admin-centres/${text(d, 'centreId')}/show` },
  });
}

export function escalationMail(d: Data, consoleUrl: string): RenderedMail {
  return renderMail({
    subject: `Overdue by ${text(d, 'overdueByDays')} working days: ${itemWords(d)} for ${text(d, 'centreName')}`,
    greeting: 'Hello,',
    paragraphs: [
      `The ${itemWords(d)} of ${text(d, 'centreName')} is ${text(d, 'overdueByDays')} working days past its target of ${text(d, 'targetDays')} working days. It is escalated to the national admins.`,
    ],
    details: [
      ['Registration number', text(d, 'reference')],
      ['State', text(d, 'state') || '-'],
      ['Waiting since', text(d, 'since')],
      ['Was due', text(d, 'dueDate')],
    ],
    action: { label: 'Open the centre', url: `${consoleUrl}/admin-centres/${text(d, 'centreId')}/show` },
  });
}
