/** The console's conflict-of-interest texts in English (DECISIONS §10, docs/DUE-PROCESS.md). */
export const CONFLICTS_EN = {
  title: 'Conflicts of interest',
  help: 'Declare any centre, or any registration number (GovernmentId), you have an interest in. You will not be able to decide on, approve, inspect or decide an appeal of those centres.',
  declare: 'Declare a conflict',
  centreId: 'Centre id',
  centreIdHelp: "The centre's id, from its page in Centre Applications",
  governmentId: 'Registration number (GovernmentId)',
  reason: 'Reason',
  declaredAt: 'Declared on',
  centre: 'Centre',
  person: 'Declared by',
  empty: 'No conflicts of interest declared.',
  oneOf: 'Give a centre id or a registration number, not both',
};
