/** The read log as the data protection officer searches it (DECISIONS §10, Personal data). */
export const READS_EN = {
  listTitle: 'Read Log',
  help: "Every staff read of a centre's personal data: its record, a document, an exported row or its evidence pack, with the office (role and state) that allowed it.",
  filters: {
    centre: 'Centre (ID or reference)',
    user: 'Staff member (ID or email)',
    from: 'From',
    to: 'To',
    kind: 'What was read',
  },
  fields: {
    at: 'When',
    user: 'Staff member',
    office: 'Office',
    centre: 'Centre',
    kind: 'What was read',
  },
  kind: { detail: 'Centre record', document: 'Document', export: 'Exported row', evidence: 'Evidence pack' },
  national: 'National',
  officeIn: '%{role}, %{state}',
  empty: 'No reads match these filters.',
};
