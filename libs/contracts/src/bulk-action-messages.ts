/** Texts of the server-side bulk decisions. SPEC has none of its own for these. */
export const BULK_MSG = {
  bulkActionQueued: 'Bulk action started',
  bulkActionNotFound: 'Bulk action not found',
  bulkActionInvalid: (allowed: readonly string[]) => `action must be one of ${allowed.join(', ')}`,
  bulkTargetsRequired: 'Give either ids (the selected centres) or filter (every centre matching it), not both',
  bulkIdsInvalid: 'ids must be a list of centre ids',
  bulkTooManyIds: (max: number) => `At most ${max.toLocaleString('en')} centres can be selected at once; use the filter to act on all matching centres`,
  bulkVersionsInvalid: 'versions must map centre ids to the versions shown',
  bulkAsOfInvalid: 'asOf must be a date and time',
  bulkNothingMatches: 'No centre matches',
  bulkFilterInvalid: 'filter must be an object',
  bulkDryRunInvalid: 'dryRun must be true or false',
  simpleRestRangeInvalid: 'range must be [first, last] with 0 <= first <= last',
  simpleRestSortInvalid: (allowed: readonly string[]) => `sort must be [field, "ASC" or "DESC"] with field one of ${allowed.join(', ')}`,
  simpleRestFilterInvalid: 'filter must be a JSON object',
} as const;
