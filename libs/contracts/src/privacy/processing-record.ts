import {
  personalFields,
  type DataSubject,
  type LawfulBasis,
  type PersonalCategory,
  type ProcessingPurpose,
  type RetentionClass,
} from './data-inventory.js';

/**
 * The records of processing (the record of processing activities a data controller keeps under the
 * NDPA 2023), made from the data inventory so it cannot drift from the schema: docs/PROCESSING.md is this text, regenerated
 * with `npm run docs:processing` and checked by a test.
 */

export const SUBJECT_WORDS: Record<DataSubject, string> = {
  centre_contact: "A centre's contact people (its administrator and coordinator)",
  staff: 'Council staff with a console account',
  staff_applicant: 'A person who asked for a staff account and has not confirmed it',
  requester: 'A person without an account who asked the data protection officer about their data',
};

export const CATEGORY_WORDS: Record<PersonalCategory, string> = {
  identity: 'identity (names, account references, roles)',
  contact: 'contact details (email addresses, phone numbers)',
  document: 'documents and photos',
  credential: 'credentials (password and code hashes)',
  technical: 'technical data (network addresses, locations, times of sign-in)',
};

export const PURPOSE_WORDS: Record<ProcessingPurpose, string> = {
  centre_registration: "registering a centre and reviewing its application",
  accreditation: 'accrediting a centre and issuing its letter',
  inspection: "inspecting a centre's premises",
  correspondence: 'emailing a centre about its application, codes and decisions',
  staff_access: "giving council staff their accounts and access",
  accountability: 'keeping a tamper-evident record of who did what',
  data_subject_rights: "answering a person's request about their personal data",
};

export const BASIS_WORDS: Record<LawfulBasis, string> = {
  consent: 'consent (section 25(1)(a))',
  contract: 'a contract with the person (section 25(1)(b)(i))',
  legal_obligation: 'a legal obligation of the council (section 25(1)(b)(ii))',
  vital_interest: 'vital interests (section 25(1)(b)(iii))',
  public_task: 'a task in the public interest or in the exercise of official authority (section 25(1)(b)(iv))',
  legitimate_interest: 'legitimate interests (section 25(1)(b)(v))',
};

/** The default periods; the retention job applies the configuration's values. */
export const RETENTION_WORDS: Record<RetentionClass, string> = {
  centre_application:
    '12 months after the last activity for a pre-registration never approved; 24 months after a rejection; 6 years after the centre\'s last accreditation ended',
  centre_documents: "as the centre's application: 12 months, 24 months after a rejection, or 6 years after its last accreditation ended",
  staff_account: '24 months after the account is deactivated',
  staff_applicant: 'until the account is confirmed, or 7 days after the confirmation link expires',
  one_time_secret: '7 days after the code or link is used or expires (an unconfirmed privacy request goes with its link)',
  import_upload: "90 days after the import ended: the rows as read and their errors are blanked, a file left behind is deleted; the import's figures stay",
  mail_delivery: '12 months after the email was sent: its recipients and contents are blanked, the record that it was sent stays',
  accountability_record: "kept with the audit log; the personal values in it are erased with the person's record, the entry itself stays",
  privacy_request: '6 years after the request was answered or rejected; an unconfirmed request 7 days after its link expires',
};

export function renderProcessingRecord(): string {
  const fields = personalFields();
  const lines = [
    '# Records of processing',
    '',
    'Generated from the data inventory (`libs/contracts/src/privacy/data-inventory.ts`) by',
    '`npm run docs:processing`; a test fails when this file and the inventory differ. It lists every',
    'column that holds personal data, whose data it is, why it is held, on which lawful basis of the',
    'Nigeria Data Protection Act 2023 and for how long.',
    '',
    '## Retention classes (default periods)',
    '',
    '| class | kept |',
    '| --- | --- |',
    ...Object.entries(RETENTION_WORDS).map(([cls, words]) => `| ${cls} | ${words} |`),
  ];
  for (const subject of Object.keys(SUBJECT_WORDS) as DataSubject[]) {
    const own = fields.filter((f) => f.subject === subject);
    lines.push('', `## ${SUBJECT_WORDS[subject]}`, '', '| table.column | category | purpose | lawful basis | retention | holds |', '| --- | --- | --- | --- | --- | --- |');
    for (const f of own) {
      lines.push(`| ${f.table}.${f.column} | ${f.category} | ${PURPOSE_WORDS[f.purpose]} | ${BASIS_WORDS[f.basis]} | ${f.retention} | ${f.note ?? ''} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
