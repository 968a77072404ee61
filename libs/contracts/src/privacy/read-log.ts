/**
 * The read log (DECISIONS §10, Personal data): every staff read of a centre's personal data is one
 * row naming the office that read it (the role and state of the role entry that allowed the read),
 * never a personal value of the centre.
 */
export const READ_KINDS = ['detail', 'document', 'export', 'evidence'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

/** A row as the data protection officer searches it (GET /api/admin/centre-reads). */
export interface CentreReadRow {
  id: string;
  at: string;
  userId: string;
  /** The reader's name and email, for the officer (the centre never sees them). */
  userName: string | null;
  userEmail: string | null;
  role: string;
  /** The role's display name (null once the role is gone), and whether it is a seeded system role (its name is then translated). */
  roleDisplayName: string | null;
  roleIsSystem: boolean;
  /** null: a role entry reaching every state (a national office). */
  state: string | null;
  centreId: string;
  centreName: string | null;
  reference: string | null;
  kind: ReadKind;
}

/** What the centre sees of a read (GET /api/centre-registration/{ref}/reads): the office and when, no person. */
export interface CentreReadByOffice {
  at: string;
  /** The role's display name as the council named it (the seeded roles are translated on the page). */
  role: string;
  roleName: string;
  state: string | null;
  kind: ReadKind;
}

/** The read log's answers to bad input (DECISIONS §10), in the envelope's field errors. */
export const READ_LOG_MSG = {
  filterInvalid: (name: string) => `The ${name} filter is not valid`,
  dateInvalid: 'Dates must be written as YYYY-MM-DD or a full ISO 8601 time',
  rangeInverted: 'The start date must be on or before the end date',
} as const;
