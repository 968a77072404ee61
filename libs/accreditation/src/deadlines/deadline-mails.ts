import { mailTexts } from '#centres';
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
  appeal_decision: "the centre's appeal, waiting for a decision",
};

export function itemWords(d: Data): string {
  const kind = text(d, 'kind');
  return kind === 'stage' ? `accreditation stage ${text(d, 'stageNumber')}` : (ITEM_WORDS[kind] ?? kind);
}

/** To the centre, in its language (`language` in the data; English when absent, as an older row has it). */
export function expiryReminderMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.expiryReminder.subject(text(d, 'centreName'), text(d, 'daysLeft')),
    greeting: t.hello,
    paragraphs: t.expiryReminder.paragraphs(text(d, 'centreName'), text(d, 'validUntil')),
    details: [
      [t.registrationNumber, text(d, 'reference')],
      [t.expiryReminder.validUntil, text(d, 'validUntil')],
    ],
    action: { label: t.expiryReminder.action, url: `${publicUrl}/find-centre` },
  });
}

/** To the centre, in its language, like the query email it answers. */
export function queryReminderMail(d: Data, publicUrl: string): RenderedMail {
  const t = mailTexts(d.language);
  return renderMail({
    subject: t.queryReminder.subject(text(d, 'centreName')),
    greeting: t.hello,
    paragraphs: t.queryReminder.paragraphs(text(d, 'centreName'), text(d, 'dueDate')),
    details: [
      [t.registrationNumber, text(d, 'reference')],
      [t.queryReminder.answerBy, text(d, 'dueDate')],
      ...(d.queryDetails ? ([[t.queryReminder.query, text(d, 'queryDetails')]] as Array<[string, string]>) : []),
    ],
    action: { label: t.queryReminder.action, url: `${publicUrl}/find-centre` },
  });
}

/* The admins' emails below stay in English: the console's staff read the council's working language. */

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
