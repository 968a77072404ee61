/**
 * The data protection officer's work (DECISIONS §10, Personal data; docs/PRIVACY.md): requests from
 * people without an account, and the breach register. Shared by the server, the console, the public
 * site and the tests.
 */

/** The seeded system role that holds the privacy permissions. */
export const DPO_ROLE = 'dpo';

/** The rights a person without an account asks for (NDPA 2023 sections 34 to 36). */
export const PRIVACY_REQUEST_KINDS = ['access', 'rectification', 'erasure', 'objection'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * unconfirmed: the emailed link has not been opened (nobody works on it, no clock runs); open: the
 * requester proved the address and the clock runs; answered / rejected: closed, with the answer or
 * the reasons sent to the requester.
 */
export const PRIVACY_REQUEST_STATUSES = ['unconfirmed', 'open', 'answered', 'rejected'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_LIMITS = {
  name: 200,
  email: 254,
  centre: 300,
  details: 5000,
  answer: 10000,
  /** Hours the emailed confirmation link works. */
  confirmHours: 72,
  /**
   * The statutory time to answer, in working days of the council's calendar (the deadline engine of
   * docs/TRUST.md "Deadlines and reminders"): about one month, the period the Commission sets for
   * answering a data subject's request.
   */
  targetDays: 20,
  /** Working days past the target at which the request is escalated to the super admins. */
  escalationMarginDays: 5,
} as const;

/** One request as the console lists and shows it (GET /api/admin/privacy-requests[/{id}]). */
export interface PrivacyRequestView {
  id: string;
  reference: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  name: string;
  email: string;
  language: string;
  centre: string;
  details: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The last working day to answer (YYYY-MM-DD, Nigerian calendar); null until confirmed. */
  dueDate: string | null;
  /** Working days left; negative once overdue; null until confirmed or once closed. */
  dueInDays: number | null;
  overdue: boolean;
  closedAt: string | null;
  answer: string | null;
  reasons: string | null;
  closedBy: string | null;
}

/** One step of a request's or a breach's history, read from the audit log. */
export interface PrivacyHistoryEntry {
  at: string;
  action: string;
  actor: string | null;
}

export const PRIVACY_MSG = {
  kindInvalid: `Choose what you are asking for: ${PRIVACY_REQUEST_KINDS.join(', ')}`,
  nameRequired: 'Enter your full name',
  nameTooLong: `Name must be at most ${PRIVACY_REQUEST_LIMITS.name} characters`,
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  centreRequired: "Enter the centre's reference number, or its name and state",
  centreTooLong: `Centre must be at most ${PRIVACY_REQUEST_LIMITS.centre} characters`,
  detailsRequired: 'Say what you are asking for',
  detailsTooLong: `Request must be at most ${PRIVACY_REQUEST_LIMITS.details} characters`,
  languageInvalid: 'Language must be one of en, ha, yo, ig',
  received: 'Check your email: open the link we sent to confirm your request.',
  confirmed: 'Your request is confirmed. We will answer by email.',
  invalidLink: 'This link is not valid or has expired. Please send your request again.',
  requestNotFound: 'Request not found',
  answerRequired: 'Write the answer to send to the requester',
  answerTooLong: `Answer must be at most ${PRIVACY_REQUEST_LIMITS.answer} characters`,
  reasonsRequired: 'Give the reasons for rejecting the request',
  notOpen: 'This request is not open: it is unconfirmed or already closed',
  tooMany: 'Too many requests from you. Please try again later.',
} as const;

/* The breach register. */

/** What kinds of personal data a breach touched (the data inventory's categories). */
export const BREACH_DATA_CATEGORIES = ['identity', 'contact', 'document', 'credential', 'technical'] as const;
export type BreachDataCategory = (typeof BREACH_DATA_CATEGORIES)[number];

/** Hours from discovery to the notice to the Nigeria Data Protection Commission (NDPA 2023 section 40). */
export const BREACH_NOTICE_HOURS = 72;

export const BREACH_LIMITS = { summary: 5000, measures: 5000, centres: 500 } as const;

export interface BreachView {
  id: string;
  reference: string;
  discoveredAt: string;
  recordedAt: string;
  summary: string;
  measures: string;
  categories: BreachDataCategory[];
  centres: Array<{ id: string; name: string; reference: string; state: string | null }>;
  /** discoveredAt + 72 hours. */
  noticeDueAt: string;
  /** Milliseconds left to the notice (negative once overdue); null once notified. */
  noticeLeftMs: number | null;
  overdue: boolean;
  notifiedAt: string | null;
  centresEmailedAt: string | null;
  recordedBy: string | null;
}

export const BREACH_MSG = {
  discoveredAtInvalid: 'Discovered at must be a date and time, not in the future',
  summaryRequired: 'Say what happened',
  summaryTooLong: `What happened must be at most ${BREACH_LIMITS.summary} characters`,
  measuresTooLong: `Measures taken must be at most ${BREACH_LIMITS.measures} characters`,
  categoriesInvalid: `Choose at least one category of data: ${BREACH_DATA_CATEGORIES.join(', ')}`,
  centresInvalid: 'Affected centres must be a list of centre ids the portal holds',
  unknownReferences: (refs: string[]) => `No centre has the reference number ${refs.join(', ')}`,
  notFound: 'Breach not found',
  alreadyNotified: 'The regulator has already been notified of this breach',
  noCentres: 'No affected centres are recorded for this breach',
} as const;

/** Hours left in the 72-hour window, as the register shows it ("31 h left" / "5 h overdue"). */
export function breachClock(discoveredAt: Date, now: Date, notifiedAt: Date | null): { dueAt: Date; leftMs: number | null; overdue: boolean } {
  const dueAt = new Date(discoveredAt.getTime() + BREACH_NOTICE_HOURS * 3600_000);
  if (notifiedAt) return { dueAt, leftMs: null, overdue: false };
  const leftMs = dueAt.getTime() - now.getTime();
  return { dueAt, leftMs, overdue: leftMs < 0 };
}

const CATEGORY_NOTICE_WORDS: Record<BreachDataCategory, string> = {
  identity: 'identity data (names, account references)',
  contact: 'contact details (email addresses, phone numbers)',
  document: 'documents and photos',
  credential: 'credentials (password and code hashes)',
  technical: 'technical data (network addresses, sign-in times)',
};

/**
 * The notice to the Nigeria Data Protection Commission, prefilled from the register: the facts the
 * Act asks for (section 40(3)) in the order the Commission's form asks them.
 */
export function breachNoticeText(b: Pick<BreachView, 'reference' | 'discoveredAt' | 'summary' | 'measures' | 'categories' | 'centres' | 'noticeDueAt'>, controller: string): string {
  const lines = [
    'Notification of a personal data breach to the Nigeria Data Protection Commission',
    '',
    `Data controller: ${controller}`,
    `Breach reference: ${b.reference}`,
    `Discovered at: ${b.discoveredAt}`,
    `Notice due by: ${b.noticeDueAt}`,
    '',
    'Nature of the breach:',
    b.summary,
    '',
    'Categories of personal data concerned:',
    ...b.categories.map((c) => `- ${CATEGORY_NOTICE_WORDS[c]}`),
    '',
    `Data subjects concerned: the contact people of ${b.centres.length} centre(s)`,
    ...b.centres.map((c) => `- ${c.name} (${c.reference}${c.state ? `, ${c.state}` : ''})`),
    '',
    'Measures taken or proposed:',
    b.measures || '-',
    '',
    'Contact: the Data Protection Officer of the data controller',
  ];
  return lines.join('\n');
}
