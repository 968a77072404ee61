/** Domain events of inspection visits (stored in the outbox: never rename one). */
export const InspectionEvent = {
  /** A visit was scheduled: the centre is emailed the date and the inspectors. */
  Scheduled: 'inspection.scheduled',
  /** A visit was scheduled with this person as an inspector: they are emailed it. */
  InspectorAssigned: 'inspection.inspector_assigned',
} as const;
